import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js'
import {
  createShopper,
  eventually,
  initializePayment,
  pickProducts,
  type CatalogueProduct,
  verifyPayment,
} from '../../payments/payments-test-kit.js'

const SANDBOX = '/api/sandbox/paystack'

/** The offline shop refunds too (docs/decisions/041): the sandbox makes the refund and says so. */
describe('the Paystack sandbox: refunds', () => {
  let t: TestApp
  let product: CatalogueProduct

  beforeAll(async () => {
    t = await buildTestApp({}, { payments: { sandbox: { webhookDelayMs: 30 } } })
    const [picked] = await pickProducts(t.database.db, 1, 20)
    if (!picked) throw new Error('no product to sell')
    product = picked
  })
  afterAll(() => t.close())

  it('refunds a cancelled card order and sends refund.processed, so the order ends refunded', async () => {
    const shopper = await createShopper(t.app)
    const init = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
    const charged = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${init.access_code}/charge`,
      payload: { card: 'success' },
    })
    expect(charged.statusCode).toBe(200)
    expect((await verifyPayment(t.app, shopper, init.reference)).json()).toMatchObject({
      data: { status: 'success' },
    })
    const readOrder = async () => {
      const [row] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.transactionReference, init.reference))
      if (!row) throw new Error('no order')
      return row
    }
    const { orderId } = await readOrder()
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: shopper.headers,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await t.app.outbox.runOnce()
    await eventually(async () => {
      expect(await readOrder()).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' })
    })
  })
})
