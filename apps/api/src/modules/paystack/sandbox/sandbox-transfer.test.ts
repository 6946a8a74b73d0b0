import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js'
import {
  createShopper,
  eventually,
  initializePayment,
  mailTo,
  pickProducts,
  readStock,
  type CatalogueProduct,
  verifyPayment,
} from '../../payments/payments-test-kit.js'

const SANDBOX = '/api/sandbox/paystack'

/** The sandbox's transfer: pending until confirmed, then Paystack's webhook. */
describe('the Paystack sandbox: pay by transfer', () => {
  let t: TestApp
  let product: CatalogueProduct

  beforeAll(async () => {
    t = await buildTestApp({}, { payments: { sandbox: { webhookDelayMs: 30 } } })
    const [picked] = await pickProducts(t.database.db, 1, 20)
    if (!picked) throw new Error('no product to sell')
    product = picked
  })
  afterAll(() => t.close())

  it('offers the transfer, reports it pending, and pays the order by webhook once confirmed', async () => {
    const shopper = await createShopper(t.app)
    const init = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 2 }])
    const page = await t.app.inject({ method: 'GET', url: init.authorization_url })
    expect(page.body).toContain('Pay by transfer')

    const before = await readStock(t.database.db, product.id)
    const started = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${init.access_code}/charge`,
      payload: { card: 'bank_transfer' },
    })
    expect(started.json()).toMatchObject({
      status: true,
      data: { status: 'pending', channel: 'bank_transfer' },
    })
    const verified = await verifyPayment(t.app, shopper, init.reference)
    expect(verified.json()).toMatchObject({ data: { status: 'pending' } })
    const [held] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.transactionReference, init.reference))
    expect(held).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'BANK_TRANSFER' })
    expect(await readStock(t.database.db, product.id)).toBe(before - 2)

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `${SANDBOX}/transactions/${init.reference}/confirm-transfer`,
      })
    expect((await confirm()).statusCode).toBe(200)
    await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.transactionReference, init.reference))
      expect(row).toMatchObject({ paymentStatus: 'paid', stockHeldAt: null })
    })
    expect(await readStock(t.database.db, product.id)).toBe(before - 2)
    await eventually(async () => {
      expect(await mailTo(t.database.db, shopper.email)).toHaveLength(1)
    })
    // Confirmed once: a second confirmation has nothing pending to confirm.
    expect((await confirm()).statusCode).toBe(409)
  })
})
