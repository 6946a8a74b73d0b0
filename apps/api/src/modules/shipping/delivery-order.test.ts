import { DEFAULT_DELIVERY_RATES } from '@scentia/domain/shipping/delivery-rates'
import { describe, expect, it } from 'vitest'
import {
  buildPaystackTestApp,
  createShopper,
  eventually,
  mailTo,
  useShop,
  postInitialize,
  shippingFor,
  verifyPayment,
  type InitializeAnswer,
} from '../payments/payments-test-kit.js'

/**
 * A shopper in Abuja pays the owner's fee for FCT, and the order keeps the window it was promised
 * (docs/product.md §13, decision 040), whatever the table says later.
 */
describe('an order outside Lagos', () => {
  const shop = useShop(buildPaystackTestApp)

  const abuja = {
    state: 'FCT',
    lga: 'Abuja Municipal',
    ward: 'Garki',
    city: 'Garki, Abuja Municipal',
  }

  it('charges the table fee and keeps the window through a later edit of the table', async () => {
    const shopper = await createShopper(shop.app, 'Amina Bello')
    const res = await postInitialize(shop.app, shopper, [{ id: shop.product.id, quantity: 1 }], {
      shipping: { ...shippingFor(shopper), ...abuja },
    })
    expect(res.statusCode).toBe(200)
    const init = res.json<InitializeAnswer>()
    // FCT's default row: ₦8,500 in 3-5 business days.
    expect(init.shipping_fee).toBe(8_500)
    expect(init.amount).toBe(init.subtotal + 8_500)

    shop.t.fake.settle(init.reference, { status: 'success', channel: 'card' })
    expect((await verifyPayment(shop.app, shopper, init.reference)).statusCode).toBe(200)

    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/order',
      headers: shopper.headers,
    })
    const [order] = list.json<{
      orders: { order_id: string; shipping_fee: number; delivery_days: unknown }[]
    }>().orders
    expect(order).toMatchObject({
      shipping_fee: 8_500,
      delivery_days: { min_days: 3, max_days: 5 },
    })
    if (!order) throw new Error('no order')

    await eventually(async () => {
      const mails = await mailTo(shop.db, shopper.email)
      expect(mails.some((mail) => mail.text.includes('(3-5 business days)'))).toBe(true)
    })

    // The owner slows FCT down; the placed order's promise does not move.
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery-rates',
      headers: shop.owner.headers,
      payload: {
        rates: {
          ...DEFAULT_DELIVERY_RATES,
          states: DEFAULT_DELIVERY_RATES.states.map((row) =>
            row.state === 'FCT' ? { ...row, min_days: 6, max_days: 9 } : row,
          ),
        },
      },
    })
    expect(saved.statusCode).toBe(200)
    const tracked = await shop.app.inject({ method: 'GET', url: `/api/order/${order.order_id}` })
    expect(tracked.json()).toMatchObject({
      data: { view: 'public', delivery_days: { min_days: 3, max_days: 5 } },
    })
  })
})
