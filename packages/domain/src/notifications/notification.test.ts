import { describe, expect, it } from 'vitest'
import { markNotificationsReadSchema, notificationMessage, notificationTitle } from './notification'

describe('notifications', () => {
  it.each([
    ['pending', false, 'Order pending', 'Your order is being processed'],
    ['pending', true, 'Order placed', 'Your order is being processed'],
    ['processing', false, 'Order processing', 'Your order is being prepared for shipment'],
    ['shipped', false, 'Order shipped', 'Your order is on its way!'],
    ['delivered', false, 'Order delivered', 'Your order has been delivered'],
    [
      'cancelled',
      false,
      'Order cancelled',
      'This order was cancelled. Its items are back on sale.',
    ],
    ['refunded', false, 'Order refunded', 'Everything paid for this order has been refunded.'],
  ] as const)('%s (placed: %s) reads "%s: %s"', (status, placed, title, message) => {
    expect(notificationTitle({ status, placed })).toBe(title)
    expect(notificationMessage(status)).toBe(message)
  })

  it.each([
    ['pending', 'pending', 'BANK_TRANSFER', 'Awaiting your transfer'],
    ['pending', 'pending', 'USSD', 'Awaiting your transfer'],
    ['pending', 'abandoned', 'BANK_TRANSFER', 'Transfer not received: order cancelled'],
    // The money is in: the order really is being processed.
    ['pending', 'paid', 'BANK_TRANSFER', 'Your order is being processed'],
    ['pending', 'paid', 'CARD', 'Your order is being processed'],
    ['shipped', 'paid', 'BANK_TRANSFER', 'Your order is on its way!'],
  ] as const)(
    'a %s event of an order paid %s by %s reads "%s"',
    (status, paid, method, message) => {
      expect(notificationMessage(status, { paymentStatus: paid, paymentMethod: method })).toBe(
        message,
      )
    },
  )

  it.each([
    [undefined, true],
    [null, true],
    [{}, true],
    [{ ids: [1, 2] }, true],
    [{ ids: [] }, true],
    [{ ids: [0] }, false],
    [{ ids: [1.5] }, false],
    [{ ids: ['1'] }, false],
    [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, false],
  ])('read request %j valid: %s', (body, valid) => {
    expect(markNotificationsReadSchema.safeParse(body).success).toBe(valid)
  })
})
