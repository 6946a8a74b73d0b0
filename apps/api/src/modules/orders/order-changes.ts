import { statusChangeProblem, type StatusChangeProblem } from '@scentia/domain/admin/order-console'
import type { OrderStatus } from '@scentia/domain/orders/status'
import { pickupCollection, pickupUnlock } from '@scentia/domain/shipping/pickup'
import {
  holdsStock,
  lifecycleEffects,
  type OrderStage,
} from '@scentia/domain/payment/order-lifecycle'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import type { Db } from '../../db/client.js'
import {
  countPickupCodeFailure,
  findOrder,
  insertOrder,
  lockOrder,
  markOrderCancelled,
  markOrderRefunded,
  moveOrder,
  resetPickupCodeFailures,
  setCourierBooking,
  setTrackingNumber,
  stageOf,
  toOwnerOrder,
  updateOrderPayment,
  type NewOrderItem,
  type NewOrderRow,
  type OrderRow,
  type OwnerOrder,
  type StoredOrder,
} from './orders.repository.js'

/*
 * Every change to an order, as the other modules ask for it (docs/decisions/035): payments
 * places orders and records what a payment did to them, the owner's console moves them along,
 * the shopper cancels. Each runs inside the caller's transaction, which holds the payment's or
 * the order's lock; orders.repository.ts is the only file that writes the order tables.
 */

/**
 * Places an order in the lifecycle stage its payment left it in: a stage that holds units
 * unpaid (a transfer on its way, pay on delivery) starts its hold now, which is what the
 * transfer expiry and the unpaid-order limit count (docs/decisions/029).
 */
export async function placeOrder(
  tx: Db,
  values: Omit<NewOrderRow, 'stockHeldAt'>,
  items: readonly NewOrderItem[],
  options: { stage: OrderStage; rng: () => number; actorUserId: number | null; at: Date },
): Promise<StoredOrder> {
  const stockHeldAt = holdsStock(options.stage) ? options.at : null
  return insertOrder(tx, { ...values, stockHeldAt }, items, options)
}

/**
 * Records a payment's move of an order (card, transfer, expiry, collection at the door), after
 * the caller applied the move's effects: the payment status, how it was paid, and whether the
 * order now holds units unpaid. Answers the order as it now stands.
 */
export async function recordPaymentMove(
  tx: Db,
  stored: StoredOrder,
  move: {
    from: OrderStage
    to: OrderStage
    paymentStatus: OrderPaymentStatus
    paymentMethod: string
    at: Date
  },
): Promise<StoredOrder> {
  // A hold starts when the order enters a holding stage and ends when it leaves one; a move
  // within the same stage keeps the time the hold began (the expiry counts from it).
  const stockHeldAt = holdsStock(move.to)
    ? move.from === move.to
      ? undefined
      : move.at
    : holdsStock(move.from)
      ? null
      : undefined
  await updateOrderPayment(tx, stored.row.orderId, {
    paymentStatus: move.paymentStatus,
    paymentMethod: move.paymentMethod,
    at: move.at,
    stockHeldAt,
  })
  return {
    row: {
      ...stored.row,
      paymentStatus: move.paymentStatus,
      paymentMethod: move.paymentMethod,
      updatedAt: move.at,
      ...(stockHeldAt === undefined ? {} : { stockHeldAt }),
    },
    items: stored.items,
  }
}

/**
 * The shopper or the owner cancelled the order before it shipped; answers it cancelled. An unpaid
 * one's payment is abandoned; a paid one stays paid until its refund goes through
 * (recordOrderRefunded), so the books never show money back before it is.
 */
export async function cancelOrder(
  tx: Db,
  stored: StoredOrder,
  change: { actorUserId: number; at: Date },
): Promise<StoredOrder> {
  const paymentStatus = stored.row.paymentStatus === 'paid' ? 'paid' : 'abandoned'
  await markOrderCancelled(tx, stored.row, { ...change, paymentStatus })
  return {
    ...stored,
    row: {
      ...stored.row,
      status: 'cancelled',
      paymentStatus,
      stockHeldAt: null,
      updatedAt: change.at,
    },
  }
}

/**
 * Everything paid for the order went back (docs/product.md §12): it ends refunded, whether it was
 * cancelled first or refunded after a return. The caller holds the order's lock and applied the
 * lifecycle's move.
 */
export async function recordOrderRefunded(
  tx: Db,
  row: OrderRow,
  change: { actorUserId: number | null; at: Date },
): Promise<void> {
  await markOrderRefunded(tx, row, change)
}

export type StatusMove =
  | { ok: false; problem: StatusChangeProblem }
  | {
      ok: true
      /** The order as it was before the move, locked. */
      before: OrderRow
      trackingNumber: string | null
      /** The order, when the move is the owner accepting pay on delivery ("order confirmed"). */
      confirmation: OwnerOrder | null
    }

/**
 * The owner moves an order along (processing, shipped, delivered, …) under its row lock, by the
 * domain's rules: shipping needs a tracking number, new or already on the order. Undefined when
 * there is no such order.
 */
