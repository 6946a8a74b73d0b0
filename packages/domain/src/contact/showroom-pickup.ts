/**
 * The showroom's words for a pickup order (decision 046): where to collect, and the status mail's
 * opening sentence for a pickup, from the one place the showroom is kept (showroom.ts).
 */
import { statusUpdateSentence, type OrderStatus } from '../orders/status'
import type { DeliveryMethod } from '../shipping/pickup'
import { SHOWROOM, showroomAddress } from './showroom'

/** The sentence a status mail opens with, for the order's delivery method. */
export function statusUpdateSentenceFor(
  orderId: string,
  status: OrderStatus,
  method: DeliveryMethod,
): string {
  if (method === 'pickup' && status === 'processing') {
    return `We are preparing your order ${orderId} and will write again when it is ready for pickup.`
  }
  if (method === 'pickup' && status === 'shipped') {
    return `Your order ${orderId} is ready for pickup at ${SHOWROOM.name}, ${showroomAddress()}. Give your pickup code at the counter.`
  }
  if (method === 'pickup' && status === 'delivered') {
    return `You collected your order ${orderId}. We hope you love it!`
  }
  return statusUpdateSentence(orderId, status)
}

/**
 * Where and when to collect, and the code to give (the thank-you page, the confirmation mail):
 * "Collect it at Scentia Showroom, 14 Admiralty Way, Lekki Phase 1, Lagos."
 */
export function pickupWhere(): string {
  return `Collect it at ${SHOWROOM.name}, ${showroomAddress()} (${SHOWROOM.landmark}).`
}
