import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessage,
  type OrderNotification,
} from '@scentia/domain/notifications/notification'
import { toOrderStatus } from '@scentia/domain/orders/status'
import type { Db } from '../../db/client.js'
import {
  countUnread,
  listNotifications,
  markRead,
  type NotificationRow,
} from './notifications.repository.js'

export interface NotificationsService {
  list(userId: number): Promise<{ notifications: OrderNotification[]; unread: number }>
  markRead(userId: number, ids: readonly number[] | undefined): Promise<number>
}

function toNotification(row: NotificationRow): OrderNotification {
  const status = toOrderStatus(row.toStatus)
  // Older events may predate the tracking number; once shipped, the order's own number applies.
  const shippedOrLater = status === 'shipped' || status === 'delivered'
  return {
    id: row.id,
    order_id: row.orderId,
    status,
    tracking_number: row.eventTrackingNumber ?? (shippedOrLater ? row.orderTrackingNumber : null),
    message: notificationMessage(status, {
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
    }),
    placed: row.fromStatus === null,
    created_at: row.at.toISOString(),
    read: row.read,
  }
}

/** The Notifications page (docs/product.md §7): a shopper's order status changes and what they have read. */
export function createNotificationsService({
  db,
  clock,
}: {
  db: Db
  clock: () => Date
}): NotificationsService {
  return {
    async list(userId) {
      const [rows, unread] = await Promise.all([
        listNotifications(db, userId, NOTIFICATIONS_PAGE_SIZE),
        countUnread(db, userId),
      ])
      return { notifications: rows.map(toNotification), unread }
    },
    async markRead(userId, ids) {
      await markRead(db, userId, ids, clock())
      return countUnread(db, userId)
    },
  }
}
