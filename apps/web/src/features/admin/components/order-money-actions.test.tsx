import type { AdminOrderDetail } from '@scentia/domain/admin/order-console'
import type { OrderRefund } from '@scentia/domain/orders/order'
import { POD_PAYMENT_METHOD } from '@scentia/domain/payment/transfer'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { buildAdminOrder, buildOrder, buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { AdminOrderPage } from './admin-order-page'
import { OrderMoneyActions } from './order-money-actions'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

const ORDER_ID = 'ORD1234567890'

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  )

const refund = (overrides: Partial<OrderRefund>): OrderRefund => ({
  id: 3,
  amount: 5_000,
  state: 'processed',
  method: 'paystack',
  created_at: '2026-11-02T10:00:00.000Z',
  settled_at: null,
  ...overrides,
})

/** A money move's answer: a sentence and the order as its shopper sees it (its contract). */
const moved = (order: AdminOrderDetail, message = 'Done') =>
  answer(200, {
    success: true,
    message,
    order: buildOrder({ order_id: order.order_id, status: order.status, refunds: order.refunds }),
  })

/** Every POST answers `post` (200 by default); every GET the order. */
function renderActions(
  order: AdminOrderDetail,
  post: () => Promise<Response> = () => moved(order),
) {
  fetchMock.mockImplementation((_url, init) =>
    init?.method === 'POST' ? post() : answer(200, { success: true, order }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OrderMoneyActions order={order} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: url instanceof Request ? url.url : url.toString(),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))

const refusal = (message: string) => () =>
  answer(409, { success: false, message, type: 'CONFLICT', statusCode: 409 })

describe('OrderMoneyActions: Cancel order', () => {
  it('shows on an unshipped paid order, and not once it has shipped or when it holds nothing', () => {
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderMoneyActions order={buildAdminOrder({ status: 'processing' })} />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('form', { name: 'Cancel this order' })).toBeInTheDocument()
    unmount()
    for (const order of [
      buildAdminOrder({ status: 'shipped', refunds: [refund({ amount: 20_000 })] }),
      buildAdminOrder({ status: 'pending', payment_status: 'failed' }),
      buildAdminOrder({ status: 'cancelled' }),
    ]) {
      const view = render(
        <QueryClientProvider client={new QueryClient()}>
          <OrderMoneyActions order={order} />
        </QueryClientProvider>,
      )
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
      view.unmount()
    }
  })

  it('asks for a reason before anything else, and sends nothing without one', async () => {
    const user = renderActions(buildAdminOrder({}))
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const field = screen.getByLabelText('Reason for cancelling')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Give a reason of at least 3 characters.')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts()).toEqual([])
  })

  it('says a paid card order is refunded in full through Paystack, then cancels it with the reason', async () => {
    const user = renderActions(buildAdminOrder({}))
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Out of stock at the supplier')
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${ORDER_ID}?` })
    expect(dialog).toHaveTextContent('Its items go back on sale')
    expect(dialog).toHaveTextContent('The ₦20,000 paid is refunded in full through Paystack.')
    // The safe answer has focus, so a second Enter never cancels by accident.
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus()
    expect(posts()).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => {
      expect(posts()).toEqual([
        {
          url: `/api/admin/orders/${ORDER_ID}/cancel`,
          body: { reason: 'Out of stock at the supplier' },
        },
      ])
    })
  })

  it('says a paid pay-on-delivery order leaves cash to hand back', async () => {
    const user = renderActions(buildAdminOrder({ payment_method: POD_PAYMENT_METHOD }))
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Customer asked by phone')
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The ₦20,000 collected at the door is recorded as cash to hand back',
    )
  })

  it('shows the API’s refusal', async () => {
    const message = 'This order has shipped: it can be refunded after a return, not cancelled.'
    const user = renderActions(buildAdminOrder({}), refusal(message))
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Customer asked')
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})

describe('OrderMoneyActions: Refund', () => {
  const partly = () => buildAdminOrder({ status: 'delivered', refunds: [refund({})] })

  it('offers what is left to refund on a paid order', () => {
    renderActions(partly())
    expect(screen.getByLabelText('Amount to refund (₦)')).toHaveValue('15000')
    expect(screen.getByRole('form', { name: 'Refund this order' })).toHaveTextContent(
      'Up to ₦15,000 can still be refunded through Paystack.',
    )
  })

  it('is not offered on an unpaid order, nor when everything is refunded or on its way', () => {
    for (const order of [
      buildAdminOrder({ payment_status: 'pending', payment_method: 'BANK_TRANSFER' }),
      buildAdminOrder({
        status: 'cancelled',
        refunds: [refund({ amount: 20_000, state: 'processing' })],
      }),
      buildAdminOrder({
        status: 'refunded',
        payment_status: 'refunded',
        refunds: [refund({ amount: 20_000 })],
      }),
    ]) {
      const view = render(
        <QueryClientProvider client={new QueryClient()}>
          <OrderMoneyActions order={order} />
        </QueryClientProvider>,
      )
      expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
      view.unmount()
    }
  })

  it('refuses more than is left before sending anything', async () => {
    const user = renderActions(partly())
    const amount = screen.getByLabelText('Amount to refund (₦)')
    await user.clear(amount)
    await user.type(amount, '15001')
    await user.type(screen.getByLabelText('Reason for the refund'), 'Goodwill')
    await user.click(screen.getByRole('button', { name: 'Refund' }))
    expect(amount).toHaveAccessibleDescription(
      'At most ₦15,000 can still be refunded on this order.',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts()).toEqual([])
  })

  it('sends a partial refund in whole naira with its reason once confirmed', async () => {
    const user = renderActions(partly())
    const amount = screen.getByLabelText('Amount to refund (₦)')
    await user.clear(amount)
    await user.type(amount, '2,500')
    await user.type(screen.getByLabelText('Reason for the refund'), 'Late delivery')
    await user.click(screen.getByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund ₦2,500?' })
    expect(dialog).toHaveTextContent('₦2,500 goes back to the customer through Paystack')
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₦2,500' }))
    await waitFor(() => {
      expect(posts()).toEqual([
        {
          url: `/api/admin/orders/${ORDER_ID}/refunds`,
          body: { amount: 2_500, reason: 'Late delivery' },
        },
      ])
    })
  })

  it('shows the API’s refusal', async () => {
    const message = 'At most ₦5,000 can still be refunded on this order.'
    const user = renderActions(partly(), refusal(message))
    await user.type(screen.getByLabelText('Reason for the refund'), 'Goodwill')
    await user.click(screen.getByRole('button', { name: 'Refund' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund ₦15,000' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})

describe('OrderMoneyActions: Mark cash returned', () => {
  const podCancelled = (refunds: OrderRefund[]) =>
    buildAdminOrder({ status: 'cancelled', payment_method: POD_PAYMENT_METHOD, refunds })

  it('shows on a pay-on-delivery refund waiting for its cash, and on no other', () => {
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderMoneyActions
          order={podCancelled([
            refund({ id: 3, amount: 20_000, state: 'pending', method: 'cash' }),
          ])}
        />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('button', { name: 'Mark cash returned' })).toHaveAccessibleDescription(
      /₦20,000/,
    )
    view.unmount()
    for (const refunds of [
      [refund({ amount: 20_000, state: 'processed', method: 'cash' })],
      [refund({ amount: 20_000, state: 'pending', method: 'paystack' })],
    ]) {
      const again = render(
        <QueryClientProvider client={new QueryClient()}>
          <OrderMoneyActions order={podCancelled(refunds)} />
        </QueryClientProvider>,
      )
      expect(screen.queryByRole('button', { name: 'Mark cash returned' })).toBeNull()
      again.unmount()
    }
  })

  it('records the cash of that refund once confirmed', async () => {
    const user = renderActions(
      podCancelled([refund({ id: 9, amount: 20_000, state: 'pending', method: 'cash' })]),
    )
    await user.click(screen.getByRole('button', { name: 'Mark cash returned' }))
    const dialog = await screen.findByRole('dialog', { name: 'Did you hand back ₦20,000?' })
    expect(posts()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Mark cash returned' }))
    await waitFor(() => {
      expect(posts()).toEqual([
        { url: `/api/admin/orders/${ORDER_ID}/refunds/9/cash-returned`, body: undefined },
      ])
    })
  })

  it('shows the API’s refusal', async () => {
    const message = 'This refund is not waiting for cash to be handed back.'
    const user = renderActions(
      podCancelled([refund({ id: 9, amount: 20_000, state: 'pending', method: 'cash' })]),
      refusal(message),
    )
    await user.click(screen.getByRole('button', { name: 'Mark cash returned' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Mark cash returned',
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})

describe('AdminOrderPage after a refund', () => {
  it('reads the order again, so the new refund shows in the list with its state', async () => {
    const before = buildAdminOrder({ status: 'delivered' })
    const after = buildAdminOrder({
      status: 'delivered',
      refunds: [refund({ id: 4, amount: 6_000, state: 'processing' })],
    })
    let refunded = false
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method === 'POST') {
        refunded = true
        return moved(after, 'Refund recorded.')
      }
      return answer(200, { success: true, order: refunded ? after : before })
    })
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <AdminOrderPage orderId={ORDER_ID} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('Amount to refund (₦)')
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull()
    await user.clear(amount)
    await user.type(amount, '6000')
    await user.type(screen.getByLabelText('Reason for the refund'), 'Bottle arrived scratched')
    await user.click(screen.getByRole('button', { name: 'Refund' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund ₦6,000' }),
    )
    const refunds = await screen.findByRole('region', { name: 'Refunds' })
    expect(refunds).toHaveTextContent('₦6,000')
    expect(refunds).toHaveTextContent('Refund on its way')
    // What is left to refund starts again from the new total.
    expect(screen.getByLabelText('Amount to refund (₦)')).toHaveValue('14000')
  })
})
