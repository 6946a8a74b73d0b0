import { DEFAULT_DELIVERY_RATES, type DeliveryRates } from '@scentia/domain/shipping/delivery-rates'
import { deliveryRatesSchema } from '@scentia/domain/shipping/delivery-rates-schema'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { deliveryRates } from '../../db/schema/index.js'

const RATES_ROW = 1

/**
 * The owner's table (decision 040), or the domain's default table until first saved. A stored
 * table that no longer passes the schema (a rule tightened since) is read as it stands rather
 * than refused: checkout must keep pricing; the console shows it for the owner to fix.
 */
export async function readDeliveryRates(
  db: Db,
): Promise<{ rates: DeliveryRates; saved: Date | null }> {
  const [row] = await db
    .select({ rates: deliveryRates.rates, updatedAt: deliveryRates.updatedAt })
    .from(deliveryRates)
    .where(eq(deliveryRates.id, RATES_ROW))
  if (!row) return { rates: DEFAULT_DELIVERY_RATES, saved: null }
  const parsed = deliveryRatesSchema.safeParse(row.rates)
  return { rates: parsed.success ? parsed.data : row.rates, saved: row.updatedAt }
}

/** Locks the row (creating it from the defaults first) so two owners' saves are recorded in turn. */
export async function lockDeliveryRates(tx: Db): Promise<DeliveryRates> {
  await tx
    .insert(deliveryRates)
    .values({ id: RATES_ROW, rates: DEFAULT_DELIVERY_RATES })
    .onConflictDoNothing()
  const [row] = await tx
    .select({ rates: deliveryRates.rates })
    .from(deliveryRates)
    .where(eq(deliveryRates.id, RATES_ROW))
    .for('update')
  if (!row) throw new Error('delivery rates row missing under lock')
  return row.rates
}

export async function writeDeliveryRates(tx: Db, rates: DeliveryRates, at: Date): Promise<void> {
  await tx
    .update(deliveryRates)
    .set({ rates, updatedAt: at })
    .where(eq(deliveryRates.id, RATES_ROW))
}
