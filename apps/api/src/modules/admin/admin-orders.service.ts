import type {
  AdminOrderDetail,
  AdminOrderSummary,
  StatusChangeProblem,
} from '@scentia/domain/admin/order-console'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import type { OrderStatus } from '@scentia/domain/orders/status'
import { changedFields } from '@scentia/domain/admin/audit'
import type { Db } from '../../db/client.js'
import { insertOrderAuditRecord } from './admin-audit.repository.js'
import { findOrderDetail, listOrders, type OrderListQuery } from './admin-orders.repository.js'
import {
  changeOrderStatus,
  changeTrackingNumber,
  collectPickup,
  unlockPickupCode,
} from '../orders/index.js'
import {
  statusChanged,
  type OrderStatusChanged,
  type StatusChangeEvents,
} from './status-change-events.js'

export type OrderChangeResult =
  | { ok: true; order: AdminOrderDetail }
  | { ok: false; problem: StatusChangeProblem | { status: 404 | 422; message: string } }

export const ADMIN_ORDER_NOT_FOUND = 'Order not found'

export interface AdminOrdersService {
  list(query: OrderListQuery): Promise<{ items: AdminOrderSummary[]; total: number }>
  get(rawId: string): Promise<AdminOrderDetail | undefined>
  changeStatus(
    rawId: string,
    to: OrderStatus,
    trackingNumber: string | undefined,
    actorUserId: number,
  ): Promise<OrderChangeResult>
  changeTracking(
    rawId: string,
    trackingNumber: string,
    actorUserId: number,
  ): Promise<OrderChangeResult>
  /** The shopper collected a pickup order and gave its code (decision 046). */
  collect(rawId: string, code: string, actorUserId: number): Promise<OrderChangeResult>
  /** The owner unlocks a pickup code locked by wrong tries (decision 046); audited. */
  unlockPickup(rawId: string, actorUserId: number): Promise<OrderChangeResult>
}

const notFoundResult = {
  ok: false,
  problem: { status: 404, message: ADMIN_ORDER_NOT_FOUND },
} as const

function orderIdOf(rawId: string): string | undefined {
  const input = parseTrackInput(rawId)
  return input.ok && isOrderId(input.orderId) ? input.orderId : undefined
}

export function createAdminOrdersService({
  db,
  events,
  clock,
}: {
  db: Db
  events: StatusChangeEvents
  clock: () => Date
}): AdminOrdersService {
  async function reload(orderId: string): Promise<OrderChangeResult> {
    const order = await findOrderDetail(db, orderId)
    return order ? { ok: true, order } : notFoundResult
  }

  return {
    list: (query) => listOrders(db, query),

    async get(rawId) {
      const orderId = orderIdOf(rawId)
      return orderId ? findOrderDetail(db, orderId) : undefined
    },

    async changeStatus(rawId, to, trackingNumber, actorUserId) {
      const orderId = orderIdOf(rawId)
      if (!orderId) return notFoundResult
      const outcome = await db.transaction(
        async (tx): Promise<OrderChangeResult | OrderStatusChanged> => {
          const at = clock()
          const moved = await changeOrderStatus(tx, orderId, to, trackingNumber, {
            actorUserId,
            at,
          })
          if (!moved) return notFoundResult
          if (!moved.ok) return { ok: false, problem: moved.problem }
          const { before: row, trackingNumber: tracking, confirmation } = moved
          // Decision 011: the change and its record commit together or not at all.
          const change = changedFields(
            { status: row.status, tracking_number: row.trackingNumber },
            { status: to, tracking_number: tracking },
          )
          await insertOrderAuditRecord(tx, orderId, {
            actorUserId,
            action: 'order.status',
            ...change,
            at,
          })
          const event = statusChanged(row, {
            to,
            trackingNumber: tracking,
            trackingOnly: false,
            confirmation,
          })
          // The customer's mail commits with the change, or not at all.
          await events.record(tx, event)
          return event
        },
      )
      if ('ok' in outcome) return outcome
      // After commit: a rolled-back change must never have mailed the customer.
      events.emit(outcome)
      return reload(orderId)
    },

    async collect(rawId, code, actorUserId) {
      const orderId = orderIdOf(rawId)
      if (!orderId) return notFoundResult
      // A wrong code is a refusal that commits: its try is counted (decision 046).
      const outcome = await db.transaction(
        async (tx): Promise<OrderChangeResult | OrderStatusChanged> => {
          const at = clock()
          const moved = await collectPickup(tx, orderId, code, { actorUserId, at })
          if (!moved) return notFoundResult
          if (!moved.ok) return { ok: false, problem: moved.problem }
          const row = moved.before
          // Decision 011: the change and its record commit together; the code is never logged.
          await insertOrderAuditRecord(tx, orderId, {
            actorUserId,
            action: 'order.status',
            ...changedFields({ status: row.status }, { status: 'delivered' }),
            at,
          })
          const event = statusChanged(row, {
            to: 'delivered',
            trackingNumber: row.trackingNumber,
            trackingOnly: false,
            confirmation: null,
          })
          await events.record(tx, event)
          return event
        },
      )
      if ('ok' in outcome) return outcome
      events.emit(outcome)
      return reload(orderId)
    },

    async unlockPickup(rawId, actorUserId) {
      const orderId = orderIdOf(rawId)
      if (!orderId) return notFoundResult
      const outcome = await db.transaction(async (tx): Promise<OrderChangeResult | undefined> => {
        const at = clock()
        const unlocked = await unlockPickupCode(tx, orderId, at)
        if (!unlocked) return notFoundResult
        if (!unlocked.ok) return { ok: false, problem: unlocked.problem }
        // Decision 011: who unlocked it and how many wrong tries it had, never the code.
        await insertOrderAuditRecord(tx, orderId, {
          actorUserId,
          action: 'order.pickup_unlock',
          ...changedFields(
            { pickup_code_failures: unlocked.before.pickupCodeFailures },
            { pickup_code_failures: 0 },
          ),
          at,
        })
        return undefined
      })
      return outcome ?? reload(orderId)
    },

    async changeTracking(rawId, trackingNumber, actorUserId) {
      const orderId = orderIdOf(rawId)
      if (!orderId) return notFoundResult
      const outcome = await db.transaction(async (tx) => {
        const at = clock()
        const row = await changeTrackingNumber(tx, orderId, trackingNumber, at)
        if (!row) return undefined
        await insertOrderAuditRecord(tx, orderId, {
          actorUserId,
          action: 'order.tracking',
          ...changedFields(
            { tracking_number: row.trackingNumber },
            { tracking_number: trackingNumber },
          ),
          at,
        })
        // A shipped order's customer already holds a tracking number: tell them the right one.
        if (row.trackingNumber === trackingNumber || row.status !== 'shipped') return row
        const event = statusChanged(row, {
          to: row.status,
          trackingNumber,
          trackingOnly: true,
          confirmation: null,
        })
        await events.record(tx, event)
        return { ...row, event }
      })
      if (!outcome) return notFoundResult
      if ('event' in outcome) events.emit(outcome.event)
      return reload(orderId)
    },
  }
}
