import { z } from 'zod'
import { trackDescription, type OrderStatus } from '../orders/status'
import type { OrderPaymentStatus } from '../payment/payment-status'
import { isTransferMethod, paymentNotice } from '../payment/transfer'

/**
 * One line of the Notifications page (docs/product.md §7): a status change of one of the shopper's own
 * orders, read from the order's status history. `placed` marks the first event, when the order
 * was created.
 */
export interface OrderNotification {
  /** The status event's id; what POST /api/notifications/read takes. */
  id: number
  order_id: string
  status: OrderStatus
  tracking_number: string | null
  /** The track page's sentence for the status (docs/product.md §S4). */
  message: string
  placed: boolean
  /** ISO timestamp of the change. */
  created_at: string
  read: boolean
}

/** GET /api/notifications: newest first, with the number still unread. */
export interface NotificationsResponse {
  success: true
  notifications: OrderNotification[]
  unread: number
}

/** POST /api/notifications/read answers the new unread count. */
export interface MarkNotificationsReadResponse {
  success: true
  unread: number
}

/** The page lists this many of the latest changes; older ones live on in My Orders. */
export const NOTIFICATIONS_PAGE_SIZE = 100

/** A page never holds more ids than it lists, so a larger body is not a real request. */
const MAX_IDS = NOTIFICATIONS_PAGE_SIZE * 5

/**
 * POST /api/notifications/read: the ids to mark, or none for "mark all as read". An empty body
 * (null to the server) means all as well.
 */
export const markNotificationsReadSchema = z
  .object({
    ids: z.array(z.number().int().positive().max(2_147_483_647)).max(MAX_IDS).optional(),
  })
  .nullish()
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadSchema>

/** The order's payment as it stands now: a notification about it must not promise too much. */
export interface NotifiedPayment {
  paymentStatus: OrderPaymentStatus
  paymentMethod: string
}

/**
 * The track page's sentence for the status, except while a transfer order's money has not
 * arrived: "being processed" would tell the shopper nothing is left for them to do, so a pending
 * event of such an order says what the thank-you page says (payment/transfer.ts paymentNotice).
 */
export function notificationMessage(status: OrderStatus, payment?: NotifiedPayment): string {
  if (status === 'pending' && payment && isTransferMethod(payment.paymentMethod)) {
    const notice = paymentNotice(payment.paymentStatus, payment.paymentMethod)
    if (notice) return notice
  }
  return trackDescription(status)
}

/** The heading of a notification: "Order placed" for the first event, else the status. */
export function notificationTitle(
  notification: Pick<OrderNotification, 'placed' | 'status'>,
): string {
  if (notification.placed) return 'Order placed'
  return NOTIFICATION_TITLES[notification.status]
}

const NOTIFICATION_TITLES: Record<OrderStatus, string> = {
  pending: 'Order pending',
  processing: 'Order processing',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  refunded: 'Order refunded',
}
