import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { buildAdminOrder, buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { AdminOrderPage } from './admin-order-page'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

const podOrder = buildAdminOrder({
  payment_status: 'awaiting_delivery_payment',
  payment_method: 'POD',
})

function renderOrder(order: ReturnType<typeof buildAdminOrder>) {
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, order }))),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <AdminOrderPage orderId={order.order_id} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('AdminOrderPage', () => {
  it('links a paid order to its receipt, and an unpaid one to none', async () => {
    const paid = buildAdminOrder({ payment_status: 'paid', payment_method: 'CARD' })
    renderOrder(paid)
    expect(await screen.findByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      `/orders/${paid.order_id}/receipt`,
    )
  })

  it('offers no receipt before the money is in', async () => {
    renderOrder(podOrder)
    await screen.findByText('Delivery')
    expect(screen.queryByRole('link', { name: 'View receipt' })).toBeNull()
  })

  it('shows delivery as the shopper was told it: Pay on Delivery, never Free', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, order: podOrder }))),
    )
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <AdminOrderPage orderId={podOrder.order_id} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const delivery = await screen.findByText('Delivery')
    expect(delivery.nextSibling).toHaveTextContent('Pay on Delivery')
    expect(screen.queryByText('Free')).toBeNull()
  })
})
