import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders, shipments, type ShipmentEvent } from '../../db/schema/index.js'

/* The only writer of `shipments` (docs/decisions/035, 044). */

export type ShipmentRow = typeof shipments.$inferSelect
export type NewShipmentRow = Omit<typeof shipments.$inferInsert, 'id'>

export async function insertShipment(tx: Db, row: NewShipmentRow): Promise<ShipmentRow> {
  const [inserted] = await tx.insert(shipments).values(row).returning()
  if (!inserted) throw new Error('shipment insert returned no row')
  return inserted
}

/** The order's parcel that is not cancelled, if any; else its latest cancelled one. */
export async function findShipmentOfOrder(
  db: Db,
  orderId: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(sql`${shipments.state} = 'cancelled'`, desc(shipments.id))
    .limit(1)
  return row
}

export async function hasLiveShipment(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.state, 'cancelled')))
    .limit(1)
  return row !== undefined
}

/** The shipment a courier's event names, locked: its events apply one at a time. */
export async function lockShipment(
  tx: Db,
  provider: string,
  externalId: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.externalId, externalId)))
    .for('update')
  return row
}

export async function updateShipment(
  tx: Db,
  id: number,
  change: Pick<ShipmentRow, 'state' | 'trackingNumber' | 'trackingUrl'> & {
    events: ShipmentEvent[]
    at: Date
  },
): Promise<void> {
  await tx
    .update(shipments)
    .set({
      state: change.state,
      trackingNumber: change.trackingNumber,
      trackingUrl: change.trackingUrl,
      events: change.events,
      updatedAt: change.at,
    })
    .where(eq(shipments.id, id))
}

/**
 * Account deletion (NDPA, the privacy module's erasure step): a courier's raw events name the
 * shopper and their address, so a finished parcel's (delivered or cancelled) keep only their
 * status words and times. A parcel still on its way keeps them, as its order keeps its address.
 */
export async function eraseShipmentEventsOfUser(tx: Db, userId: number, at: Date): Promise<void> {
  await tx
    .update(shipments)
    .set({
      events: sql`(select coalesce(jsonb_agg(event - 'payload'), '[]'::jsonb) from jsonb_array_elements(${shipments.events}) as event)`,
      updatedAt: at,
    })
    .where(
      and(
        inArray(shipments.state, ['delivered', 'cancelled']),
        inArray(
          shipments.orderId,
          tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.userId, userId)),
        ),
      ),
    )
}
