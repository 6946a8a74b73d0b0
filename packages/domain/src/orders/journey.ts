/**
 * The track page's journey (docs/product.md §13): each status the order entered, oldest first,
 * with its time in Lagos, named for its delivery method ("Ready for pickup" for a pickup's
 * "shipped", decision 046), and the courier's own tracking page when the order has one.
 */
import { formatDeliveryDay } from '../shipping/delivery-window'
import { type DeliveryMethod } from '../shipping/pickup'
import { listLabelFor } from './pickup-status'
import type { OrderJourneyStep } from './order'
import { toOrderStatus, type OrderStatus } from './status'

export interface JourneyStep {
  status: OrderStatus
  label: string
  /** ISO, for <time dateTime>. */
  at: string
  /** "Sat, 28 Nov, 7:05 pm": Lagos time whatever the browser's zone. */
  when: string
}

/** Nigeria keeps West Africa Time (UTC+1) all year, as shipping/delivery-window.ts counts days. */
const WAT_OFFSET_MS = 3_600_000

/**
 * "Fri, 27 Nov, 9:05 am" in Lagos (Africa/Lagos), written out rather than through
 * Intl.DateTimeFormat, as formatDeliveryDay is: the server renders and the browser hydrates the
 * same words whatever either one's zone or ICU data.
 */
export function formatLagosTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const lagos = new Date(date.getTime() + WAT_OFFSET_MS)
  const hours = lagos.getUTCHours()
  const minutes = String(lagos.getUTCMinutes()).padStart(2, '0')
  const clock = `${String(hours % 12 === 0 ? 12 : hours % 12)}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
  return `${formatDeliveryDay(date)}, ${clock}`
}

/**
 * The steps to list: oldest first (ties keep the server's order), a step that repeats the one
 * before it (a corrected tracking number re-records "shipped") said once, unreadable times dropped.
 */
export function journeySteps(
  events: readonly OrderJourneyStep[] | undefined,
  method: DeliveryMethod,
): JourneyStep[] {
  const readable = (events ?? [])
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .filter(({ time }) => !Number.isNaN(time))
    .sort((a, b) => a.time - b.time || a.index - b.index)
  const steps: JourneyStep[] = []
  for (const { event } of readable) {
    const status = toOrderStatus(event.status)
    if (steps.at(-1)?.status === status) continue
    steps.push({
      status,
      label: listLabelFor(status, method),
      at: event.at,
      when: formatLagosTime(event.at),
    })
  }
  return steps
}

/** The courier's tracking page, only as an http(s) address: anything else is not a link we open. */
export function courierTrackingUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(trimmed) ? trimmed : null
}
