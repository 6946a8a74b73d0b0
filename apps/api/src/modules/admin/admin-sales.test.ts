import { randomBytes } from 'node:crypto'
import type { SalesSummary } from '@scentia/domain/admin/sales'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.js'
import { orderItems, payments, refunds, returns } from '../../db/schema/index.js'
import { createShopper } from '../../test/factories.js'
import { callAs } from '../../test/injector.js'
import { pickProducts, type CatalogueProduct } from '../payments/payments-test-kit.js'
import { useOwnerConsole } from './admin-test-kit.js'

/**
 * Sales at a glance (docs/decisions/047-sales-dashboard.md) on a real database: Lagos days, paid
 * orders only, payments by method, refunds, recovered checkouts, and the orders CSV. The figures
 * live in 2030 so that no other row of this database (the demo order) falls in their days.
 */

type Summary = SalesSummary & { success: true }

async function insertPayment(
  db: Db,
  values: {
    createdAt: Date
    channel?: string | null
    status?: 'pending' | 'success' | 'abandoned' | 'initialize_failed'
    orderId?: string | null
    remindedAt?: Date | null
    paidAt?: Date | null
    userId?: number
  },
) {
  await db.insert(payments).values({
    reference: `SCN-${randomBytes(12).toString('hex')}`,
    amountKobo: 2_300_000,
    amountNaira: 23_000,
    subtotal: 20_000,
    shippingFee: 3_000,
    status: values.status ?? 'pending',
    cartSnapshot: [],
    shippingSnapshot: {
      full_name: 'Bisi Adeyemi',
      email: 'bisi@example.ng',
      phone_number: '+2348031234567',
      street_address: '12 Allen Avenue',
      state: 'Lagos',
      lga: 'Ikeja',
      ward: 'Anifowoshe/Ikeja',
      city: 'Ikeja',
    },
    channel: values.channel ?? null,
    orderId: values.orderId ?? null,
    remindedAt: values.remindedAt ?? null,
    paidAt: values.paidAt ?? null,
    userId: values.userId ?? null,
    createdAt: values.createdAt,
    updatedAt: values.createdAt,
  })
}

