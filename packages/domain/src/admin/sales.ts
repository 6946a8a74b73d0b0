/**
 * Sales at a glance (docs/product.md §11, docs/decisions/047-sales-dashboard.md): the owner's
 * ranges and the day each order falls on. The shop's days are Lagos days (Africa/Lagos, UTC+1
 * with no daylight saving): an order paid at 23:30 UTC on the 3rd was paid at 00:30 on the 4th
 * in Lagos, and the owner counts it on the 4th. The API groups by the same zone in SQL
 * (`AT TIME ZONE 'Africa/Lagos'`), and asks these rules where a range starts and ends.
 */
import { z } from 'zod'

export const SHOP_TIME_ZONE = 'Africa/Lagos'

export const SALES_RANGES = ['today', '7d', '30d', 'custom'] as const
export type SalesRangeName = (typeof SALES_RANGES)[number]

/** A custom range spans at most a year of days: the day-by-day chart stays readable and cheap. */
export const SALES_RANGE_MAX_DAYS = 366

export const SALES_RANGE_LABELS: Record<SalesRangeName, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  custom: 'Custom',
}

export const SALES_DATES_MESSAGE = 'Choose a start and an end date'
export const SALES_ORDER_MESSAGE = 'The start date must be on or before the end date'
export const SALES_SPAN_MESSAGE = `Choose a range of at most ${SALES_RANGE_MAX_DAYS} days`

const DAY_MS = 24 * 60 * 60 * 1000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day as `YYYY-MM-DD` (the wire's and the CSV file name's form). */
const day = z
  .string()
  .max(10)
  .regex(DAY_PATTERN, 'Use a date like 2026-11-28')
  .refine((value) => isCalendarDay(value), 'That date does not exist')

/** GET /api/admin/sales and /api/admin/orders/export.csv: `range`, and `from`/`to` for custom. */
export const salesQuerySchema = z.object({
  range: z.enum(SALES_RANGES, { error: 'Unknown range' }).default('7d'),
  from: day.optional(),
  to: day.optional(),
})
export type SalesQuery = z.infer<typeof salesQuerySchema>

export interface SalesRange {
  range: SalesRangeName
  /** First and last Lagos day, inclusive. */
  from: string
  to: string
  /** The instants that bound it: [start, end). */
  start: Date
  end: Date
  /** Every Lagos day of the range, in order (the chart's x axis, zeros included). */
  days: string[]
}

export type SalesRangeResult = { ok: true; value: SalesRange } | { ok: false; message: string }

function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Lagos calendar day an instant falls on. */
export function lagosDay(instant: Date): string {
  return lagosDayFormat.format(instant)
}

/** The zone's offset from UTC at an instant, in ms (Lagos: +1 h all year). */
function offsetMs(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant a Lagos day begins (its midnight). */
export function lagosMidnight(dayText: string): Date {
  const utcMidnight = new Date(`${dayText}T00:00:00Z`)
  return new Date(utcMidnight.getTime() - offsetMs(utcMidnight))
}

/** The calendar day `count` days after (or before) a day. */
export function addDays(dayText: string, count: number): string {
  return new Date(new Date(`${dayText}T00:00:00Z`).getTime() + count * DAY_MS)
    .toISOString()
    .slice(0, 10)
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let current = from; current <= to; current = addDays(current, 1)) days.push(current)
  return days
}

/**
 * The range the owner chose, as Lagos days and the instants that bound them. "Last 7 days"
 * ends today (Lagos) and includes it; a custom range names its own first and last day.
 */
export function resolveSalesRange(query: SalesQuery, now: Date): SalesRangeResult {
  const today = lagosDay(now)
  let from: string
  let to: string
  switch (query.range) {
    case 'today':
      from = to = today
      break
    case '7d':
      from = addDays(today, -6)
      to = today
      break
    case '30d':
      from = addDays(today, -29)
      to = today
      break
    case 'custom':
      if (!query.from || !query.to) return { ok: false, message: SALES_DATES_MESSAGE }
      from = query.from
      to = query.to
      if (from > to) return { ok: false, message: SALES_ORDER_MESSAGE }
      if (daySpan(from, to) > SALES_RANGE_MAX_DAYS)
        return { ok: false, message: SALES_SPAN_MESSAGE }
      break
  }
  return {
    ok: true,
    value: {
      range: query.range,
      from,
      to,
      start: lagosMidnight(from),
      end: lagosMidnight(addDays(to, 1)),
      days: daysBetween(from, to),
    },
  }
}

