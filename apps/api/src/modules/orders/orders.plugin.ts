import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createOrderEvents, type OrderEvents } from './order-events.js'
import { ordersRoutes } from './orders.routes.js'
import type { OrdersService } from './orders.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Order events after commit (order.paid, payment.refund_due): payments emits them when it
     * makes or pays an order; mail and the other modules subscribe.
     */
    orderEvents: OrderEvents
  }
}

export interface OrdersModuleOptions {
  orders: OrdersService
}

/**
 * Orders: the shopper's order calls (GET /order, GET /order/{id}), the order events bus and the
 * orders section of a data export. It alone writes orders (docs/decisions/035): payments places
 * and pays them, and the console moves them, through order-changes.ts; orders imports neither.
 */
export const ordersModule = fp<OrdersModuleOptions>(
  async (app: FastifyInstance, { orders }) => {
    app.decorate('orderEvents', createOrderEvents(app.log))
    // The customer's orders in their data export (their erasure is payments', which redacts
    // the payment trail in the same step: docs/decisions/006-payments.md).
    app.privacy.addExportSection('orders', ({ id }) => orders.listForUser(id))
    await app.register(ordersRoutes, { orders })
  },
  { name: 'orders', dependencies: ['auth', 'privacy'] },
)
