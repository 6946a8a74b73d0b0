import type {
  MarkNotificationsReadResponse,
  NotificationsResponse,
  OrderNotification,
} from '@scentia/domain/notifications/notification'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import { z } from 'zod'
import type { NamesEveryField } from './names-every-field'

/** The shopper's Notifications page on the wire (docs/product.md §7, decision 042). */

const orderNotificationSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  tracking_number: z.string().nullable(),
  message: z.string(),
  placed: z.boolean(),
  created_at: z.string(),
  read: z.boolean(),
}) satisfies z.ZodType<OrderNotification>

/** GET /api/notifications: newest first, with the number still unread. */
export const notificationsAnswerSchema = z.object({
  success: z.literal(true),
  notifications: z.array(orderNotificationSchema),
  unread: z.number().int().nonnegative(),
}) satisfies z.ZodType<NotificationsResponse>

/** POST /api/notifications/read: the new unread count. */
export const markNotificationsReadAnswerSchema = z.object({
  success: z.literal(true),
  unread: z.number().int().nonnegative(),
}) satisfies z.ZodType<MarkNotificationsReadResponse>

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const NOTIFICATIONS_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<OrderNotification, typeof orderNotificationSchema>,
  NamesEveryField<NotificationsResponse, typeof notificationsAnswerSchema>,
] = [true, true]
