import type { FastifyBaseLogger } from 'fastify'
import type { RefundReason } from '@scentia/domain/payment/payment-status'
import type { OwnerOrder } from './orders.repository.js'

/**
 * What happened to an order, announced after the transaction that did it has committed
 * (STYLE: orders emit events after commit; mail subscribes — orders never import mail). Each
 * event is emitted once, by whichever path (browser or webhook) made the change.
 */
export type OrderEvent =
  | { type: 'order.paid'; order: OwnerOrder }
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

export interface OrderEvents {
  on<T extends OrderEventType>(type: T, listener: Listener<T>): void
  /** Runs the listeners in the background: the shopper's answer never waits for a mail server. */
  emit(event: OrderEvent): void
  /** Waits for running listeners; the app calls it on close so no mail is lost. */
  drain(): Promise<void>
}

export function createOrderEvents(log: FastifyBaseLogger): OrderEvents {
  const listeners = new Map<OrderEventType, ((event: OrderEvent) => Promise<unknown>)[]>()
  const running = new Set<Promise<unknown>>()
  return {
    on(type, listener) {
      const list = listeners.get(type) ?? []
      list.push(listener as (event: OrderEvent) => Promise<unknown>)
      listeners.set(type, list)
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
