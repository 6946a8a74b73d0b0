import { createHash } from 'node:crypto'
import { changedFields, productEditAction, type AuditFields } from '@scentia/domain/admin/audit'
import type { AdminProduct, AdminProductFilter } from '@scentia/domain/admin/order-console'
import { checkProductImage, IMAGE_UNREADABLE_MESSAGE } from '@scentia/domain/admin/product-image'
import {
  productSlug,
  type ProductInput,
  type ProductPatch,
} from '@scentia/domain/admin/product-input'
import type { Db } from '../../db/client.js'
import {
  findProductSizes,
  sortSizes,
  toWireSize,
  type ProductSizeRow,
  productWireFields,
  setProductStock,
  artUrl,
  artVersionOf,
  photoUrl,
  type ProductsService,
} from '../catalogue/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import { insertAuditRecord } from './admin-audit.repository.js'
import { encodePhotoWithoutMetadata } from './photo-encoding.js'
import {
  deletePhoto,
  findPhoto,
  findProductById,
  insertProduct,
  listProductsPage,
  lockProduct,
  savePhoto,
  setRetired,
  updateProduct,
  type ProductRow,
  type ProductWithPhoto,
  type StoredPhoto,
} from './admin-products.repository.js'
import {
  createAdminSizesService,
  type AdminSizesService,
  type ChangeProduct,
} from './admin-sizes.service.js'
import { findSizeRowsOf } from './admin-sizes.repository.js'

// The size writes live in their own file; the console's routes still reach them through here.
export { PRODUCT_NOT_FOUND, SIZE_NOT_FOUND, type SizeResult } from './admin-sizes.service.js'

export type PhotoResult =
  { ok: true; product: AdminProduct } | { ok: false; status: 400 | 404; message: string }

/** Every write names the owner making it, for the activity log (decision 011). */
export interface AdminProductsService extends AdminSizesService {
  /** One page of the console's list and how many products match in all. */
  list(query: {
    search: string | undefined
    filter: AdminProductFilter
    page: number
    perPage: number
  }): Promise<{ products: AdminProduct[]; total: number }>
  get(id: number): Promise<AdminProduct | undefined>
  create(input: ProductInput, actorUserId: number): Promise<AdminProduct>
  update(id: number, patch: ProductPatch, actorUserId: number): Promise<AdminProduct | undefined>
  setRetired(id: number, retired: boolean, actorUserId: number): Promise<AdminProduct | undefined>
  uploadPhoto(
    id: number,
    bytes: Buffer,
    contentType: string,
    actorUserId: number,
  ): Promise<PhotoResult>
  removePhoto(id: number, actorUserId: number): Promise<AdminProduct | undefined>
  /** The stored bytes behind a product's public photo URL; undefined when it has none. */
  photo(id: number): Promise<StoredPhoto | undefined>
}

/** The fields an owner can change, in the wire's names, as the activity log records them. */
function auditedFields(row: ProductRow): AuditFields {
  return {
    ...productWireFields(row),
    retired: row.retiredAt !== null,
    low_stock_threshold: row.lowStockThreshold,
  }
}

/** What the owner's product writers (the console's editor, the catalogue CSV) are built from. */
export interface ProductWriterDeps {
  db: Db
  catalogue: ProductsService
  clock: () => Date
  /** Told of every stock change inside its transaction: a restock mails those waiting. */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
}

/**
 * The owner's product writes. Every write ends with `catalogue.invalidate()`, so the storefront's
 * list and pages show it on the next request in this process (others within seconds, by the
 * catalogue's fingerprint).
 */
