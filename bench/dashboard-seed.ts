import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '@scentia/domain/shipping/pickup'
import { sql } from 'drizzle-orm'
import type { Db } from '../apps/api/src/db/client.js'

/**
 * A year of a busy shop's orders for the dashboard bench (bench/README.md, section 5), written
 * set-based: one INSERT … SELECT over generate_series per table, so 100,000 orders take seconds,
 * not 100,000 API calls. Every draw is a hash of the order's number (`hashint4`), never random():
 * every run measures the same shop, on PostgreSQL and PGlite alike.
 *
 * The shape (docs/decisions/047-sales-dashboard.md, "Measured"):
 * - placed uniformly over the 365 days before `now`, so a week holds ≈ 1/52 of them;
 * - payment: 80 % paid, 4 % refunded, then pending, abandoned, failed, reversed, refund due;
 * - method: 55 % card, 20 % transfer, 10 % USSD, 15 % pay on delivery; 10 % picked up;
 * - 1 to 3 lines over every product of the catalogue, the first products selling most (a
 *   squared draw), in five sizes (full bottle, 2 ml sample, 5 ml and 10 ml decants, 30 ml);
 * - one payment per order and 30 % more payments started and never finished (some reminded);
 *   refunds for the refunded orders and a few partial ones; returns asked for on 1.5 %.
 */

export interface DashboardSeedOptions {
  orders: number
  /** The seed's present: orders fall in the year before it. */
  now: Date
}

/** Orders the bench seeds (issue text and docs/product.md §11: "fast at 100,000 orders"). */
export const DASHBOARD_ORDERS = 100_000

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Uniform in [0, n) from a hash of `key` (an SQL integer expression) and a salt per draw. */
function draw(key: string, salt: number, n: number): string {
  return `((hashint4((${key}) * 64 + ${salt})::bigint + 2147483648) % ${n})`
}

/** The order number of generated order g: `ORD9` and 9 digits, clear of the shop's own draws in practice. */
const orderIdOf = (g: string) => `'ORD9' || lpad((${g})::text, 9, '0')`
/** Our Paystack reference form, `SCN-` and 24 hex digits, numbered. */
const referenceOf = (n: string) => `'SCN-' || lpad(to_hex(${n}), 24, '0')`

