import type { AdminOrderDetail } from '@scentia/domain/admin/order-console'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { AdminOrderPage } from './admin-order-page'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

const podOrder: AdminOrderDetail = {
  order_id: 'ORD1234567890',
  status: 'pending',
  payment_status: 'awaiting_delivery_payment',
  payment_method: 'POD',
  transaction_reference: 'REF',
  tracking_number: null,
  total_amount: 20_000,
  shipping_fee: 0,
  promo_code: null,
  discount: 0,
  cart_items: [{ id: 1, name: 'Rose Oud', image: '/r.webp', quantity: 1, price: 20_000 }],
  customer: { user_id: 2, full_name: 'Ada', email: 'ada@example.ng', phone_number: '0803' },
  address: {
    street_address: '1 Road',
    city: 'Ikeja',
    ward: 'Anifowoshe/Ikeja',
    lga: 'Ikeja',
    state: 'Lagos',
  },
  created_at: '2026-11-01T10:00:00.000Z',
  estimated_delivery: '2026-11-05T10:00:00.000Z',
  history: [],
}

describe('AdminOrderPage', () => {
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
