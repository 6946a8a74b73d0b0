import { DEFAULT_LOW_STOCK_THRESHOLD } from '@scentia/domain/catalog/low-stock'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { shopSettings } from '../../db/schema/index.js'

const SETTINGS_ROW = 1

/** The owner's low-stock default and gift wrap price (decision 045); this module writes them. */
export interface ShopExtras {
  lowStockDefault: number
  /** Integer naira; 0: gift wrap is not offered. */
  giftWrapPrice: number
}

const columns = {
  lowStockDefault: shopSettings.lowStockDefault,
  giftWrapPrice: shopSettings.giftWrapPrice,
}

/** The settings as saved, or the defaults (threshold 3, no wrap) until the owner first saves. */
export async function readShopExtras(db: Db): Promise<ShopExtras> {
  const [row] = await db.select(columns).from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW))
  return row ?? { lowStockDefault: DEFAULT_LOW_STOCK_THRESHOLD, giftWrapPrice: 0 }
}

/** Locks the settings row (creating it first) so two owners' saves are recorded one after the other. */
export async function lockShopExtras(tx: Db): Promise<ShopExtras> {
  await tx.insert(shopSettings).values({ id: SETTINGS_ROW }).onConflictDoNothing()
  const [row] = await tx
    .select(columns)
    .from(shopSettings)
    .where(eq(shopSettings.id, SETTINGS_ROW))
    .for('update')
  if (!row) throw new Error('shop settings row missing under lock')
  return row
}

export async function writeShopExtras(tx: Db, settings: ShopExtras, at: Date): Promise<void> {
  await tx
    .update(shopSettings)
    .set({ ...settings, updatedAt: at })
    .where(eq(shopSettings.id, SETTINGS_ROW))
}
