import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../apps/api/src/db/client.js'
import { seedDatabase } from '../apps/api/src/db/seed/seed.js'
import { benchRanges, percentile, planNodes } from './dashboard.js'
import { seedDashboardOrders } from './dashboard-seed.js'

// The dashboard bench's seed, at a size a test can afford: its counts and spread, not its speed.
const ORDERS = 3_000
const NOW = new Date('2026-11-28T12:00:00Z')

let database: Database
const rows = async <T>(text: string): Promise<T[]> =>
  (await database.pgliteClient!.query<T>(text)).rows

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
  await database.migrate()
  await seedDatabase(database.db, { withDemoData: false })
  await seedDashboardOrders(database.db, { orders: ORDERS, now: NOW })
}, 120_000)
afterAll(() => database.close())

describe('the dashboard seed', () => {
  it('writes the orders asked for, each with lines, a payment and a first status event', async () => {
    const [counts] = await rows<Record<string, number>>(`
      select (select count(*) from orders)::int as orders,
        (select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.order_id))::int as bare,
        (select count(*) from payments where order_id is not null)::int as order_payments,
        (select count(*) from payments where order_id is null)::int as unfinished,
        (select count(*) from order_status_events)::int as events,
        (select count(*) from orders where total_amount <= shipping_fee)::int as no_goods`)
    expect(counts).toEqual({
      orders: ORDERS,
      bare: 0,
      order_payments: ORDERS,
      unfinished: ORDERS * 0.3,
      events: ORDERS,
      no_goods: 0,
    })
  })

  it('spreads them over the year before now, every month of it', async () => {
    const [span] = await rows<{ first: string; last: string; months: number }>(`
      select min(created_at)::text as first, max(created_at)::text as last,
        count(distinct to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM'))::int as months
      from orders`)
    expect(new Date(span!.first).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 365 * 86_400_000)
    expect(new Date(span!.last).getTime()).toBeLessThanOrEqual(NOW.getTime())
    // 365 days from 28 November touch 13 calendar months.
    expect(span!.months).toBe(13)
    const [week] = await rows<{ n: number }>(
      `select count(*)::int as n from orders where created_at >= '${NOW.toISOString()}'::timestamptz - interval '7 days'`,
    )
    // A uniform year: a week holds about 7/365 of the orders.
    expect(week!.n).toBeGreaterThan(ORDERS * 0.012)
    expect(week!.n).toBeLessThan(ORDERS * 0.027)
  })

  it('mixes methods, statuses, products and sizes, with refunds and returns', async () => {
    const methods = await rows<{ payment_method: string }>(
      'select distinct payment_method from orders order by 1',
    )
    expect(methods.map((row) => row.payment_method)).toEqual([
      'BANK_TRANSFER',
      'CARD',
      'POD',
      'USSD',
    ])
    const [mix] = await rows<Record<string, number>>(`
      select (select count(distinct payment_status) from orders)::int as payment_statuses,
        (select count(distinct status) from orders)::int as statuses,
        (select count(distinct product_id) from order_items)::int as products,
        (select count(*) from products)::int as catalogue,
        (select count(distinct coalesce(size_label, '')) from order_items)::int as sizes,
        (select count(*) from refunds)::int as refunds,
        (select count(*) from returns)::int as returns,
        (select count(*) from orders where delivery_method = 'pickup')::int as pickups,
        (select count(*) from payments where reminded_at is not null and paid_at >= reminded_at)::int as recovered`)
    expect(mix!.payment_statuses).toBe(7)
    expect(mix!.statuses).toBe(6)
    expect(mix!.products).toBe(mix!.catalogue)
    expect(mix!.sizes).toBe(5)
    expect(mix!.refunds).toBeGreaterThan(ORDERS * 0.04)
    expect(mix!.returns).toBeGreaterThan(0)
    expect(mix!.pickups).toBeGreaterThan(ORDERS * 0.05)
    expect(mix!.recovered).toBeGreaterThan(0)
  })

  it('draws the same shop every run', async () => {
    const [before] = await rows<{ total: string }>(
      'select sum(total_amount)::text as total from orders',
    )
    const again = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    try {
      await again.migrate()
      await seedDatabase(again.db, { withDemoData: false })
      await seedDashboardOrders(again.db, { orders: ORDERS, now: NOW })
      const result = await again.pgliteClient!.query(
        'select sum(total_amount)::text as total from orders',
      )
      expect(result.rows[0]).toEqual(before)
    } finally {
      await again.close()
    }
  }, 120_000)
})

describe('the dashboard report helpers', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i)
    expect(percentile(values, 50)).toBe(10)
    expect(percentile(values, 95)).toBe(19)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 50)).toBeNaN()
  })

  it('names a plan’s nodes with their index or table, outermost first', () => {
    expect(
      planNodes({
        'Node Type': 'HashAggregate',
        Plans: [
          { 'Node Type': 'Index Only Scan', 'Index Name': 'orders_sold_created_idx' },
          { 'Node Type': 'Seq Scan', 'Relation Name': 'order_items' },
        ],
      }),
    ).toEqual([
      'HashAggregate',
      'Index Only Scan using orders_sold_created_idx',
      'Seq Scan on order_items',
    ])
  })

  it('measures a week, a month and a year of Lagos days', () => {
    const ranges = benchRanges(NOW)
    expect(ranges.map(({ range }) => range.days.length)).toEqual([7, 30, 365])
    expect(ranges[2]!.query).toBe('range=custom&from=2025-11-29&to=2026-11-28')
  })
})
