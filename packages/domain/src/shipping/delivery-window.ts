/**
 * An order's delivery window (docs/product.md §S2 Checkout, §S9): 2-4 business days to Lagos,
 * 5-7 anywhere else, counted from when the order was placed. Checkout's estimate, the thank-you
 * page, the confirmation mail and text, the track page and the stored `estimated_delivery` all
 * come from here, so one order is never promised two windows.
 */
import { isLagos } from './delivery-fee'

export type DeliveryZone = 'lagos' | 'elsewhere'

/** Business days (Monday to Friday) from placement to the window's first and last day. */
export const DELIVERY_BUSINESS_DAYS: Readonly<
  Record<DeliveryZone, { readonly min: number; readonly max: number }>
> = {
  lagos: { min: 2, max: 4 },
  elsewhere: { min: 5, max: 7 },
}

const DAY_MS = 86_400_000
/**
 * Business days are Lagos days: Nigeria keeps West Africa Time (UTC+1) all year, with no daylight
 * saving, so a fixed offset names the weekday whatever the server's or browser's time zone.
 * Public holidays are not modelled.
 */
const WAT_OFFSET_MS = 3_600_000

/** The zone checkout's delivery option prices by: Lagos, or anywhere else. */
export function deliveryZone(state: string | null | undefined): DeliveryZone {
  return isLagos(state) ? 'lagos' : 'elsewhere'
}

/** "2-4 business days" for Lagos, "5-7 business days" elsewhere. */
export function deliveryEstimateLabel(zone: DeliveryZone): string {
  const { min, max } = DELIVERY_BUSINESS_DAYS[zone]
  return `${String(min)}-${String(max)} business days`
}

function isBusinessDay(at: number): boolean {
  const weekday = new Date(at + WAT_OFFSET_MS).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/** `days` business days after `at`, at the same time of day; a weekend placement counts from Monday. */
function addBusinessDays(at: Date, days: number): Date {
  let time = at.getTime()
  for (let left = days; left > 0;) {
    time += DAY_MS
    if (isBusinessDay(time)) left -= 1
  }
  return new Date(time)
}

export interface DeliveryWindow {
  zone: DeliveryZone
  /** The first and last day the parcel may arrive, at the placement's time of day. */
  from: Date
  to: Date
  label: string
}

/**
 * The window of an order placed at `placedAt` for delivery in `state`: the business days the
 * order kept when it was placed (`days`, from the owner's table: docs/product.md §13), or, for an
 * order placed before it kept any, its zone's 2-4 or 5-7.
 */
export function orderDeliveryWindow(order: {
  placedAt: Date
  state: string | null | undefined
  days?: { min_days: number; max_days: number } | null | undefined
}): DeliveryWindow {
  const zone = deliveryZone(order.state)
  const zoneDays = DELIVERY_BUSINESS_DAYS[zone]
  const min = order.days?.min_days ?? zoneDays.min
  const max = order.days?.max_days ?? zoneDays.max
  return {
    zone,
    from: addBusinessDays(order.placedAt, min),
    to: addBusinessDays(order.placedAt, max),
    label: `${String(min)}-${String(max)} business days`,
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

/**
 * A Lagos day as en-NG writes it short, "Tue, 1 Dec". Written out rather than through
 * `Intl.DateTimeFormat`, for the reason money/format.ts gives, and so the mail, the text and
 * every page print the same day whatever their time zone.
 */
export function formatDeliveryDay(at: Date): string {
  const lagos = new Date(at.getTime() + WAT_OFFSET_MS)
  const weekday = WEEKDAYS[lagos.getUTCDay()] ?? ''
  const month = MONTHS[lagos.getUTCMonth()] ?? ''
  return `${weekday}, ${String(lagos.getUTCDate())} ${month}`
}

/** "Tue, 1 Dec – Thu, 3 Dec": the window's first and last day. */
export function formatDeliveryDays(window: Pick<DeliveryWindow, 'from' | 'to'>): string {
  return `${formatDeliveryDay(window.from)} – ${formatDeliveryDay(window.to)}`
}

/** "Tue, 1 Dec – Thu, 3 Dec (2-4 business days)": how the track page and the mail state a window. */
export function describeDeliveryWindow(window: Omit<DeliveryWindow, 'zone'>): string {
  return `${formatDeliveryDays(window)} (${window.label})`
}
