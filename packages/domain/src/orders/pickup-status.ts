/**
 * The statuses a pickup at the showroom goes through (decision 046): the same four as a delivery,
 * named for a collection: "shipped" is "Ready for pickup" and "delivered" is "Collected". The
 * statuses stay the database's (one CHECK list, one transition table, one progress bar); only
 * their labels depend on the delivery method.
 */
import type { DeliveryMethod } from '../shipping/pickup'
import {
  isOrderClosed,
  LIST_LABELS,
  toOrderStatus,
  TRACK_DESCRIPTIONS,
  TRACK_LABELS,
  type OrderStatus,
} from './status'

/** The track page's badge for a pickup order: the statuses named for a collection. */
const PICKUP_TRACK_LABELS: Partial<Record<OrderStatus, string>> = {
  shipped: 'Ready for pickup',
  delivered: 'Collected',
}
const PICKUP_TRACK_DESCRIPTIONS: Partial<Record<OrderStatus, string>> = {
  processing: 'Your order is being prepared for pickup',
  shipped: 'Your order is ready for pickup at the showroom',
  delivered: 'You collected your order. Enjoy it!',
}

/** The badge text of a status, for the order's delivery method (orders/status.ts's for a delivery). */
export function trackLabelFor(status: string | null | undefined, method: DeliveryMethod): string {
  const known = toOrderStatus(status)
  return (method === 'pickup' ? PICKUP_TRACK_LABELS[known] : undefined) ?? TRACK_LABELS[known]
}

/** The sentence under the track page's bar, for the order's delivery method. */
export function trackDescriptionFor(
  status: string | null | undefined,
  method: DeliveryMethod,
): string {
  const known = toOrderStatus(status)
  return (
    (method === 'pickup' ? PICKUP_TRACK_DESCRIPTIONS[known] : undefined) ??
    TRACK_DESCRIPTIONS[known]
  )
}

/** The console's and My Orders' short label of a status, for the order's delivery method. */
export function listLabelFor(status: string | null | undefined, method: DeliveryMethod): string {
  const known = toOrderStatus(status)
  return (method === 'pickup' ? PICKUP_TRACK_LABELS[known] : undefined) ?? LIST_LABELS[known]
}

/** The four steps under the track page's progress bar, named for the order's method. */
export function progressStepLabels(method: DeliveryMethod): string[] {
  return (['pending', 'processing', 'shipped', 'delivered'] as const).map((status) =>
    method === 'pickup' ? listLabelFor(status, method) : LIST_LABELS[status],
  )
}

/** Whether the journey should say where to collect: a pickup order still on its way to the counter. */
export function awaitsCollection(status: OrderStatus, method: DeliveryMethod): boolean {
  return method === 'pickup' && !isOrderClosed(status) && status !== 'delivered'
}
