import {
  DEFAULT_POD_CEILING_NAIRA,
  type PodSettings,
} from '@scentia/domain/payment/pay-on-delivery'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { shopSettings } from '../../db/schema/index.js'

const SETTINGS_ROW = 1

/** The owner's pay-on-delivery switch and ceiling; the domain's defaults until first saved. */
export async function readPodSettings(db: Db): Promise<PodSettings> {
  const [row] = await db
    .select({ enabled: shopSettings.podEnabled, ceilingNaira: shopSettings.podCeilingNaira })
    .from(shopSettings)
    .where(eq(shopSettings.id, SETTINGS_ROW))
  return row ?? { enabled: false, ceilingNaira: DEFAULT_POD_CEILING_NAIRA }
}

/** Locks the settings row (creating it first) so two owners' saves are recorded one after the other. */
export async function lockPodSettings(tx: Db): Promise<PodSettings> {
  await tx.insert(shopSettings).values({ id: SETTINGS_ROW }).onConflictDoNothing()
  const [row] = await tx
    .select({ enabled: shopSettings.podEnabled, ceilingNaira: shopSettings.podCeilingNaira })
    .from(shopSettings)
    .where(eq(shopSettings.id, SETTINGS_ROW))
    .for('update')
  if (!row) throw new Error('shop settings row missing under lock')
  return row
}

export async function writePodSettings(tx: Db, settings: PodSettings, at: Date): Promise<void> {
  await tx
    .update(shopSettings)
    .set({ podEnabled: settings.enabled, podCeilingNaira: settings.ceilingNaira, updatedAt: at })
    .where(eq(shopSettings.id, SETTINGS_ROW))
}