export async function changeOrderStatus(
  tx: Db,
  orderId: string,
  to: OrderStatus,
  trackingNumber: string | undefined,
  /** actorUserId null: the system moved it (a courier's tracking event, decision 044). */
  change: { actorUserId: number | null; at: Date },
): Promise<StatusMove | undefined> {
  const row = await lockOrder(tx, orderId)
  if (!row) return undefined
  const problem = statusChangeProblem(
    { ...statusFacts(row), delivery_method: row.deliveryMethod },
    to,
    trackingNumber,
  )
  if (problem) return { ok: false, problem }
  const tracking = to === 'shipped' ? (trackingNumber ?? row.trackingNumber) : row.trackingNumber
  await moveOrder(tx, row, { to, trackingNumber: tracking, ...change })
  return {
    ok: true,
    before: row,
    trackingNumber: tracking,
    confirmation: await acceptance(tx, row, to),
  }
}

export type PickupMove =
  | { ok: false; problem: StatusChangeProblem | { status: 422; message: string } }
  | { ok: true; before: OrderRow }

/**
 * The shopper collected a pickup order at the showroom and gave its code (decision 046): under
 * the order's lock, the domain's pickupCollection decides; the right code moves the order to
 * delivered ("Collected"), a wrong one counts against its tries. The wrong try is written in the
 * caller's transaction, which must commit it (the answer is a refusal, not an error). Undefined
 * when there is no such order.
 */
export async function collectPickup(
  tx: Db,
  orderId: string,
  typedCode: string,
  change: { actorUserId: number; at: Date },
): Promise<PickupMove | undefined> {
  const row = await lockOrder(tx, orderId)
  if (!row) return undefined
  const verdict = pickupCollection(
    {
      delivery_method: row.deliveryMethod,
      status: row.status,
      pickup_code: row.pickupCode,
      pickup_code_failures: row.pickupCodeFailures,
    },
    typedCode,
  )
  if (!verdict.ok) {
    if (verdict.countsAsAttempt) await countPickupCodeFailure(tx, orderId, change.at)
    return { ok: false, problem: { status: verdict.status, message: verdict.message } }
  }
  // The status rules still hold: only a paid order, or one paid at the counter, moves on. Without
  // its delivery method: the pickup rule asks for the code, and the code has just been given.
  const problem = statusChangeProblem(statusFacts(row), 'delivered', undefined)
  if (problem) return { ok: false, problem }
  await moveOrder(tx, row, { to: 'delivered', trackingNumber: row.trackingNumber, ...change })
  return { ok: true, before: row }
}

export type PickupUnlockMove =
  { ok: false; problem: { status: 409; message: string } } | { ok: true; before: OrderRow }

/**
 * The owner unlocks a pickup code locked by wrong tries, having checked the shopper another way
 * (decision 046): under the order's lock, the domain's pickupUnlock decides, and the tries start
 * again from none. Undefined when there is no such order.
 */
export async function unlockPickupCode(
  tx: Db,
  orderId: string,
  at: Date,
): Promise<PickupUnlockMove | undefined> {
  const row = await lockOrder(tx, orderId)
  if (!row) return undefined
  const verdict = pickupUnlock({
    delivery_method: row.deliveryMethod,
    pickup_code: row.pickupCode,
    pickup_code_failures: row.pickupCodeFailures,
  })
  if (!verdict.ok)
    return { ok: false, problem: { status: verdict.status, message: verdict.message } }
  await resetPickupCodeFailures(tx, orderId, at)
  return { ok: true, before: row }
}

/** A corrected courier reference, under the order's lock; answers the order as it was before. */
export async function changeTrackingNumber(
  tx: Db,
  orderId: string,
  trackingNumber: string,
  at: Date,
): Promise<OrderRow | undefined> {
  const row = await lockOrder(tx, orderId)
  if (!row) return undefined
  await setTrackingNumber(tx, orderId, trackingNumber, at)
  return row
}

/**
 * The owner booked a courier through the shop (docs/decisions/044-couriers.md): the courier's
 * name, tracking number and link go on the order under its lock. Answers the order as it was
 * before; undefined when there is no such order.
 */
export async function recordCourierBooking(
  tx: Db,
  orderId: string,
  booking: { courierName: string; trackingNumber: string; trackingUrl: string | null; at: Date },
): Promise<OrderRow | undefined> {
  const row = await lockOrder(tx, orderId)
  if (!row) return undefined
  await setCourierBooking(tx, orderId, booking)
  return row
}

/** The order as the domain's status rules read it (statusChangeProblem, docs/product.md §S4). */
function statusFacts({ status, paymentStatus, paymentMethod, trackingNumber }: OrderRow) {
  return {
    status,
    payment_status: paymentStatus,
    payment_method: paymentMethod,
    tracking_number: trackingNumber,
  }
}

/**
 * The order as the owner accepted it, when this status change is a pay-on-delivery order's
 * acceptance: the lifecycle table's move from awaiting_collection, which says "order confirmed"
 * (docs/decisions/029). Statuses only move forward, so it is said once.
 */
async function acceptance(tx: Db, row: OrderRow, to: OrderStatus): Promise<OwnerOrder | null> {
  const from = stageOf(row)
  const next = stageOf({ ...row, status: to })
  if (from === next) return null
  const effects = lifecycleEffects(from, next)
  // Stock, promo uses and credit move with payments; a status change never moves them.
  if (
    !effects ||
    effects.stock !== 'none' ||
    effects.promo !== 'none' ||
    effects.sampleCredit !== 'none'
  ) {
    throw new Error(`a status change cannot move an order from ${from} to ${next}`)
  }
  if (!effects.messages.includes('order-confirmed')) return null
  const stored = await findOrder(tx, row.orderId)
  return stored ? toOwnerOrder(stored) : null
}
