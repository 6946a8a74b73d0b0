import type { AdminOrderDetail } from '@scentia/domain/admin/order-console'
import { PICKUP_LOCKED_MESSAGE, PICKUP_NOT_LOCKED_MESSAGE } from '@scentia/domain/shipping/pickup'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildAdminOrder, buildUser } from '../../../test/factories'
import { jsonResponse } from '../../../test/json-response'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { OrderStatusActions } from './order-status-actions'

const fetchMock = vi.fn()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

function renderActions(order: AdminOrderDetail) {
  fetchMock.mockImplementation(() => jsonResponse({ success: true, order }))
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OrderStatusActions order={order} />
    </QueryClientProvider>,
  )
}

const statusCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/status'))

describe('OrderStatusActions: moves the owner cannot take back ask first', () => {
  it('asks before marking an order delivered, and moves it only once confirmed', async () => {
    renderActions(buildAdminOrder({ status: 'shipped', tracking_number: 'TRK123' }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order as delivered?' })
    expect(dialog).toHaveTextContent('Delivered is final')
    expect(statusCalls()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Not yet' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(statusCalls()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }))
    const again = await screen.findByRole('dialog')
    await user.click(
      Array.from(again.querySelectorAll('button')).find(
        (b) => b.textContent === 'Mark as Delivered',
      )!,
    )
    expect(statusCalls()).toHaveLength(1)
    const [, init] = statusCalls()[0] as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({ status: 'delivered' })
  })

  it('warns that an unpaid transfer’s money has not arrived before moving it to Processing', async () => {
    renderActions(buildAdminOrder({ payment_status: 'pending', payment_method: 'BANK_TRANSFER' }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Mark as Processing' }))
    const dialog = await screen.findByRole('dialog', { name: 'The transfer has not arrived' })
    expect(dialog).toHaveTextContent('the money has not arrived yet')
    expect(statusCalls()).toHaveLength(0)
  })

  it('moves a paid card order to Processing without a question', async () => {
    renderActions(buildAdminOrder({}))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as Processing' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(statusCalls()).toHaveLength(1)
  })
})

describe('OrderStatusActions: orders that have ended', () => {
  it.each([
    ['delivered', 'Delivered orders are final.'],
    ['cancelled', 'Cancelled orders are final.'],
    ['refunded', 'Refunded orders are final.'],
  ] as const)('a %s order offers no move and says why', (status, note) => {
    renderActions(buildAdminOrder({ status }))
    expect(screen.getByText(note)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Mark as/ })).toBeNull()
  })
})

describe('OrderStatusActions: a pickup at the showroom (decision 046)', () => {
  const collectCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).includes('/collect'))

  it('marks it ready for pickup without a tracking number', async () => {
    renderActions(buildAdminOrder({ status: 'processing', delivery_method: 'pickup' }))
    expect(screen.queryByLabelText(/Tracking number/)).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as Ready for pickup' }))
    const [, init] = statusCalls()[0] as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({ status: 'shipped' })
  })

  it('is collected with the code the shopper reads out, never by a plain status step', async () => {
    renderActions(
      buildAdminOrder({ status: 'shipped', delivery_method: 'pickup', pickup_tries_left: 5 }),
    )
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Correct the tracking number/)).not.toBeInTheDocument()
    const user = userEvent.setup()
    const submit = screen.getByRole('button', { name: 'Mark as Collected' })
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText(/Pickup code/), 'ktm 3px')
    expect(screen.getByText('5 tries left')).toBeInTheDocument()
    await user.click(submit)
    expect(collectCalls()).toHaveLength(1)
    const [, init] = collectCalls()[0] as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({ code: 'ktm 3px' })
    expect(statusCalls()).toHaveLength(0)
  })

  it('shows the refusal of a wrong code beside the field', async () => {
    renderActions(
      buildAdminOrder({ status: 'shipped', delivery_method: 'pickup', pickup_tries_left: 2 }),
    )
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'That pickup code is not right for this order',
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/Pickup code/), 'AAAAAA')
    await user.click(screen.getByRole('button', { name: 'Mark as Collected' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That pickup code is not right for this order',
    )
    expect(screen.getByLabelText(/Pickup code/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('cannot be tried once the tries are used up', () => {
    renderActions(
      buildAdminOrder({ status: 'shipped', delivery_method: 'pickup', pickup_tries_left: 0 }),
    )
    expect(screen.getByText('0 tries left')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark as Collected' })).toBeDisabled()
  })

  it('offers the owner Unlock on a locked code, and only then', async () => {
    const locked = buildAdminOrder({
      status: 'shipped',
      delivery_method: 'pickup',
      pickup_tries_left: 0,
    })
    renderActions(locked)
    expect(screen.getByText(PICKUP_LOCKED_MESSAGE)).toBeInTheDocument()
    fetchMock.mockImplementation(() =>
      jsonResponse({ success: true, order: { ...locked, pickup_tries_left: 5 } }),
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlock' }))
    const unlocks = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/pickup-unlock'))
    expect(unlocks).toHaveLength(1)
    expect((unlocks[0] as [string, RequestInit])[1].method).toBe('POST')
  })

  it('says why an unlock was refused', async () => {
    renderActions(
      buildAdminOrder({ status: 'shipped', delivery_method: 'pickup', pickup_tries_left: 0 }),
    )
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ success: false, code: 'CONFLICT', message: PICKUP_NOT_LOCKED_MESSAGE }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlock' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PICKUP_NOT_LOCKED_MESSAGE)
  })

  it('shows no Unlock while tries are left', () => {
    renderActions(
      buildAdminOrder({ status: 'shipped', delivery_method: 'pickup', pickup_tries_left: 2 }),
    )
    expect(screen.queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument()
  })
})
