import { vatIncludedInNaira } from '@scentia/domain/money/vat'
import type { Order } from '@scentia/domain/orders/order'
import { RECEIPT_NOT_PAID_MESSAGE, type Receipt } from '@scentia/domain/receipt/receipt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOwner, insertTestOrder } from '../admin/admin-test-kit.js'
import {
  buildPaystackTestApp,
  checkoutPaid,
  createShopper,
  pickProducts,
  type CatalogueProduct,
  type PaystackTestApp,
  type Shopper,
} from '../payments/payments-test-kit.js'
import { refunds } from '../../db/schema/index.js'
import { RECEIPT_NOT_FOUND_MESSAGE } from './index.js'

/** GET /api/order/{id}/receipt (docs/product.md §12), on the real app and database. */
describe('receipts', () => {
  let t: PaystackTestApp
  let catalogue: CatalogueProduct[]
  let buyer: Shopper
  let paid: { order_id: string; order: Order & { transaction_reference: string } }

  beforeAll(async () => {
    t = await buildPaystackTestApp()
    catalogue = await pickProducts(t.database.db, 2, 10)
    buyer = await createShopper(t.app, 'Adaeze Okafor')
    // A real purchase: priced by the server, paid through (fake) Paystack, made into an order.
    const { res } = await checkoutPaid(t, buyer, [
      { id: catalogue[0]!.id, quantity: 2 },
      { id: catalogue[1]!.id, quantity: 1 },
    ])
    expect(res.statusCode).toBe(201)
    paid = res.json()
  })
  afterAll(() => t.close())

  const getReceipt = (orderId: string, who?: Pick<Shopper, 'headers'>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/receipt`,
      ...(who ? { headers: who.headers } : {}),
    })

  it("gives a paid order's owner its receipt, adding up like the order", async () => {
    const res = await getReceipt(paid.order_id, buyer)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const { success, receipt } = res.json<{ success: boolean; receipt: Receipt }>()
    expect(success).toBe(true)
    const order = paid.order
    expect(receipt.order_id).toBe(order.order_id)
    expect(receipt.seller).toMatchObject({ name: 'Scentia', email: t.config.supportEmail })
    expect(receipt.customer.full_name).toBe('Adaeze Okafor')
    expect(receipt.lines.map((line) => [line.name, line.quantity, line.unit_price])).toEqual(
      order.cart_items.map((item) => [item.name, item.quantity, item.price]),
    )
    const total = receipt.totals.at(-1)
    expect(total).toMatchObject({ id: 'total', amount: order.total_amount })
    const added = receipt.totals.slice(0, -1).reduce((sum, line) => sum + line.amount, 0)
    expect(added).toBe(order.total_amount)
    expect(receipt.totals.map((line) => line.id)).toContain('shipping')
    expect(receipt.payment.reference).toBe(order.transaction_reference)
    expect(receipt.refunds).toEqual([])
    expect(receipt.net_paid).toBe(order.total_amount)
    expect(receipt.vat).toEqual({
      rate: '7.5%',
      included_kobo: vatIncludedInNaira(order.total_amount),
    })
  })

  it('answers 404 to another shopper, exactly as for an unknown order', async () => {
    const stranger = await createShopper(t.app)
    const theirs = await getReceipt(paid.order_id, stranger)
    const unknown = await getReceipt('ORD0000000001', stranger)
    expect(theirs.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    expect(theirs.json()).toEqual(unknown.json())
    expect(theirs.json()).toMatchObject({ success: false, message: RECEIPT_NOT_FOUND_MESSAGE })
  })

  it('needs a signed-in shopper', async () => {
    expect((await getReceipt(paid.order_id)).statusCode).toBe(401)
  })

  it("gives a shop owner any paid order's receipt (the console's)", async () => {
    const owner = await createOwner(t.app)
    const res = await getReceipt(paid.order_id, owner)
    expect(res.statusCode).toBe(200)
    expect(res.json<{ receipt: Receipt }>().receipt.order_id).toBe(paid.order_id)
  })

  it.each(['pending', 'failed', 'abandoned', 'refund_due'] as const)(
    'refuses a receipt for an order whose payment is %s',
    async (paymentStatus) => {
      const orderId = await insertTestOrder(t.database.db, buyer, catalogue[0]!, {
        paymentStatus,
      })
      const res = await getReceipt(orderId, buyer)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ success: false, message: RECEIPT_NOT_PAID_MESSAGE })
    },
  )

  it.each([
    ['a malformed id', 'not-an-order', 404],
    // The router refuses a path parameter over 100 characters before any route runs.
    ['an over-long id', 'x'.repeat(101), 414],
  ])('answers %s with %s, never a 500', async (_what, id, status) => {
    const res = await getReceipt(id, buyer)
    expect(res.statusCode).toBe(status)
  })

  it('reads a lower-case id as the track box does', async () => {
    const res = await getReceipt(paid.order_id.toLowerCase(), buyer)
    expect(res.statusCode).toBe(200)
  })

  it('states the refunds that reached the shopper, and the VAT of what stayed paid', async () => {
    // Refunds as the payments module records them (docs/decisions/041): one processed, one still
    // on its way. Only money that went back changes the receipt.
    const at = new Date('2026-11-25T09:00:00.000Z')
    const refund = (key: string, amount: number, state: 'processed' | 'pending') => ({
      refundKey: key,
      orderId: paid.order_id,
      paymentReference: paid.order.transaction_reference,
      amount,
      method: 'paystack' as const,
      cause: 'owner' as const,
      state,
      createdAt: at,
      updatedAt: at,
      settledAt: state === 'processed' ? at : null,
    })
    await t.database.db
      .insert(refunds)
      .values([
        refund('receipt-test-1', 1_000, 'processed'),
        refund('receipt-test-2', 500, 'pending'),
      ])
    const res = await getReceipt(paid.order_id, buyer)
    expect(res.statusCode).toBe(200)
    const receipt = res.json<{ receipt: Receipt }>().receipt
    expect(receipt.refunds).toEqual([
      {
        amount: 1_000,
        refunded_at: at.toISOString(),
        description: 'Refunded to your payment method',
      },
    ])
    expect(receipt.net_paid).toBe(paid.order.total_amount - 1_000)
    expect(receipt.vat.included_kobo).toBe(vatIncludedInNaira(paid.order.total_amount - 1_000))
  })
})