export function createAdminProductsService({
  db,
  catalogue,
  clock,
  stockAlerts,
}: ProductWriterDeps): AdminProductsService {
  /** `sizeRows`: the product's size rows when the caller read them with others; else read here. */
  async function toAdminProduct(
    { row, photoVersion }: ProductWithPhoto,
    sizeRows?: readonly ProductSizeRow[],
  ): Promise<AdminProduct> {
    return {
      id: row.id,
      productId: row.productId,
      ...productWireFields(row),
      image: photoVersion
        ? photoUrl(row.id, photoVersion)
        : // Drawn from the row, as the catalogue draws it: a page of the console reads its own
          // rows, never the whole catalogue (docs/decisions/039).
          artUrl(
            row.imageId,
            artVersionOf({
              imageId: row.imageId,
              brand: row.brand,
              type: row.type,
              gift_set: row.isGiftSet,
              travel_size: row.isTravelSize,
            }),
          ),
      imageId: row.imageId,
      created_at: row.createdAt.toISOString(),
      retired: row.retiredAt !== null,
      has_photo: photoVersion !== null,
      low_stock_threshold: row.lowStockThreshold,
      sizes: sizeRows
        ? sortSizes(sizeRows.map((size) => toWireSize(size, row)))
        : await findProductSizes(db, row.id, row),
    }
  }

  async function reload(id: number): Promise<AdminProduct | undefined> {
    const found = await findProductById(db, id)
    return found ? toAdminProduct(found) : undefined
  }

  async function afterWrite(id: number): Promise<AdminProduct | undefined> {
    catalogue.invalidate()
    return reload(id)
  }

  /**
   * Runs a change to one product under its row lock and records it in the same transaction:
   * `change` writes and answers the fields before and after, or undefined when it changed
   * nothing worth a record. False when there is no such product.
   */
  const changeProduct: ChangeProduct = async (id, actorUserId, change) =>
    db.transaction(async (tx) => {
      const locked = await lockProduct(tx, id)
      if (!locked) return false
      const at = clock()
      const record = await change(tx, locked, at)
      if (record) {
        await insertAuditRecord(tx, {
          actorUserId,
          target: { type: 'product', id: String(id), label: locked.row.name },
          ...record,
          at,
        })
      }
      return true
    })

  return {
    ...createAdminSizesService({ changeProduct, afterWrite, stockAlerts }),
    async list(query) {
      const { rows, total } = await listProductsPage(db, query)
      // One query for the whole page's sizes, not one per product.
      const sizes = await findSizeRowsOf(
        db,
        rows.map(({ row }) => row.id),
      )
      const products = await Promise.all(
        rows.map((found) => toAdminProduct(found, sizes.get(found.row.id) ?? [])),
      )
      return { products, total }
    },
    get: reload,
    photo: (id) => findPhoto(db, id),
    async create(input, actorUserId) {
      const row = await db.transaction(async (tx) => {
        const at = clock()
        const inserted = await insertProduct(tx, input, productSlug(input.name, input.size), at)
        await insertAuditRecord(tx, {
          actorUserId,
          action: 'product.create',
          target: { type: 'product', id: String(inserted.id), label: inserted.name },
          before: null,
          after: { productId: inserted.productId, ...auditedFields(inserted) },
          at,
        })
        return inserted
      })
      const created = await afterWrite(row.id)
      if (!created) throw new Error(`product ${row.id} vanished after insert`)
      return created
    },
    async update(id, patch, actorUserId) {
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        // The count is the inventory's to write (docs/decisions/035); the other fields are ours.
        if (patch.stock !== undefined) await setProductStock(tx, id, patch.stock)
        await updateProduct(tx, id, patch, at)
        const updated = await lockProduct(tx, id)
        if (updated) {
          await stockAlerts.onStockChange(tx, updated.row, locked.row.stock, updated.row.stock)
        }
        const change = changedFields(
          auditedFields(locked.row),
          updated ? auditedFields(updated.row) : {},
        )
        return { action: productEditAction(change.after), ...change }
      })
      // The restock's mails, if any, were committed with it: send them now.
      if (found) stockAlerts.flush()
      return found ? afterWrite(id) : undefined
    },
    async setRetired(id, retired, actorUserId) {
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        await setRetired(tx, id, retired ? at : null, at)
        return {
          action: retired ? 'product.retire' : 'product.restore',
          before: { retired: locked.row.retiredAt !== null },
          after: { retired },
        }
      })
      return found ? afterWrite(id) : undefined
    },
    async uploadPhoto(id, bytes, contentType, actorUserId) {
      const check = checkProductImage(bytes, contentType)
      if (!check.ok) return { ok: false, status: 400, message: check.message }
      // What is stored and served is the re-encoded image: no EXIF or GPS of the owner's phone.
      const encoded = await encodePhotoWithoutMetadata(bytes, check.image.type)
      if (!encoded) return { ok: false, status: 400, message: IMAGE_UNREADABLE_MESSAGE }
      const version = createHash('sha256').update(encoded.bytes).digest('hex').slice(0, 12)
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        const photo = {
          contentType: encoded.type,
          bytes: encoded.bytes,
          version,
          width: encoded.width,
          height: encoded.height,
        }
        await savePhoto(tx, id, photo, at)
        // The version is the bytes' hash: enough to tell which photo it was, without the bytes.
        return {
          action: 'product.photo',
          before: { photo: locked.photoVersion },
          after: {
            photo: version,
            content_type: photo.contentType,
            width: photo.width,
            height: photo.height,
          },
        }
      })
      const product = found ? await afterWrite(id) : undefined
      return product
        ? { ok: true, product }
        : { ok: false, status: 404, message: 'Product not found' }
    },
    async removePhoto(id, actorUserId) {
      await changeProduct(id, actorUserId, async (tx, locked, at) => {
        // Removing a photo that is not there changes nothing, and is not recorded.
        if (!(await deletePhoto(tx, id, at))) return undefined
        return {
          action: 'product.photo_remove',
          before: { photo: locked.photoVersion },
          after: { photo: null },
        }
      })
      return afterWrite(id)
    },
  }
}
