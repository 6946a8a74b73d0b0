import { changedFields, type AuditAction, type AuditFields } from '@scentia/domain/admin/audit'
import type { AdminProduct } from '@scentia/domain/admin/order-console'
import {
  repeatedSizeLabel,
  repeatedSizeMessage,
  type SizeInput,
  type SizePatch,
} from '@scentia/domain/admin/product-input'
import type { Db } from '../../db/client.js'
import { setSizeStock, type StockChangeHook } from './inventory.repository.js'
import type { ProductSizeRow } from './product-sizes.repository.js'
import type { ProductWithPhoto } from './editor-products.repository.js'
import {
  deleteSize,
  insertSize,
  lockExtraSize,
  otherSizeLabels,
  updateSize,
} from './editor-sizes.repository.js'

/** A size write's answer: the product with its sizes, or why not (expected failures as values). */
export type SizeResult =
  { ok: true; product: AdminProduct } | { ok: false; status: 404 | 409; message: string }

export const PRODUCT_NOT_FOUND = 'Product not found'
export const SIZE_NOT_FOUND = 'Size not found'

/** Sizes other than the full bottle (decision 019); the full bottle is the product's. */
export interface AdminSizesService {
  addSize(id: number, input: SizeInput, actorUserId: number): Promise<SizeResult>
  updateSize(id: number, sizeId: number, patch: SizePatch, actorUserId: number): Promise<SizeResult>
  removeSize(id: number, sizeId: number, actorUserId: number): Promise<SizeResult>
}

/** One product write under its row lock, audited in its transaction (the products service's). */
export type ChangeProduct = (
  id: number,
  actorUserId: number,
  change: (
    tx: Db,
    locked: ProductWithPhoto,
    at: Date,
  ) => Promise<{ action: AuditAction; before: AuditFields; after: AuditFields } | undefined>,
) => Promise<boolean>

/** A size as the activity log records it, in the wire's names. */
function auditedSize(row: ProductSizeRow): AuditFields {
  return {
    size_id: row.id,
    label: row.label,
    ml: row.ml,
    price: row.price,
    stock: row.stock,
    is_sample: row.isSample,
  }
}

/**
 * The console's size writes. They share the product's lock, audit record and catalogue
 * invalidation with the product editor (handed in as `changeProduct` and `afterWrite`), because
 * a size is part of its product: a size edit and a product edit never interleave.
 */
export function createAdminSizesService({
  changeProduct,
  afterWrite,
  stockAlerts,
}: {
  changeProduct: ChangeProduct
  /** Invalidates the catalogue and answers the product as the console shows it. */
  afterWrite: (id: number) => Promise<AdminProduct | undefined>
  /** Told of every size's stock change inside its transaction: a restock mails those waiting. */
  stockAlerts: StockChangeHook & { flush(): void }
}): AdminSizesService {
  async function sizeAnswer(
    id: number,
    productFound: boolean,
    sizeFound = true,
    repeated?: string,
  ): Promise<SizeResult> {
    if (!productFound) return { ok: false, status: 404, message: PRODUCT_NOT_FOUND }
    if (!sizeFound) return { ok: false, status: 404, message: SIZE_NOT_FOUND }
    if (repeated !== undefined) {
      return { ok: false, status: 409, message: repeatedSizeMessage(repeated) }
    }
    const product = await afterWrite(id)
    return product ? { ok: true, product } : { ok: false, status: 404, message: PRODUCT_NOT_FOUND }
  }

  /** The label `label` would repeat among the product's sizes (its full bottle's included). */
  async function repeatedLabel(
    tx: Db,
    locked: ProductWithPhoto,
    label: string,
    exceptSizeId?: number,
  ): Promise<string | undefined> {
    const others = await otherSizeLabels(tx, locked.row.id, exceptSizeId)
    return repeatedSizeLabel(label, [locked.row.size, ...others])
  }

  return {
    async addSize(id, input, actorUserId) {
      let repeated: string | undefined
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        repeated = await repeatedLabel(tx, locked, input.label)
        if (repeated !== undefined) return undefined
        const row = await insertSize(tx, id, input, at)
        return { action: 'product.size_add', before: {}, after: auditedSize(row) }
      })
      return sizeAnswer(id, found, true, repeated)
    },
    async updateSize(id, sizeId, patch, actorUserId) {
      let sizeFound = false
      let repeated: string | undefined
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        const before = await lockExtraSize(tx, id, sizeId)
        if (!before) return undefined
        sizeFound = true
        if (patch.label !== undefined) {
          repeated = await repeatedLabel(tx, locked, patch.label, sizeId)
          if (repeated !== undefined) return undefined
        }
        // The count is the inventory's to write (docs/decisions/035), before the row is read back.
        if (patch.stock !== undefined) await setSizeStock(tx, sizeId, patch.stock)
        const after = await updateSize(tx, sizeId, patch, at)
        // Under the size's lock, with the edit: a size back from 0 mails those waiting for it.
        await stockAlerts.onStockChange(tx, after, before.stock ?? 0, after.stock ?? 0)
        const change = changedFields(auditedSize(before), auditedSize(after))
        if (Object.keys(change.after).length === 0) return undefined
        return {
          action: 'product.size_update',
          before: { size_id: sizeId, label: before.label, ...change.before },
          after: { size_id: sizeId, label: after.label, ...change.after },
        }
      })
      // The restock's mails, if any, were committed with it: send them now.
      if (found) stockAlerts.flush()
      return sizeAnswer(id, found, sizeFound, repeated)
    },
    async removeSize(id, sizeId, actorUserId) {
      let sizeFound = false
      const found = await changeProduct(id, actorUserId, async (tx) => {
        const before = await lockExtraSize(tx, id, sizeId)
        if (!before) return undefined
        sizeFound = true
        await deleteSize(tx, sizeId)
        return { action: 'product.size_remove', before: auditedSize(before), after: {} }
      })
      return sizeAnswer(id, found, sizeFound)
    },
  }
}
