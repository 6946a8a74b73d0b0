import { isBackInStock } from '@scentia/domain/catalog/stock-alert'
import type { Db } from '../../db/client.js'
import type { MailService } from '../mail/mail.service.js'
import { findShelfProduct, insertStockAlert, takeWaitingAlerts } from './stock-alerts.repository.js'

export type SubscribeResult = { ok: true; inStock: boolean } | { ok: false; reason: 'not-found' }

/** What a restock mail needs of the product, as its row holds it. */
export interface RestockedProduct {
  id: number
  productId: string
  name: string
  brand: string
  price: number
  retiredAt: Date | null
}

export interface StockAlertsService {
  /** "Tell me when it's back": saved once per address and product, whoever asks. */
  subscribe(productId: string, email: string): Promise<SubscribeResult>
  /**
   * Called by every change of a product's stock, inside its transaction and under its row lock:
   * when the change brings the product back (0 → n), the waiting shoppers' mails are written to
   * the outbox and their alerts marked sent, with the change. Answers how many were mailed.
   */
  onStockChange(tx: Db, product: RestockedProduct, before: number, after: number): Promise<number>
  /** After the commit of a stock change: deliver now rather than at the worker's next poll. */
  flush(): void
}

export function createStockAlertsService({
  db,
  mail,
  clock,
}: {
  db: Db
  mail: Pick<MailService, 'queueBackInStock' | 'flush'>
  clock: () => Date
}): StockAlertsService {
  return {
    async subscribe(productId, email) {
      const product = await findShelfProduct(db, productId)
      if (!product) return { ok: false, reason: 'not-found' }
      // A stale page: it came back before they asked. Saving would wait for the *next* sell-out
      // and return, so say so instead.
      if (product.stock > 0) return { ok: true, inStock: true }
      await insertStockAlert(db, { productId: product.id, email, at: clock() })
      return { ok: true, inStock: false }
    },
    async onStockChange(tx, product, before, after) {
      // A retired bottle has no page to come back to; its alerts keep waiting.
      if (!isBackInStock(before, after) || product.retiredAt !== null) return 0
      const emails = await takeWaitingAlerts(tx, product.id, clock())
      for (const email of emails) {
        await mail.queueBackInStock(tx, email, {
          productId: product.productId,
          productName: product.name,
          brand: product.brand,
          price: product.price,
        })
      }
      return emails.length
    },
    flush: () => {
      mail.flush()
    },
  }
}