function daySpan(from: string, to: string): number {
  return (
    Math.round(
      (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS,
    ) + 1
  )
}

/** Average order value in whole naira (money is integer naira, docs/product.md §3); 0 without orders. */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders > 0 ? Math.round(revenue / orders) : 0
}

export interface DayFigures {
  day: string
  revenue: number
  orders: number
}

/** One row per day of the range, in order, days without sales at zero (SQL returns only days with some). */
export function fillDays(days: readonly string[], rows: readonly DayFigures[]): DayFigures[] {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return days.map((d) => byDay.get(d) ?? { day: d, revenue: 0, orders: 0 })
}

/**
 * How a payment was paid, as the owner reads it: card, transfer, USSD, pay on delivery, or
 * other (direct bank debit, or none chosen yet: a pop-up closed before a channel was picked).
 */
export const PAYMENT_METHOD_GROUPS = [
  'card',
  'transfer',
  'ussd',
  'pay_on_delivery',
  'other',
] as const
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodGroup, string> = {
  card: 'Card',
  transfer: 'Transfer',
  ussd: 'USSD',
  pay_on_delivery: 'Pay on delivery',
  other: 'Other or not chosen',
}

/** Paystack's channel (or the order's POD method) to the owner's group. */
export function paymentMethodGroup(
  channel: string | null | undefined,
  orderPaymentMethod: string | null | undefined,
): PaymentMethodGroup {
  if (orderPaymentMethod?.trim().toUpperCase() === 'POD') return 'pay_on_delivery'
  switch (channel?.trim().toLowerCase()) {
    case 'card':
      return 'card'
    case 'bank_transfer':
      return 'transfer'
    case 'ussd':
      return 'ussd'
    default:
      return 'other'
  }
}

export interface MethodFigures {
  method: PaymentMethodGroup
  started: number
  paid: number
}

/** Sums SQL's (channel, method) groups into the owner's groups, every group present, in order. */
export function groupPaymentMethods(
  rows: readonly {
    channel: string | null
    orderPaymentMethod: string | null
    started: number
    paid: number
  }[],
): MethodFigures[] {
  const totals = new Map<PaymentMethodGroup, MethodFigures>(
    PAYMENT_METHOD_GROUPS.map((method) => [method, { method, started: 0, paid: 0 }]),
  )
  for (const row of rows) {
    const entry = totals.get(paymentMethodGroup(row.channel, row.orderPaymentMethod))
    if (!entry) continue
    entry.started += row.started
    entry.paid += row.paid
  }
  return [...totals.values()]
}

/** The answer of GET /api/admin/sales. */
export interface SalesSummary {
  range: SalesRangeName
  from: string
  to: string
  /** Paid orders placed in the range (payment_status paid or refunded: the sale happened). */
  revenue: number
  orders: number
  average_order_value: number
  days: DayFigures[]
  top_fragrances: { product_id: number; name: string; units: number; revenue: number }[]
  top_sizes: { size: string; units: number; revenue: number }[]
  payments: MethodFigures[]
  refunds: { count: number; amount: number }
  /** Returns asked for in the range (docs/product.md §12). */
  returns: { count: number }
  checkouts: { reminded: number; recovered: number }
}

/** How many top fragrances and sizes the dashboard lists. */
export const SALES_TOP_LIMIT = 5

/** The label of a size line, the full bottle when the order line has none. */
export const FULL_BOTTLE_LABEL = 'Full bottle'

export interface WeekFigures extends DayFigures {
  /** The week's last day in the range (its first is `day`). */
  to: string
}

/**
 * Day rows summed into weeks that start on Monday (the owner's week); the range's first and
 * last weeks may be partial, and say so by their days.
 */
export function groupByWeek(days: readonly DayFigures[]): WeekFigures[] {
  const weeks: WeekFigures[] = []
  for (const row of days) {
    const weekday = new Date(`${row.day}T00:00:00Z`).getUTCDay()
    const current = weeks.at(-1)
    if (current && weekday !== 1) {
      current.to = row.day
      current.revenue += row.revenue
      current.orders += row.orders
    } else {
      weeks.push({ ...row, to: row.day })
    }
  }
  return weeks
}

const dayLabelFormat = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})

/** "Sat, 28 Nov": a day as the chart's axis and table read it. */
export function salesDayLabel(dayText: string): string {
  return dayLabelFormat.format(new Date(`${dayText}T00:00:00Z`))
}
