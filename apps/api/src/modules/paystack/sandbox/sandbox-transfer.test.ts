import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../db/schema/index.js'
import { buildTestApp } from '../../../test/build-test-app.js'
import {
  createShopper,
  eventually,
  initializePayment,
  mailTo,
  readStock,
  useShop,
  verifyPayment,
} from '../../payments/payments-test-kit.js'

const SANDBOX = '/api/sandbox/paystack'

/** The sandbox's transfer: pending until confirmed, then Paystack's webhook. */
describe('the Paystack sandbox: pay by transfer', () => {
  const shop = useShop(
    () => buildTestApp({}, { payments: { sandbox: { webhookDelayMs: 30 } } }),
    20,
  )

  it('offers the transfer, reports it pending, and pays the order by webhook once confirmed', async () => {
    const shopper = await createShopper(shop.app)
    const init = await initializePayment(shop.app, shopper, [{ id: shop.product.id, quantity: 2 }])
    const page = await shop.app.inject({ method: 'GET', url: init.authorization_url })
    expect(page.body).toContain('Pay by transfer')

    const before = await readStock(shop.db, shop.product.id)
    const started = await shop.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${init.access_code}/charge`,
      payload: { card: 'bank_transfer' },
    })
    expect(started.json()).toMatchObject({
      status: true,
      data: { status: 'pending', channel: 'bank_transfer' },
    })
    const verified = await verifyPayment(shop.app, shopper, init.reference)
    expect(verified.json()).toMatchObject({ data: { status: 'pending' } })
    const [held] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.transactionReference, init.reference))
    expect(held).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'BANK_TRANSFER' })
    expect(await readStock(shop.db, shop.product.id)).toBe(before - 2)

    const confirm = () =>
      shop.app.inject({
        method: 'POST',
        url: `${SANDBOX}/transactions/${init.reference}/confirm-transfer`,
      })
    expect((await confirm()).statusCode).toBe(200)
    await eventually(async () => {
      const [row] = await shop.db
        .select()
        .from(orders)
        .where(eq(orders.transactionReference, init.reference))
      expect(row).toMatchObject({ paymentStatus: 'paid', stockHeldAt: null })
    })
    expect(await readStock(shop.db, shop.product.id)).toBe(before - 2)
    await eventually(async () => {
      expect(await mailTo(shop.db, shopper.email)).toHaveLength(1)
    })
    // Confirmed once: a second confirmation has nothing pending to confirm.
    expect((await confirm()).statusCode).toBe(409)
  })

  it('keeps the account Paystack gave, so the order pages repeat it until the money lands', async () => {
    const shopper = await createShopper(shop.app)
    const init = await initializePayment(shop.app, shopper, [{ id: shop.product.id, quantity: 1 }])
    const started = await shop.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${init.access_code}/charge`,
      payload: { card: 'bank_transfer' },
    })
    // Paystack's pay-with-transfer fields: the account the shopper sends the money to.
    const given = started.json<{
      data: { account_number: string; account_expires_at: string; bank: { name: string } }
    }>().data
    expect(given.account_number).toMatch(/^\d{10}$/)
    await verifyPayment(shop.app, shopper, init.reference)
    const [held] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.transactionReference, init.reference))
    if (!held) throw new Error('no order for the transfer')

    const lookUp = async (headers?: Record<string, string>) => {
      const res = await shop.app.inject({
        method: 'GET',
        url: `/api/order/${held.orderId}`,
        ...(headers ? { headers } : {}),
      })
      expect(res.statusCode).toBe(200)
      return res.json<{ data: { transfer: unknown } }>().data.transfer
    }
    const awaiting = {
      state: 'awaiting',
      amount: init.amount,
      bank: given.bank.name,
      account_number: given.account_number,
      account_name: 'PAYSTACK CHECKOUT',
      // The account closes before the shop's hour is up: its own expiry is the deadline.
      pay_by: given.account_expires_at,
    }
    expect(await lookUp(shopper.headers)).toEqual(awaiting)
    // Whoever holds the order id sees where to pay (the account is Paystack's, not personal).
    expect(await lookUp()).toEqual(awaiting)
    // Notifications do not say "being processed" while the money has not arrived.
    const notifications = await shop.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: shopper.headers,
    })
    expect(notifications.json<{ notifications: { message: string }[] }>().notifications).toEqual([
      expect.objectContaining({ message: 'Awaiting your transfer' }),
    ])

    await shop.app.inject({
      method: 'POST',
      url: `${SANDBOX}/transactions/${init.reference}/confirm-transfer`,
    })
    await eventually(async () => {
      expect(await lookUp(shopper.headers)).toMatchObject({
        state: 'paid',
        account_number: given.account_number,
        pay_by: null,
      })
    })
  })

  it('says nothing of a transfer for a card order', async () => {
    const shopper = await createShopper(shop.app)
    const init = await initializePayment(shop.app, shopper, [{ id: shop.product.id, quantity: 1 }])
    await shop.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${init.access_code}/charge`,
      payload: { card: 'success' },
    })
    await verifyPayment(shop.app, shopper, init.reference)
    await eventually(async () => {
      const [paid] = await shop.db
        .select()
        .from(orders)
        .where(eq(orders.transactionReference, init.reference))
      if (!paid) throw new Error('no order yet')
      const res = await shop.app.inject({
        method: 'GET',
        url: `/api/order/${paid.orderId}`,
        headers: shopper.headers,
      })
      expect(res.json<{ data: { transfer: unknown } }>().data.transfer).toBeNull()
    })
  })
})
