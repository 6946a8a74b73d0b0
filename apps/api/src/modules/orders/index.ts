/*
 * The orders module's public surface (docs/decisions/035): the only module that writes orders.
 * Others place and change orders through order-changes.ts, inside their own transactions, and
 * read them with the repository's readers below.
 */
export {
  cancelOrder,
  changeOrderStatus,
  changeTrackingNumber,
  collectPickup,
  unlockPickupCode,
  placeOrder,
  recordCourierBooking,
  recordOrderRefunded,
  recordPaymentMove,
  type PickupMove,
  type StatusMove,
} from './order-changes.js'
export type { OrderEvent, OrderEvents } from './order-events.js'
export {
  countUnpaidHolds,
  deliveredAtFor,
  findOrder,
  listHeldSince,
  lockOrder,
  REDACTED_EMAIL,
  REDACTED_NAME,
  redactOrdersOfUser,
  refundsFor,
  stageOf,
  toOrderLine,
  toOrderRefund,
  toOrderReturn,
  toOwnerOrder,
  type NewOrderItem,
  type NewOrderRow,
  type OrderRefundRow,
  type OrderReturnRow,
  type OrderRow,
  type OwnerOrder,
  type StoredOrder,
} from './orders.repository.js'
export { ordersModule, type OrdersModuleOptions } from './orders.plugin.js'
export { createOrdersService, type OrderLookup, type OrdersService } from './orders.service.js'
