import { isBackInStock, STOCK_ALERT_CONFIRM_TTL_MS } from '@scentia/domain/catalog/stock-alert'
import type { Db } from '../../db/client.js'
import { createMailToken, hashMailToken } from '../auth/index.js'
import type { MailService } from '../mail/index.js'
import {
  confirmStockAlert,
  findProductRow,
  findShelfProduct,
  findSizeOf,
  insertStockAlert,
  listAlertsForEmail,
  takeWaitingAlerts,
} from './stock-alerts.repository.js'

export type SubscribeResult =
  { ok: true; inStock: boolean } | { ok: false; reason: 'product-not-found' | 'size-not-found' }

/** What a restock mail needs of the product, as its row holds it. */
export interface RestockedProduct {
  id: number
  productId: string
  name: string
  brand: string
  price: number
  retiredAt: Date | null
}

/**
 * A size other than the full bottle, as its `product_sizes` row holds it (decision 019). Its
 * `productId` is the product's key; the mail's product figures are read under the caller's
 * transaction.
 */
export interface RestockedSize {
  id: number
  productId: number
  label: string | null
  price: number | null
  isDefault: boolean
}

export interface StockAlertsService {
  /**
   * "Tell me when it's back": saved once per address and product, or per address and size when
   * `sizeId` names one of the product's other sizes; the same answer whoever asks.
   */
  subscribe(productId: string, email: string, sizeId?: number): Promise<SubscribeResult>
  /**
   * Called by every change of a product's or a size's stock, inside its transaction and under
   * that stock's row lock: when the change brings it back (0 → n), the shoppers waiting for that
   * product's full bottle, or for that size, are written to the outbox and their alerts marked
   * sent, with the change. The one hook for both, so no caller decides whose alerts a change
   * answers. Answers how many were mailed.
   */
  onStockChange(
    tx: Db,
    changed: RestockedProduct | RestockedSize,
    before: number,
    after: number,
  ): Promise<number>
  /**
   * The mailed link: confirms its alert, once. Answers the product it was for, or undefined when
   * the link is unknown, used, lapsed or its alert already mailed.
   */
  confirm(token: string): Promise<{ productId: string; productName: string } | undefined>
  /** After the commit of a stock change: deliver now rather than at the worker's next poll. */
  flush(): void
  /** The stock alerts section of a data export: every alert this address asked for. */
  exportFor(email: string): Promise<unknown[]>
}

export function createStockAlertsService({
  db,
  mail,
  clock,
}: {
  db: Db
  mail: Pick<MailService, 'queueBackInStock' | 'queueStockAlertConfirmation' | 'flush'>
  clock: () => Date
}): StockAlertsService {
  /** The product (or size) a shopper asked about, as an alert's key and its stock now. */
  async function target(productId: string, sizeId: number | undefined) {
    const product = await findShelfProduct(db, productId)
    if (!product) return 'product-not-found' as const
    const bottle = { productId: product.id, name: product.name, sizeId: null, sizeLabel: null }
    if (sizeId === undefined) return { ...bottle, stock: product.stock }
    const size = await findSizeOf(db, product.id, sizeId)
    if (!size) return 'size-not-found' as const
    // The full bottle's row has no stock of its own: asking for it is asking for the product.
    if (size.isDefault) return { ...bottle, stock: product.stock }
    return { ...bottle, sizeId: size.id, sizeLabel: size.label, stock: size.stock ?? 0 }
  }

  return {
    async subscribe(productId, email, sizeId) {
      const found = await target(productId, sizeId)
      if (typeof found === 'string') return { ok: false, reason: found }
      // A stale page: it came back before they asked. Saving would wait for the *next* sell-out
      // and return, so say so instead.
      if (found.stock > 0) return { ok: true, inStock: true }
      // The form is public: the address first gets one mail asking it to confirm, and only a
      // confirmed alert is ever mailed. Asking again while it waits sends nothing more.
      const { token, tokenHash } = createMailToken()
      const queued = await db.transaction(async (tx) => {
        const saved = await insertStockAlert(tx, {
          productId: found.productId,
          sizeId: found.sizeId,
          email,
          at: clock(),
          confirmTokenHash: tokenHash,
        })
        if (saved) {
          await mail.queueStockAlertConfirmation(tx, email, {
            productName: found.name,
            ...(found.sizeLabel ? { size: found.sizeLabel } : {}),
            token,
          })
        }
        return saved
      })
      if (queued) mail.flush()
      return { ok: true, inStock: false }
    },
    async confirm(token) {
      const at = clock()
      return confirmStockAlert(db, {
        tokenHash: hashMailToken(token),
        at,
        createdSince: new Date(at.getTime() - STOCK_ALERT_CONFIRM_TTL_MS),
      })
    },
    async onStockChange(tx, changed, before, after) {
      if (!isBackInStock(before, after)) return 0
      const size = 'isDefault' in changed ? changed : undefined
      // The full bottle's row is never written with stock of its own; guard anyway, so a caller
      // handing it in cannot take the bottle's alerts as a size's.
      if (size?.isDefault) return 0
      const product: RestockedProduct | undefined =
        'isDefault' in changed ? await findProductRow(tx, changed.productId) : changed
      // A retired bottle has no page to come back to; its alerts (and its sizes') keep waiting.
      if (!product || product.retiredAt !== null) return 0
      const emails = await takeWaitingAlerts(tx, product.id, size?.id ?? null, clock())
      for (const email of emails) {
        await mail.queueBackInStock(tx, email, {
          productId: product.productId,
          productName: product.name,
          brand: product.brand,
          price: size?.price ?? product.price,
          ...(size?.label ? { size: size.label } : {}),
        })
      }
      return emails.length
    },
    flush: () => {
      mail.flush()
    },
    exportFor: (email) => listAlertsForEmail(db, email),
  }
}
