import {
  changedFields,
  productEditAction,
  type AuditFields,
  type AuditRecord,
} from '@scentia/domain/admin/audit'
import type { AdminProduct, AdminProductFilter } from '@scentia/domain/admin/order-console'
import { checkProductImage, IMAGE_UNREADABLE_MESSAGE } from '@scentia/domain/admin/product-image'
import {
  galleryPhotos,
  isReorderOf,
  MAX_GALLERY_PHOTOS,
  mainPhoto,
  photoFallbackUrl,
  photoFileName,
  PHOTO_FORMATS,
  type PhotoKind,
  type ProductPhoto,
} from '@scentia/domain/catalog/product-photos'
import {
  productSlug,
  type ProductInput,
  type ProductPatch,
} from '@scentia/domain/admin/product-input'
import type { Db } from '../../db/client.js'
import { setProductStock, type StockChangeHook } from './inventory.repository.js'
import { artVersionOf } from './product-art-cache.js'
import {
  findProductSizes,
  sortSizes,
  toWireSize,
  type ProductSizeRow,
} from './product-sizes.repository.js'
import { productWireFields } from './products.repository.js'
import { artUrl, type ProductsService } from './products.service.js'
import { processPhoto } from './photo-processing.js'
import { createDatabasePhotoStore, type PhotoFile, type PhotoStore } from './photo-store.js'
import {
  deletePhoto,
  findProductById,
  insertPhoto,
  insertProduct,
  listProductsPage,
  lockProduct,
  setPhotoAlt,
  setPhotoOrder,
  setRetired,
  unusedPhotoKeys,
  updateProduct,
  type ProductRow,
  type ProductWithPhoto,
} from './editor-products.repository.js'
import {
  createAdminSizesService,
  type AdminSizesService,
  type ChangeProduct,
} from './editor-sizes.service.js'
import { findSizeRowsOf } from './editor-sizes.repository.js'
import { PRODUCT_NOT_FOUND } from './editor-sizes.service.js'

// The size writes live in their own file; the console's routes still reach them through here.
export { SIZE_NOT_FOUND, type SizeResult } from './editor-sizes.service.js'

export type PhotoResult =
  { ok: true; product: AdminProduct } | { ok: false; status: 400 | 404 | 409; message: string }

