import type { Order } from '@scentia/domain/orders/order'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildMyOrder, recordRequestsPerTest, renderOrderCard } from '../test-fixtures'
import { CANCEL_MESSAGES } from './cancel-order-button'

function buildOrder(overrides: Partial<Order> = {}): Order {
  return buildMyOrder({
    order_id: 'ORD1234500001',
    payment_status: 'pending',
    payment_method: 'BANK_TRANSFER',
    ...overrides,
  })
}

let answer: { status: number; body: unknown } = { status: 200, body: {} }
const requests = recordRequestsPerTest(() => answer)

describe('Cancel on My Orders', () => {
  it('is offered on a paid order before it ships, saying the money goes back', async () => {
    renderOrderCard(
      buildOrder({ payment_status: 'paid', payment_method: 'CARD', total_amount: 45_000 }),
    )
    await userEvent.setup().click(screen.getByRole('button', { name: CANCEL_MESSAGES.button }))
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /is paid\. If you cancel it, its items go back on sale and we refund ₦45,000/,
    )
  })

  it.each([
    ['a card payment still pending', buildOrder({ payment_method: 'CARD' })],
    ['a cancelled order', buildOrder({ status: 'cancelled', payment_status: 'abandoned' })],
    ['a shipped order', buildOrder({ status: 'shipped', payment_status: 'paid' })],
  ])('is not offered on %s', (_name, order) => {
    renderOrderCard(order)
    expect(screen.queryByRole('button', { name: CANCEL_MESSAGES.button })).toBeNull()
  })

  it('asks first in a dialog, and keeping the order calls nothing', async () => {
    const events = renderOrderCard(buildOrder())
    await events.click(screen.getByRole('button', { name: CANCEL_MESSAGES.button }))
    const dialog = screen.getByRole('dialog', { name: CANCEL_MESSAGES.title })
    expect(dialog).toHaveAccessibleDescription(/nothing is owed and its items go back on sale/)
    expect(within(dialog).getByRole('button', { name: CANCEL_MESSAGES.keep })).toHaveFocus()
    await events.click(within(dialog).getByRole('button', { name: CANCEL_MESSAGES.keep }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(requests).toEqual([])
  })

  it('cancels on confirmation and says what the server says when it refuses', async () => {
    answer = {
      status: 409,
      body: {
        success: false,
        message: 'This order can no longer be cancelled: it is not waiting for a payment.',
      },
    }
    const events = renderOrderCard(buildOrder({ payment_method: 'POD' }))
    await events.click(screen.getByRole('button', { name: CANCEL_MESSAGES.button }))
    await events.click(screen.getByRole('button', { name: CANCEL_MESSAGES.confirm }))
    await waitFor(() => {
      expect(requests).toContainEqual({ url: '/api/order/ORD1234500001/cancel', method: 'POST' })
    })
    // Refused: the dialog stays, so the shopper can keep the order or try again.
    expect(await screen.findByRole('button', { name: CANCEL_MESSAGES.confirm })).toBeEnabled()
  })
})
