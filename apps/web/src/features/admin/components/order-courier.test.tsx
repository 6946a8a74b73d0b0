import type { AdminShipment } from '@scentia/domain/admin/order-console'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildAdminOrder, buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { OrderCourierPanel } from './order-courier'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  )

const booked: AdminShipment = {
  courier: 'GIG Logistics',
  service: 'gigl_standard',
  tracking_number: 'GIG4815001',
  tracking_url: 'https://tracking.example/orders/SB-1',
  cost: 6_200,
  state: 'booked',
  booked_at: '2026-11-28T10:00:00.000Z',
}

function renderPanel(
  courier: { available: boolean; shipment: AdminShipment | null },
  post: () => Promise<Response> = () =>
    answer(200, { success: true, available: true, shipment: booked }),
  order = buildAdminOrder({ status: 'processing', payment_status: 'paid' }),
) {
  let current = courier
  fetchMock.mockImplementation((_url, init) => {
    if (init?.method === 'POST') {
      return post().then(async (response) => {
        if (response.ok) current = { available: true, shipment: booked }
        return response
      })
    }
    return answer(200, { success: true, ...current })
  })
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OrderCourierPanel order={order} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('OrderCourierPanel (docs/decisions/044-couriers.md)', () => {
  it('is not there without a connected courier: the owner types tracking numbers as before', async () => {
    renderPanel({ available: false, shipment: null })
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled()
    })
    expect(screen.queryByRole('region', { name: 'Courier' })).not.toBeInTheDocument()
  })

  it('books in one click and shows the courier, tracking number and link', async () => {
    const user = renderPanel({ available: true, shipment: null })
    await user.click(await screen.findByRole('button', { name: 'Book courier' }))
    const panel = screen.getByRole('region', { name: 'Courier' })
    expect(await screen.findByText('GIG Logistics')).toBeInTheDocument()
    expect(panel).toHaveTextContent('GIG4815001')
    expect(panel).toHaveTextContent('Booked, waiting for pickup')
    expect(screen.getByRole('link', { name: /Courier's tracking page/ })).toHaveAttribute(
      'href',
      booked.tracking_url,
    )
    expect(screen.queryByRole('button', { name: 'Book courier' })).not.toBeInTheDocument()
  })

  it("shows the courier's refusal in words, and offers the click again", async () => {
    const message =
      'The courier could not be booked: Shipbubble refused: Insufficient wallet balance. Nothing was booked; try again in a few minutes, or type the tracking number by hand.'
    const user = renderPanel({ available: true, shipment: null }, () =>
      answer(409, { success: false, code: 'CONFLICT', message }),
    )
    await user.click(await screen.findByRole('button', { name: 'Book courier' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Book courier' })).toBeEnabled()
  })

  it('offers no booking for a shipped order', async () => {
    renderPanel(
      { available: true, shipment: null },
      undefined,
      buildAdminOrder({ status: 'shipped', payment_status: 'paid' }),
    )
    expect(await screen.findByRole('region', { name: 'Courier' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Book courier' })).not.toBeInTheDocument()
  })
})