export { PRODUCT_NOT_FOUND }
export const PHOTO_NOT_FOUND = 'Photo not found'
export const TOO_MANY_PHOTOS_MESSAGE = `A product can have at most ${MAX_GALLERY_PHOTOS} photos; remove one first`
export const PHOTO_ORDER_MESSAGE = "The new order must list each of the product's photos once"

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
  /** A new photo at the end of the gallery, or in the authenticity slot (docs/decisions/049). */
  addPhoto(
    id: number,
    upload: { bytes: Buffer; contentType: string; kind: PhotoKind; alt: string },
    actorUserId: number,
  ): Promise<PhotoResult>
  removePhoto(id: number, photoId: number, actorUserId: number): Promise<PhotoResult>
  setPhotoAlt(id: number, photoId: number, alt: string, actorUserId: number): Promise<PhotoResult>
  /** The gallery's new order: every gallery photo's id once. */
  reorderPhotos(id: number, order: readonly number[], actorUserId: number): Promise<PhotoResult>
  /** A stored file behind a photo URL; undefined when there is none. */
  photoFile(name: string): Promise<PhotoFile | undefined>
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
  stockAlerts: StockChangeHook & { flush(): void }
  /**
   * Writes the activity log's row inside the change's transaction (decision 011); the log is
   * the console's own table (docs/decisions/035), so its writer is handed in.
   */
  insertAuditRecord: (tx: Db, record: AuditRecord) => Promise<void>
  /** Where photo files live (docs/decisions/049); the database unless another is given. */
  photoStore?: PhotoStore
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
  insertAuditRecord,
  photoStore = createDatabasePhotoStore(db),
}: ProductWriterDeps): AdminProductsService {
  /** `sizeRows`: the product's size rows when the caller read them with others; else read here. */
  async function toAdminProduct(
    { row, photos }: ProductWithPhoto,
    sizeRows?: readonly ProductSizeRow[],
  ): Promise<AdminProduct> {
    const main = mainPhoto(photos)
    return {
      id: row.id,
      productId: row.productId,
      ...productWireFields(row),
      image: main
        ? photoFallbackUrl(main)
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
      has_photo: main !== undefined,
      photos,
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

  async function answer(found: boolean, id: number): Promise<PhotoResult> {
    const product = found ? await afterWrite(id) : undefined
    return product ? { ok: true, product } : { ok: false, status: 404, message: PRODUCT_NOT_FOUND }
  }

  /** After the rows are committed: files of photos no row names any more. */
  async function removeUnusedFiles(photos: readonly Pick<ProductPhoto, 'key' | 'widths'>[]) {
    const unused = new Set(
      await unusedPhotoKeys(
        db,
        photos.map((photo) => photo.key),
      ),
    )
    await photoStore.remove(
      photos
        .filter((photo) => unused.has(photo.key))
        .flatMap((photo) =>
          photo.widths.flatMap((width) =>
            PHOTO_FORMATS.map((format) => photoFileName(photo.key, width, format)),
          ),
        ),
    )
  }

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
    photoFile: (name) => photoStore.get(name),
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
    async addPhoto(id, { bytes, contentType, kind, alt }, actorUserId) {
      const check = checkProductImage(bytes, contentType)
      if (!check.ok) return { ok: false, status: 400, message: check.message }
      const processed = await processPhoto(bytes)
      if (!processed) return { ok: false, status: 400, message: IMAGE_UNREADABLE_MESSAGE }
      const { files, ...photo } = processed
      // Files first, named by content: a row is never committed without them (decision 049).
      await photoStore.put(files)
      let refused: PhotoResult | undefined
      let replaced: ProductPhoto[] = []
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        if (kind === 'gallery' && galleryPhotos(locked.photos).length >= MAX_GALLERY_PHOTOS) {
          refused = { ok: false, status: 409, message: TOO_MANY_PHOTOS_MESSAGE }
          return undefined
        }
        const saved = await insertPhoto(tx, id, { ...photo, kind, alt }, at)
        replaced = saved.replaced
        // The key is the pixels' hash: enough to tell which photo it was, without the bytes.
        return {
          action: 'product.photo',
          before: { photo: replaced[0]?.key ?? null },
          after: { photo: photo.key, kind, width: photo.width, height: photo.height },
        }
      })
      await removeUnusedFiles(refused || !found ? [photo] : replaced)
      if (refused) return refused
      return answer(found, id)
    },
    async removePhoto(id, photoId, actorUserId) {
      let removed: ProductPhoto | undefined
      const found = await changeProduct(id, actorUserId, async (tx, _locked, at) => {
        removed = await deletePhoto(tx, id, photoId, at)
        if (!removed) return undefined
        return {
          action: 'product.photo_remove',
          before: { photo: removed.key, kind: removed.kind },
          after: { photo: null },
        }
      })
      if (found && !removed) return { ok: false, status: 404, message: PHOTO_NOT_FOUND }
      await removeUnusedFiles(removed ? [removed] : [])
      return answer(found, id)
    },
    async setPhotoAlt(id, photoId, alt, actorUserId) {
      let refused: PhotoResult | undefined
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        const before = locked.photos.find((photo) => photo.id === photoId)
        if (!before || !(await setPhotoAlt(tx, id, photoId, alt, at))) {
          refused = { ok: false, status: 404, message: PHOTO_NOT_FOUND }
          return undefined
        }
        if (before.alt === alt) return undefined
        return { action: 'product.photo_alt', before: { alt: before.alt }, after: { alt } }
      })
      if (refused) return refused
      return answer(found, id)
    },
    async reorderPhotos(id, order, actorUserId) {
      let refused: PhotoResult | undefined
      const found = await changeProduct(id, actorUserId, async (tx, locked, at) => {
        const current = galleryPhotos(locked.photos).map((photo) => photo.id)
        if (!isReorderOf(current, order)) {
          refused = { ok: false, status: 409, message: PHOTO_ORDER_MESSAGE }
          return undefined
        }
        if (current.every((photoId, index) => order[index] === photoId)) return undefined
        await setPhotoOrder(tx, id, order, at)
        return {
          action: 'product.photo_order',
          before: { order: current },
          after: { order: [...order] },
        }
      })
      if (refused) return refused
      return answer(found, id)
    },
  }
}
