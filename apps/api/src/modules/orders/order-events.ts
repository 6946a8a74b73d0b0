import type { FastifyBaseLogger } from 'fastify'
import type { RefundReason } from '@scentia/domain/payment/payment-status'
import type { Db } from '../../db/client.js'
import type { OwnerOrder } from './orders.repository.js'

/**
 * What happened to an order, announced after the transaction that did it has committed
 * (STYLE: orders emit events after commit; mail subscribes — orders never import mail). Each
 * event is emitted once, by whichever path (browser or webhook) made the change.
 */
export type OrderEvent =
  | {
      type: 'order.paid'
      order: OwnerOrder
      /** The order was awaiting a bank transfer or USSD payment, which has now landed. */
      transferReceived?: boolean
    }
  | {
      type: 'payment.refund_due'
      order: OwnerOrder
      reason: RefundReason
      reference: string
      /** What Paystack says was paid, in kobo. */
      amountPaidKobo: number
      /** Names of the lines that ran out (out_of_stock only). */
      soldOut: string[]
    }

export type OrderEventType = OrderEvent['type']
type Listener<T extends OrderEventType> = (
  event: Extract<OrderEvent, { type: T }>,
) => Promise<unknown>
type TransactionListener<T extends OrderEventType> = (
  tx: Db,
  event: Extract<OrderEvent, { type: T }>,
) => Promise<unknown>

export interface OrderEvents {
  on<T extends OrderEventType>(type: T, listener: Listener<T>): void
  /**
   * Listeners that write with the change itself, inside its transaction: the mails an event
   * causes go to the durable outbox there, so they commit or roll back with it.
   * A failure rolls the change back, as any failed write in the transaction would.
   */
  onRecord<T extends OrderEventType>(type: T, listener: TransactionListener<T>): void
  /** Called by the service inside the transaction that made the change. */
  record(tx: Db, event: OrderEvent): Promise<void>
  /** Runs the listeners in the background: the shopper's answer never waits for a mail server. */
  emit(event: OrderEvent): void
  /** Waits for running listeners; the app calls it on close so no mail is lost. */
  drain(): Promise<void>
}

export function createOrderEvents(log: FastifyBaseLogger): OrderEvents {
  const listeners = new Map<OrderEventType, ((event: OrderEvent) => Promise<unknown>)[]>()
  const recorders = new Map<OrderEventType, ((tx: Db, event: OrderEvent) => Promise<unknown>)[]>()
  const running = new Set<Promise<unknown>>()
  return {
    on(type, listener) {
      const list = listeners.get(type) ?? []
      list.push(listener as (event: OrderEvent) => Promise<unknown>)
      listeners.set(type, list)
    },
    onRecord(type, listener) {
      const list = recorders.get(type) ?? []
      list.push(listener as (tx: Db, event: OrderEvent) => Promise<unknown>)
      recorders.set(type, list)
    },
    async record(tx, event) {
      for (const listener of recorders.get(event.type) ?? []) await listener(tx, event)
    },
    emit(event) {
      for (const listener of listeners.get(event.type) ?? []) {
        const task = listener(event)
          .catch((error: unknown) => {
            log.error(
              { err: error, event: event.type, orderId: event.order.order_id },
              'order event listener failed',
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