export function dashboardSeedStatements({ orders, now }: DashboardSeedOptions): string[] {
  if (!Number.isInteger(orders) || orders < 1) throw new Error('orders must be a whole number ≥ 1')
  const at = `'${now.toISOString()}'::timestamptz`
  const series = `generate_series(1, ${orders}) as g`
  const created = `${at} - (${draw('g', 1, YEAR_SECONDS)} * interval '1 second')`
  const pay = draw('g', 2, 100)
  const method = draw('g', 3, 100)
  const paymentStatus = `case when ${pay} < 80 then 'paid' when ${pay} < 84 then 'refunded'
    when ${pay} < 89 then 'pending' when ${pay} < 94 then 'abandoned' when ${pay} < 98 then 'failed'
    when ${pay} < 99 then 'reversed' else 'refund_due' end`
  const paymentMethod = `case when ${method} < 55 then 'CARD' when ${method} < 75 then 'BANK_TRANSFER'
    when ${method} < 85 then 'USSD' else 'POD' end`
  const isPickup = `${draw('g', 4, 10)} = 0`
  const place = draw('g', 5, 6)
  // Six letters of the pickup alphabet (decision 046), as the shop draws them.
  const pickupCode = Array.from(
    { length: PICKUP_CODE_LENGTH },
    (_, i) =>
      `substr('${PICKUP_CODE_ALPHABET}', 1 + ${draw('g', 30 + i, PICKUP_CODE_ALPHABET.length)}::int, 1)`,
  ).join(' || ')

  const insertOrders = `
    insert into orders (order_id, status, total_amount, shipping_fee, shipping_address, city, state,
      lga, ward, full_name, phone_number, email, payment_status, payment_method,
      transaction_reference, created_at, updated_at, estimated_delivery, delivery_method, pickup_code)
    select ${orderIdOf('g')},
      case when d.payment_status = 'refunded' then 'refunded'
        when d.payment_status in ('failed', 'abandoned', 'reversed') then 'cancelled'
        when d.payment_status = 'refund_due' or d.created_at > ${at} - interval '2 days' then 'pending'
        when d.created_at > ${at} - interval '4 days' then 'processing'
        when d.created_at > ${at} - interval '8 days' then 'shipped'
        else 'delivered' end,
      0,
      case when d.pickup then 0 else 1500 + 500 * ${draw('g', 6, 8)} end,
      (10 + ${draw('g', 7, 90)})::text || ' Allen Avenue',
      (array['Ikeja', 'Lekki', 'Garki', 'Port Harcourt', 'Ibadan', 'Surulere'])[1 + ${place}],
      (array['Lagos', 'Lagos', 'FCT', 'Rivers', 'Oyo', 'Lagos'])[1 + ${place}],
      (array['Ikeja', 'Eti-Osa', 'Abuja Municipal', 'Port Harcourt', 'Ibadan North', 'Surulere'])[1 + ${place}],
      'Ward ' || (1 + ${draw('g', 8, 12)})::text,
      'Bench Shopper ' || g::text,
      '+23480' || lpad(g::text, 8, '0'),
      'bench-' || g::text || '@example.ng',
      d.payment_status, d.payment_method, ${referenceOf('g')},
      d.created_at, d.created_at, d.created_at + interval '3 days',
      case when d.pickup then 'pickup' else 'delivery' end,
      case when d.pickup then ${pickupCode} end
    from ${series}
    cross join lateral (select ${created} as created_at, ${paymentStatus} as payment_status,
      ${paymentMethod} as payment_method, ${isPickup} as pickup) as d`

  // Lines: product k of the catalogue (ordered by id) with k = floor(P · u²), so the first
  // products sell most, as a shop's best sellers do; the size decides the price.
  const size = draw('g * 4 + j', 9, 6)
  const insertItems = `
    insert into order_items (order_id, product_id, name, image, price, quantity, size_label, is_sample)
    select ${orderIdOf('g')}, p.id, p.name, p.image_id,
      case ${size} when 2 then greatest(p.price / 25, 500) when 3 then p.price / 10
        when 4 then p.price / 5 when 5 then p.price / 2 else p.price end,
      1 + (${draw('g * 4 + j', 10, 6)} / 5),
      case ${size} when 2 then '2 ml sample' when 3 then '5 ml decant' when 4 then '10 ml decant'
        when 5 then '30 ml' end,
      ${size} = 2
    from ${series}
    cross join lateral generate_series(1, 1 + ${draw('g', 11, 3)}::int) as j
    cross join (select count(*) as total from products) as c
    join (select id, name, image_id, price, row_number() over (order by id) - 1 as k from products) as p
      on p.k = floor(c.total * power(${draw('g * 4 + j', 12, 1_000_000)} / 1000000.0, 2))`

  const totals = `
    update orders as o set total_amount = s.goods + o.shipping_fee
    from (select order_id, sum(price * quantity) as goods from order_items
          where order_id like 'ORD9%' group by order_id) as s
    where o.order_id = s.order_id and o.total_amount = 0`

  const events = `
    insert into order_status_events (order_id, from_status, to_status, at)
    select o.order_id, null, 'pending', o.created_at
    from ${series} join orders as o on o.order_id = ${orderIdOf('g')}`

  // One payment per order, started two minutes before it was placed; 3 % of the sold ones had
  // been reminded before they paid (the dashboard's recovered checkouts).
  const orderPayments = `
    insert into payments (reference, amount_kobo, amount_naira, subtotal, shipping_fee, status,
      cart_snapshot, shipping_snapshot, channel, paid_at, order_id, reminded_at, created_at, updated_at)
    select o.transaction_reference, o.total_amount * 100, o.total_amount,
      o.total_amount - o.shipping_fee, o.shipping_fee,
      case when o.payment_status in ('paid', 'refunded', 'refund_due') then 'success'
        else o.payment_status end,
      '[]'::jsonb, '{}'::jsonb,
      case o.payment_method when 'POD' then null else lower(o.payment_method) end,
      case when o.payment_status in ('paid', 'refunded') then o.created_at end,
      o.order_id,
      case when o.payment_status = 'paid' and ${draw('g', 13, 100)} < 3
        then o.created_at - interval '30 minutes' end,
      o.created_at - interval '2 minutes', o.created_at
    from ${series} join orders as o on o.order_id = ${orderIdOf('g')}`

  // Checkouts started and never finished: 30 % more, a third of them reminded an hour later.
  const unfinished = Math.round(orders * 0.3)
  const unfinishedCreated = `${at} - (${draw('g', 14, YEAR_SECONDS)} * interval '1 second')`
  const startedOnly = `
    insert into payments (reference, amount_kobo, amount_naira, subtotal, shipping_fee, status,
      cart_snapshot, shipping_snapshot, channel, reminded_at, created_at, updated_at)
    select ${referenceOf(`${orders} + g`)}, d.amount * 100, d.amount, d.amount - 2000, 2000,
      (array['abandoned', 'abandoned', 'failed', 'pending', 'initialize_failed'])[1 + ${draw('g', 15, 5)}],
      '[]'::jsonb, '{}'::jsonb,
      (array['card', 'card', 'bank_transfer', 'ussd', null])[1 + ${draw('g', 16, 5)}],
      case when ${draw('g', 17, 3)} = 0 then d.created_at + interval '1 hour' end,
      d.created_at, d.created_at
    from generate_series(1, ${unfinished}) as g
    cross join lateral (select ${unfinishedCreated} as created_at,
      20000 + 1000 * ${draw('g', 18, 80)} as amount) as d`

  // Every refunded order's money back in full, five days on; and 1 % of the paid ones in part.
  const refundedAt = `least(o.created_at + interval '5 days', ${at})`
  const insertRefunds = `
    insert into refunds (refund_key, order_id, payment_reference, amount, method, cause, state,
      reason, created_at, updated_at, settled_at)
    select 'bench-refund-' || g::text, o.order_id, o.transaction_reference,
      case when o.payment_status = 'refunded' then o.total_amount else greatest(o.total_amount / 2, 1) end,
      case o.payment_method when 'POD' then 'cash' else 'paystack' end,
      (array['cancellation', 'return', 'owner'])[1 + ${draw('g', 19, 3)}],
      case when ${draw('g', 20, 20)} = 0 then 'failed' else 'processed' end,
      'Bench', ${refundedAt}, ${refundedAt}, ${refundedAt}
    from ${series} join orders as o on o.order_id = ${orderIdOf('g')}
    where o.payment_status = 'refunded' or (o.payment_status = 'paid' and ${draw('g', 21, 100)} = 0)`

  const insertReturns = `
    insert into returns (order_id, state, reason, lines, created_at, updated_at)
    select o.order_id,
      (array['requested', 'approved', 'refused', 'received', 'refunded'])[1 + ${draw('g', 22, 5)}],
      (array['damaged', 'wrong-item', 'not-as-described'])[1 + ${draw('g', 23, 3)}],
      '[{"line": 0, "quantity": 1}]'::jsonb,
      least(o.created_at + interval '9 days', ${at}), least(o.created_at + interval '9 days', ${at})
    from ${series} join orders as o on o.order_id = ${orderIdOf('g')}
    where o.status = 'delivered' and ${draw('g', 24, 1000)} < 15`

  return [
    insertOrders,
    insertItems,
    totals,
    events,
    orderPayments,
    startedOnly,
    insertRefunds,
    insertReturns,
  ]
}

/** Writes the seed in one transaction, then VACUUM ANALYZE. */
export async function seedDashboardOrders(db: Db, options: DashboardSeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of dashboardSeedStatements(options)) await tx.execute(sql.raw(statement))
  })
  // VACUUM as well as ANALYZE: autovacuum does both after such a load (its insert threshold), and
  // only a vacuumed page is visible to an index-only scan.
  await db.execute(sql.raw('vacuum analyze'))
}
