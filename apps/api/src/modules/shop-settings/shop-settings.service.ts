import { changedFields } from '@scentia/domain/admin/audit'
import type { Db } from '../../db/client.js'
import { insertAuditRecord } from '../admin/index.js'
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
      await db.transaction(async (tx) => {
        const before = await lockShopExtras(tx)
        const at = clock()
        await writeShopExtras(tx, next, at)
        // Decision 011: the change and its record commit together.
        await insertAuditRecord(tx, {
          actorUserId,
          action: 'settings.low_stock_and_gifts',
          target: { type: 'settings', id: 'low_stock_and_gifts', label: 'Low stock and gifts' },
          ...changedFields(
            { low_stock_default: before.lowStockDefault, gift_wrap_price: before.giftWrapPrice },
            { low_stock_default: next.lowStockDefault, gift_wrap_price: next.giftWrapPrice },
          ),
          at,
        })
      })
      return next
    },
  }
}
