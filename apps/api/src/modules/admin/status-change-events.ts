import type { OrderStatus } from '@scentia/domain/orders/status'
import type { FastifyBaseLogger } from 'fastify'

/** Announced after the transaction that moved the order has committed. */
export interface OrderStatusChanged {
  orderId: string
  email: string
  fullName: string
  from: OrderStatus
  to: OrderStatus
  trackingNumber: string | null
  /** True when only the tracking number changed (a corrected courier reference). */
  trackingOnly: boolean
}

type Listener = (event: OrderStatusChanged) => Promise<unknown>

export interface StatusChangeEvents {
  on(listener: Listener): void
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
  const running = new Set<Promise<unknown>>()
  return {
    on(listener) {
      listeners.push(listener)
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
