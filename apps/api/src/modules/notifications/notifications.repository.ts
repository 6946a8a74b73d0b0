import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import type { Db } from '../../db/client.js'
import { notificationReads, orders, orderStatusEvents } from '../../db/schema/index.js'

export interface NotificationRow {
  id: number
  orderId: string
  fromStatus: string | null
  toStatus: string
  eventTrackingNumber: string | null
  orderTrackingNumber: string | null
  /** The order's payment now, so a pending event of an unpaid transfer does not say "processed". */
  paymentStatus: OrderPaymentStatus
  paymentMethod: string
  at: Date
  read: boolean
}

/** The user's read mark on the event being read, for a LEFT JOIN (no row: unread). */
const readBy = (userId: number) =>
  and(eq(notificationReads.eventId, orderStatusEvents.id), eq(notificationReads.userId, userId))

/** The status events of the user's own orders, newest first, each with its read mark. */
export async function listNotifications(
  db: Db,
  userId: number,
  limit: number,
): Promise<NotificationRow[]> {
  const rows = await db
    .select({
      id: orderStatusEvents.id,
      orderId: orderStatusEvents.orderId,
      fromStatus: orderStatusEvents.fromStatus,
      toStatus: orderStatusEvents.toStatus,
      eventTrackingNumber: orderStatusEvents.trackingNumber,
      orderTrackingNumber: orders.trackingNumber,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      at: orderStatusEvents.at,
      readEventId: notificationReads.eventId,
    })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.orderId, orderStatusEvents.orderId))
    .leftJoin(notificationReads, readBy(userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orderStatusEvents.at), desc(orderStatusEvents.id))
    .limit(limit)
  return rows.map(({ readEventId, ...row }) => ({ ...row, read: readEventId !== null }))
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.orderId, orderStatusEvents.orderId))
    .leftJoin(notificationReads, readBy(userId))
    .where(and(eq(orders.userId, userId), isNull(notificationReads.eventId)))
  return row?.unread ?? 0
}

/**
 * Marks events read, only among the user's own orders: ids of someone else's events are ignored
 * rather than refused, so a probe learns nothing about which ids exist. No ids: all of them.
 */
export async function markRead(
  db: Db,
  userId: number,
  ids: readonly number[] | undefined,
  at: Date,
): Promise<void> {
  if (ids?.length === 0) return
  const owned = await db
    .select({ id: orderStatusEvents.id })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.orderId, orderStatusEvents.orderId))
    .where(
      ids === undefined
        ? eq(orders.userId, userId)
        : and(eq(orders.userId, userId), inArray(orderStatusEvents.id, [...ids])),
    )
  if (owned.length === 0) return
  await db
    .insert(notificationReads)
    .values(owned.map((event) => ({ userId, eventId: event.id, readAt: at })))
    .onConflictDoNothing()
}
