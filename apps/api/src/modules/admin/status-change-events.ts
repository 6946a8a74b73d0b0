import type { OrderStatus } from '@scentia/domain/orders/status'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import type { OrderRow, OwnerOrder } from '../orders/index.js'

/** Announced after the transaction that moved the order has committed. */
export interface OrderStatusChanged {
  orderId: string
  email: string
  fullName: string
  /** The order's phone (E.164) and total: the customer's text says both. */
  phoneNumber: string
  totalAmount: number
  from: OrderStatus
  to: OrderStatus
  trackingNumber: string | null
  /** A pickup at the showroom: the mail and text speak of the counter (decision 046). */
  deliveryMethod: DeliveryMethod
  /** True when only the tracking number changed (a corrected courier reference). */
  trackingOnly: boolean
  /**
   * The order, when this change is the owner accepting a pay-on-delivery order: its "order
   * confirmed" mail and text go out now (docs/decisions/029); null otherwise.
   */
  confirmation: OwnerOrder | null
}

/**
 * What the customer is told of a change to their order, from the row as it was before it: the
 * owner's click and a courier's tracking event (decision 044) announce the same event.
 */
export function statusChanged(
  row: OrderRow,
  change: Pick<OrderStatusChanged, 'to' | 'trackingNumber' | 'trackingOnly' | 'confirmation'>,
): OrderStatusChanged {
  return {
    orderId: row.orderId,
    email: row.email,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    totalAmount: row.totalAmount,
    deliveryMethod: row.deliveryMethod,
    from: row.status,
    ...change,
  }
}

type Listener = (event: OrderStatusChanged) => Promise<unknown>
type TransactionListener = (tx: Db, event: OrderStatusChanged) => Promise<unknown>

export interface StatusChangeEvents {
  on(listener: Listener): void
  /**
   * Listeners that write with the change, inside its transaction: the customer's mail goes to the
   * durable outbox there, so it commits or rolls back with the status change.
   */
  onRecord(listener: TransactionListener): void
  /** Called by the service inside the transaction that moved the order. */
  record(tx: Db, event: OrderStatusChanged): Promise<void>
  /** Runs listeners in the background: the owner's answer never waits for a mail server. */
  emit(event: OrderStatusChanged): void
  /** Waits for running listeners (on close, and in tests). */
  drain(): Promise<void>
}

/**
 * The console's status changes as events, so the service that moves orders never imports mail
 * (STYLE: orders emit events after commit; mail subscribes).
 */
export function createStatusChangeEvents(log: FastifyBaseLogger): StatusChangeEvents {
  const listeners: Listener[] = []
  const recorders: TransactionListener[] = []
  const running = new Set<Promise<unknown>>()
  return {
    on(listener) {
      listeners.push(listener)
    },
    onRecord(listener) {
      recorders.push(listener)
    },
    async record(tx, event) {
      for (const listener of recorders) await listener(tx, event)
    },
    emit(event) {
      for (const listener of listeners) {
        const task: Promise<unknown> = listener(event)
          .catch((error: unknown) => {
            log.error(
              { err: error, orderId: event.orderId, to: event.to },
              'status change listener failed',
            )
          })
          .finally(() => running.delete(task))
        running.add(task)
      }
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}