describe('sales at a glance', () => {
  const kit = useOwnerConsole()
  let first: CatalogueProduct
  let second: CatalogueProduct
  const orderIds: Record<string, string> = {}

  beforeAll(async () => {
    ;[first, second] = (await pickProducts(kit.t.database.db, 2, 10)) as [
      CatalogueProduct,
      CatalogueProduct,
    ]
    const db = kit.t.database.db
    const at = (iso: string) => new Date(iso)
    // 23:59 on the 9th in Lagos (22:59 UTC), and one minute later, midnight of the 10th.
    orderIds.lastOfNinth = await kit.customerOrder(first, { createdAt: at('2030-03-09T22:59:00Z') })
    orderIds.firstOfTenth = await kit.customerOrder(second, {
      createdAt: at('2030-03-09T23:00:00Z'),
    })
    orderIds.laterOnTenth = await kit.customerOrder(first, {
      createdAt: at('2030-03-10T12:00:00Z'),
    })
    // Not sales: an unpaid transfer and an abandoned payment's order.
    orderIds.unpaid = await kit.customerOrder(first, {
      createdAt: at('2030-03-10T12:30:00Z'),
      paymentStatus: 'pending',
    })
    // A refunded sale still happened; its refund is counted apart.
    orderIds.refunded = await kit.customerOrder(second, {
      createdAt: at('2030-03-10T13:00:00Z'),
      paymentStatus: 'refunded',
    })
    // A size line on one of them.
    await db
      .update(orderItems)
      .set({ sizeLabel: '10 ml travel' })
      .where(eq(orderItems.orderId, orderIds.laterOnTenth))
    await db.insert(refunds).values({
      refundKey: `rf-${randomBytes(6).toString('hex')}`,
      orderId: orderIds.refunded,
      paymentReference: 'SCN-test',
      amount: second.price * 2 + 3_000,
      method: 'paystack',
      cause: 'owner',
      state: 'processed',
      createdAt: at('2030-03-10T15:00:00Z'),
      updatedAt: at('2030-03-10T15:00:00Z'),
    })

    // Payments started on the 10th (Lagos): two by card (one paid), a transfer not paid, one
    // closed before a channel was chosen, and one Paystack refused to start (not a start).
    await insertPayment(db, {
      createdAt: at('2030-03-10T09:00:00Z'),
      channel: 'card',
      status: 'success',
      orderId: orderIds.laterOnTenth,
    })
    await insertPayment(db, {
      createdAt: at('2030-03-10T09:05:00Z'),
      channel: 'card',
      status: 'abandoned',
    })
    await insertPayment(db, {
      createdAt: at('2030-03-10T09:10:00Z'),
      channel: 'bank_transfer',
      orderId: orderIds.unpaid,
    })
    // Reminded at 11:00; paid at 11:30: one checkout recovered. Another reminded, never paid.
    await insertPayment(db, {
      createdAt: at('2030-03-10T09:30:00Z'),
      remindedAt: at('2030-03-10T11:00:00Z'),
      paidAt: at('2030-03-10T11:30:00Z'),
      channel: 'ussd',
      status: 'success',
      orderId: orderIds.refunded,
    })
    await insertPayment(db, {
      createdAt: at('2030-03-10T09:40:00Z'),
      remindedAt: at('2030-03-10T11:00:00Z'),
    })
    await insertPayment(db, { createdAt: at('2030-03-10T09:50:00Z'), status: 'initialize_failed' })
    // A return asked for in the week, and one the day after it.
    for (const createdAt of [at('2030-03-10T12:00:00Z'), at('2030-03-11T12:00:00Z')]) {
      await db.insert(returns).values({
        orderId: orderIds.refunded,
        reason: 'damaged',
        lines: [{ line: 0, quantity: 1 }],
        createdAt,
        updatedAt: createdAt,
      })
    }
  })

  const summary = async (query: string) => {
    const res = await kit.asOwner('GET', `/api/admin/sales?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Summary>()
  }

  it('counts an order at 23:59 in Lagos on that day, and one a minute later on the next', async () => {
    const ninth = await summary('range=custom&from=2030-03-09&to=2030-03-09')
    expect(ninth).toMatchObject({ orders: 1, revenue: first.price * 2 + 3_000 })
    const both = await summary('range=custom&from=2030-03-09&to=2030-03-10')
    expect(both.days).toEqual([
      { day: '2030-03-09', orders: 1, revenue: first.price * 2 + 3_000 },
      {
        day: '2030-03-10',
        orders: 3,
        revenue: (second.price * 2 + 3_000) * 2 + first.price * 2 + 3_000,
      },
    ])
  })

  it('gives revenue, orders and their average, with zero days filled in', async () => {
    const week = await summary('range=custom&from=2030-03-04&to=2030-03-10')
    const revenue = (first.price * 2 + 3_000) * 2 + (second.price * 2 + 3_000) * 2
    expect(week).toMatchObject({
      from: '2030-03-04',
      to: '2030-03-10',
      orders: 4,
      revenue,
      average_order_value: Math.round(revenue / 4),
      returns: { count: 1 },
    })
    expect(week.days).toHaveLength(7)
    expect(week.days[0]).toEqual({ day: '2030-03-04', orders: 0, revenue: 0 })
  })

  it('ranks fragrances and sizes by units sold', async () => {
    const week = await summary('range=custom&from=2030-03-04&to=2030-03-10')
    expect(week.top_fragrances).toEqual(
      expect.arrayContaining([
        { product_id: first.id, name: first.name, units: 4, revenue: first.price * 4 },
        { product_id: second.id, name: second.name, units: 4, revenue: second.price * 4 },
      ]),
    )
    expect(week.top_sizes).toEqual([
      { size: 'Full bottle', units: 6, revenue: first.price * 2 + second.price * 4 },
      { size: '10 ml travel', units: 2, revenue: first.price * 2 },
    ])
  })

  it('shows payments started and paid by method, refunds, and checkouts recovered', async () => {
    const tenth = await summary('range=custom&from=2030-03-10&to=2030-03-10')
    expect(tenth.payments).toEqual([
      { method: 'card', started: 2, paid: 1 },
      { method: 'transfer', started: 1, paid: 0 },
      { method: 'ussd', started: 1, paid: 1 },
      { method: 'pay_on_delivery', started: 0, paid: 0 },
      { method: 'other', started: 1, paid: 0 },
    ])
    expect(tenth.refunds).toEqual({ count: 1, amount: second.price * 2 + 3_000 })
    expect(tenth.checkouts).toEqual({ reminded: 2, recovered: 1 })
  })

  it('counts a reminded checkout as recovered when its shopper pays for the restored cart', async () => {
    const db = kit.t.database.db
    const at = (iso: string) => new Date(iso)
    const [ada, bola, chidi] = [
      await createShopper(kit.t.app, 'Ada Obi'),
      await createShopper(kit.t.app, 'Bola Ade'),
      await createShopper(kit.t.app, 'Chidi Eze'),
    ]
    const reminded = {
      createdAt: at('2030-03-12T08:00:00Z'),
      remindedAt: at('2030-03-12T09:00:00Z'),
    }
    const paid = (iso: string) => ({ status: 'success' as const, channel: 'card', paidAt: at(iso) })
    // Ada follows the link: the reminded payment stays unpaid, the restored cart's new one is paid.
    await insertPayment(db, { ...reminded, userId: ada.userId })
    await insertPayment(db, {
      createdAt: at('2030-03-12T09:20:00Z'),
      ...paid('2030-03-12T09:21:00Z'),
      userId: ada.userId,
    })
    // Bola paid an earlier order before the reminder, and nothing since: not recovered.
    await insertPayment(db, {
      createdAt: at('2030-03-12T07:00:00Z'),
      ...paid('2030-03-12T07:01:00Z'),
      userId: bola.userId,
    })
    await insertPayment(db, { ...reminded, userId: bola.userId })
    // Chidi never comes back, though someone else pays after his reminder.
    await insertPayment(db, { ...reminded, userId: chidi.userId })

    const twelfth = await summary('range=custom&from=2030-03-12&to=2030-03-12')
    expect(twelfth.checkouts).toEqual({ reminded: 3, recovered: 1 })
  })

  it.each([
    ['range=year', 'Unknown range'],
    ['range=custom&from=2030-03-10', 'Choose a start and an end date'],
    [
      'range=custom&from=2030-03-11&to=2030-03-10',
      'The start date must be on or before the end date',
    ],
    ['range=custom&from=2030-02-30&to=2030-03-10', 'That date does not exist'],
    [`range=custom&from=${'9'.repeat(3000)}&to=2030-03-10`, undefined],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await kit.asOwner('GET', `/api/admin/sales?${query}`)
    expect(res.statusCode).toBe(400)
    if (message) expect(res.json<{ message: string }>().message).toContain(message)
  })

  it('answers the preset ranges around now', async () => {
    const today = await summary('range=today')
    expect(today.days).toHaveLength(1)
    expect((await summary('range=30d')).days).toHaveLength(30)
  })

  it('is for owners only', async () => {
    const anonymous = await kit.t.app.inject({ method: 'GET', url: '/api/admin/sales' })
    expect(anonymous.statusCode).toBe(401)
    const customer = await callAs(kit.t.app, kit.customer, 'GET', '/api/admin/sales')
    expect(customer.statusCode).toBe(403)
    const csv = await callAs(kit.t.app, kit.customer, 'GET', '/api/admin/orders/export.csv')
    expect(csv.statusCode).toBe(403)
  })

  it('exports the range’s orders as CSV, in Lagos time, oldest first', async () => {
    const res = await kit.asOwner(
      'GET',
      '/api/admin/orders/export.csv?range=custom&from=2030-03-10&to=2030-03-10',
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toContain('scentia-orders-2030-03-10.csv')
    expect(res.headers['cache-control']).toContain('no-store')
    const rows = parse<Record<string, string>>(res.body, { columns: true, bom: true })
    expect(rows.map((row) => row.order_id)).toEqual([
      orderIds.firstOfTenth,
      orderIds.laterOnTenth,
      orderIds.unpaid,
      orderIds.refunded,
    ])
    expect(rows[0]).toMatchObject({
      placed_at: '2030-03-10 00:00',
      payment_status: 'paid',
      items: '2',
      total_amount: String(second.price * 2 + 3_000),
      phone_number: "'+2348031234567",
    })
  })
})
