import type { Db } from '../../db/client.js'
import { saveAuditedSettings, type AuditedSettings } from '../admin/index.js'
import {
  lockShopExtras,
  readShopExtras,
  writeShopExtras,
  type ShopExtras,
} from './shop-settings.repository.js'

export interface ShopSettingsService {
  read(): Promise<ShopExtras>
  update(next: ShopExtras, actorUserId: number): Promise<ShopExtras>
}

/** The console's low-stock and gift settings, as the activity log records a save. */
const SHOP_EXTRAS_SETTINGS: AuditedSettings<ShopExtras> = {
  id: 'low_stock_and_gifts',
  label: 'Low stock and gifts',
  lock: lockShopExtras,
  write: writeShopExtras,
  auditFields: (extras) => ({
    low_stock_default: extras.lowStockDefault,
    gift_wrap_price: extras.giftWrapPrice,
  }),
}

export function createShopSettingsService({
  db,
  clock,
}: {
  db: Db
  clock: () => Date
}): ShopSettingsService {
  return {
    read: () => readShopExtras(db),
    async update(next, actorUserId) {
      await saveAuditedSettings(db, SHOP_EXTRAS_SETTINGS, { next, actorUserId, clock })
      return next
    },
  }
}
