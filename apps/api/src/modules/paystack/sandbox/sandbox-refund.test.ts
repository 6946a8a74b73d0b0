import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../db/schema/index.js'
import { buildTestApp } from '../../../test/build-test-app.js'
import {
  createShopper,
  eventually,
  initializePayment,
  useShop,
  verifyPayment,
} from '../../payments/payments-test-kit.js'

const SANDBOX = '/api/sandbox/paystack'

/** The offline shop refunds too (docs/decisions/041): the sandbox makes the refund and says so. */
describe('the Paystack sandbox: refunds', () => {
  const shop = useShop(
    () => buildTestApp({}, { payments: { sandbox: { webhookDelayMs: 30 } } }),
    20,
  )

  it('refunds a cancelled card order and sends refund.processed, so the order ends refunded', async () => {
    const shopper = await createShopper(shop.app)
    const init = await initializePayment(shop.app, shopper, [{ id: shop.product.id, quantity: 1 }])
    const charged = await shop.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${init.access_code}/charge`,
      payload: { card: 'success' },
    })
    expect(charged.statusCode).toBe(200)
    expect((await verifyPayment(shop.app, shopper, init.reference)).json()).toMatchObject({
      data: { status: 'success' },
    })
    const readOrder = async () => {
      const [row] = await shop.db
        .select()
        .from(orders)
        .where(eq(orders.transactionReference, init.reference))
      if (!row) throw new Error('no order')
      return row
    }
    const { orderId } = await readOrder()
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: shopper.headers,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await shop.app.outbox.runOnce()
    await eventually(async () => {
      expect(await readOrder()).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' })
    })
  })
})
