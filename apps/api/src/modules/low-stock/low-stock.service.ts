import { crossedIntoLowStock, effectiveThreshold } from '@scentia/domain/catalog/low-stock'
import type { Db } from '../../db/client.js'
import type { MailService } from '../mail/index.js'
import { readShopExtras } from '../shop-settings/index.js'
import type { SmsService } from '../sms/index.js'
import { findThresholdOf } from './low-stock.repository.js'

/** A stock row as the inventory hands it over: a product's, or a size's (decision 019). */
type ChangedStock =
  | { id: number; retiredAt: Date | null }
  | { id: number; productId: number; label: string | null; isDefault: boolean }

export interface LowStockService {
  /**
   * Called by every change of a product's or a size's stock, inside its transaction and under
   * its row lock (the inventory's hook): a change that crosses the fragrance's low-stock level
   * (the domain's crossedIntoLowStock) writes one mail to the shop's inbox and one text to
   * OWNER_SMS_NUMBER to the outbox, with the change, so a rolled-back sale tells nobody and two
   * sales at once, serialised by the lock, tell once. Answers whether it told.
   */
  onStockChange(tx: Db, changed: ChangedStock, before: number, after: number): Promise<boolean>
  /** After the commit of a stock change: deliver now rather than at the worker's next poll. */
  flush(): void
}

export function createLowStockService({
  mail,
  sms,
  ownerEmail,
}: {
  mail: Pick<MailService, 'queueLowStock' | 'flush'>
  sms: Pick<SmsService, 'queueOwnerLowStock'>
  /** The shop's inbox (SUPPORT_EMAIL), where the owner reads the contact form too. */
  ownerEmail: string
}): LowStockService {
  return {
    async onStockChange(tx, changed, before, after) {
      // Only a fall can cross; most changes are settled here without a query.
      if (after >= before) return false
      const size = 'isDefault' in changed ? changed : undefined
      if (size?.isDefault) return false
      // A retired bottle is not for sale: running low on it needs no restock.
      if (!size && 'retiredAt' in changed && changed.retiredAt !== null) return false
      const product = await findThresholdOf(tx, size ? size.productId : changed.id)
      if (!product) return false
      const { lowStockDefault } = await readShopExtras(tx)
      const threshold = effectiveThreshold(product.threshold, lowStockDefault)
      if (!crossedIntoLowStock(before, after, threshold)) return false
      const facts = {
        name: product.name,
        size: size?.label ?? undefined,
        left: after,
        productKey: product.id,
      }
      await mail.queueLowStock(tx, ownerEmail, {
        productName: product.name,
        brand: product.brand,
        size: facts.size,
        left: after,
        threshold,
        productKey: product.id,
      })
      await sms.queueOwnerLowStock(tx, facts)
      return true
    },
    flush: () => {
      mail.flush()
    },
  }
}
