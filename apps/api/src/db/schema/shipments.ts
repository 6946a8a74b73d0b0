import { SHIPMENT_STATES, type ShipmentState } from '@scentia/domain/couriers/couriers'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId, sqlList, updatedAt } from './columns.js'
import { orders } from './orders.js'

/** One courier event as it arrived: kept whole, so a disputed delivery can be read back. */
export interface ShipmentEvent {
  /** sha256 of the signed body: the same delivery twice is recognised and changes nothing. */
  digest: string
  event: string
  status: string
  received_at: string
  /** The courier's body as sent; dropped once an erased customer's parcel is finished. */
  payload?: unknown
}

/**
 * A parcel booked with a courier for an order (docs/product.md §13, docs/decisions/044-couriers.md),
 * written only by modules/couriers. The order keeps its own copy of the courier's name, tracking
 * number and link (orders/ writes those); this row keeps the courier's side: its reference, the
 * service and price booked, where the parcel stands and every event the courier sent.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serialId(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** Which integration booked it ('shipbubble'). */
    provider: text('provider').notNull(),
    /** The provider's own reference for the shipment (Shipbubble's `SB-…` order id). */
    externalId: text('external_id').notNull(),
    /** The courier that carries it, as the provider names it ("GIG Logistics"). */
    courier: text('courier').notNull(),
    /** The provider's service code for that courier's rate. */
    service: text('service').notNull(),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** What the booking cost the shop, integer naira. */
    cost: integer('cost').notNull(),
    state: text('state', { enum: SHIPMENT_STATES }).$type<ShipmentState>().notNull(),
    events: jsonb('events')
      .$type<ShipmentEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_provider_external_idx').on(t.provider, t.externalId),
    // One live parcel per order: a cancelled booking may be booked again.
    uniqueIndex('shipments_order_live_idx')
      .on(t.orderId)
      .where(sql`${t.state} <> 'cancelled'`),
    index('shipments_order_idx').on(t.orderId),
    check('shipments_state_valid', sql`${t.state} in (${sqlList(SHIPMENT_STATES)})`),
    check('shipments_cost_not_negative', sql`${t.cost} >= 0`),
  ],
)
