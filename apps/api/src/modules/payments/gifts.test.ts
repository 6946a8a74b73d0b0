import { GIFT_MESSAGES } from '@scentia/domain/checkout/gift'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOwner, ownerCall } from '../admin/admin-test-kit.js'
import {
  buildPaystackTestApp,
  createShopper,
  pickProducts,
  postCheckout,
  postInitialize,
  readOrder,
  type InitializeAnswer,
  type PaystackTestApp,
  type Shopper,
} from './payments-test-kit.js'

const WRAP = 1_500
const MESSAGE = 'Happy birthday, Ada!\n<b>Love</b> & hugs from Lagos'

/** Gifts (decision 045): wrap priced by the server into the total, a message only the owner reads. */
describe('gift orders', () => {
  let t: PaystackTestApp
  let owner: Shopper
  let shopper: Shopper
  let product: { id: number; price: number; name: string }

  beforeAll(async () => {
    t = await buildPaystackTestApp()
    owner = await createOwner(t.app)
    shopper = await createShopper(t.app)
    const [picked] = await pickProducts(t.database.db, 1, 5)
    if (!picked) throw new Error('no product to order')
    product = picked
  })
  afterAll(() => t.close())

  const setWrap = (price: number) =>
    ownerCall(t.app, owner, 'PUT', '/api/admin/settings/shop', {
      low_stock_default: 3,
      gift_wrap_price: price,
    })

  async function giftOrder(gift: object): Promise<{ init: InitializeAnswer; orderId: string }> {
    const res = await postInitialize(t.app, shopper, [{ id: product.id, quantity: 1 }], { gift })
    expect(res.statusCode).toBe(200)
    const init = res.json<InitializeAnswer>()
    t.fake.settle(init.reference, { status: 'success' })
    const placed = await postCheckout(t.app, shopper, init.reference)
    expect(placed.statusCode).toBe(201)
    return { init, orderId: placed.json<{ order_id: string }>().order_id }
  }

  it('offers wrap at the owner’s price, and refuses it when not offered', async () => {
    expect((await setWrap(0)).statusCode).toBe(200)
    const refused = await postInitialize(t.app, shopper, [{ id: product.id, quantity: 1 }], {
      gift: { wrap: true },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(GIFT_MESSAGES.wrapNotOffered)

    expect((await setWrap(WRAP)).statusCode).toBe(200)
    const options = await t.app.inject({ method: 'GET', url: '/api/checkout/gift-options' })
    expect(options.json()).toEqual({ success: true, gift_wrap_price: WRAP })
  })

  it('refuses a message over the limit in the shopper’s words, never a 500', async () => {
    const res = await postInitialize(t.app, shopper, [{ id: product.id, quantity: 1 }], {
      gift: { message: 'x'.repeat(400) },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(GIFT_MESSAGES.tooLong)
  })

  it('adds the wrap to the total the server computes, as its own line on the receipt', async () => {
    await setWrap(WRAP)
    const { init, orderId } = await giftOrder({ message: MESSAGE, wrap: true })
    expect(init.amount).toBe(init.subtotal + init.shipping_fee + WRAP)
    expect(init).toMatchObject({ gift_wrap: WRAP })
    const row = await readOrder(t.database.db, orderId)
    expect(row).toMatchObject({
      totalAmount: init.amount,
      giftWrap: WRAP,
      isGift: true,
      giftMessage: MESSAGE,
    })

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/receipt`,
      headers: shopper.headers,
    })
    expect(receipt.statusCode).toBe(200)
    const totals = receipt.json().receipt.totals as { id: string; amount: number }[]
    expect(totals).toContainEqual(expect.objectContaining({ id: 'gift-wrap', amount: WRAP }))
    expect(totals.find((line) => line.id === 'subtotal')?.amount).toBe(init.subtotal)
  })

  it('keeps the message out of the public tracking view and the shopper’s answers, and gives it to the owner', async () => {
    await setWrap(WRAP)
    const { orderId } = await giftOrder({ message: MESSAGE, wrap: true })

    const stranger = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}` })
    expect(stranger.statusCode).toBe(200)
    expect(stranger.json().data.view).toBe('public')
    expect(stranger.body).not.toContain('Ada!')
    expect(stranger.body).not.toContain('gift')

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: shopper.headers,
    })
    expect(own.json().data).toMatchObject({ is_gift: true, gift_wrap: WRAP })
    expect(own.body).not.toContain('Ada!')

    const console = await ownerCall(t.app, owner, 'GET', `/api/admin/orders/${orderId}`)
    expect(console.json().order).toMatchObject({ gift: { message: MESSAGE }, gift_wrap: WRAP })
  })

  it('prints a packing slip with the message and no prices', async () => {
    await setWrap(WRAP)
    const { orderId } = await giftOrder({ message: MESSAGE, wrap: true })
    const res = await ownerCall(t.app, owner, 'GET', `/api/admin/orders/${orderId}/packing-slip`)
    expect(res.statusCode).toBe(200)
    const { slip } = res.json()
    expect(slip).toMatchObject({
      order_id: orderId,
      items: [expect.objectContaining({ name: product.name, quantity: 1 })],
      gift: { message: MESSAGE, wrapped: true },
    })
    expect(res.body).not.toMatch(/price|amount|total|fee|discount|credit|wrap"?:\s*\d|₦/i)
    expect(res.body).not.toContain(String(product.price))

    const shopperTries = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/packing-slip`,
      headers: shopper.headers,
    })
    expect(shopperTries.statusCode).toBe(403)
  })
})
