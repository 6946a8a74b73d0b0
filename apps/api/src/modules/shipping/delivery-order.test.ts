import { DEFAULT_DELIVERY_RATES } from '@scentia/domain/shipping/delivery-rates'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildPaystackTestApp,
  createShopper,
  eventually,
  mailTo,
  openShop,
  shippingFor,
  verifyPayment,
  type CatalogueProduct,
  type InitializeAnswer,
  type PaystackTestApp,
  type Shopper,
} from '../payments/payments-test-kit.js'

/**
 * A shopper in Abuja pays the owner's fee for FCT, and the order keeps the window it was promised
 * (docs/product.md §13, decision 040), whatever the table says later.
 */
describe('an order outside Lagos', () => {
  let t: PaystackTestApp
  let product: CatalogueProduct
  let owner: Shopper

  beforeAll(async () => {
    ;({ t, product, owner } = await openShop(buildPaystackTestApp))
  })
  afterAll(() => t.close())

  const abuja = {
    state: 'FCT',
    lga: 'Abuja Municipal',
    ward: 'Garki',
    city: 'Garki, Abuja Municipal',
  }

  it('charges the table fee and keeps the window through a later edit of the table', async () => {
    const shopper = await createShopper(t.app, 'Amina Bello')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: shopper.headers,
      payload: {
        cart_items: [{ id: product.id, quantity: 1 }],
        shipping: { ...shippingFor(shopper), ...abuja },
      },
    })
    expect(res.statusCode).toBe(200)
    const init = res.json<InitializeAnswer>()
    // FCT's default row: ₦8,500 in 3-5 business days.
    expect(init.shipping_fee).toBe(8_500)
    expect(init.amount).toBe(init.subtotal + 8_500)

    t.fake.settle(init.reference, { status: 'success', channel: 'card' })
    expect((await verifyPayment(t.app, shopper, init.reference)).statusCode).toBe(200)

    const list = await t.app.inject({ method: 'GET', url: '/api/order', headers: shopper.headers })
    const [order] = list.json<{
      orders: { order_id: string; shipping_fee: number; delivery_days: unknown }[]
    }>().orders
    expect(order).toMatchObject({
      shipping_fee: 8_500,
      delivery_days: { min_days: 3, max_days: 5 },
    })
    if (!order) throw new Error('no order')

    await eventually(async () => {
      const mails = await mailTo(t.database.db, shopper.email)
      expect(mails.some((mail) => mail.text.includes('(3-5 business days)'))).toBe(true)
    })

    // The owner slows FCT down; the placed order's promise does not move.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery-rates',
      headers: owner.headers,
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
    const tracked = await t.app.inject({ method: 'GET', url: `/api/order/${order.order_id}` })
    expect(tracked.json()).toMatchObject({
      data: { view: 'public', delivery_days: { min_days: 3, max_days: 5 } },
    })
  })
})
