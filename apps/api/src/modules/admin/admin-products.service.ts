import { createHash } from 'node:crypto'
import type { AdminProduct } from '@scentia/domain/admin/order-console'
import { checkProductImage } from '@scentia/domain/admin/product-image'
import {
  productSlug,
  type ProductInput,
  type ProductPatch,
} from '@scentia/domain/admin/product-input'
import type { Db } from '../../db/client.js'
import { artUrl, photoUrl, type ProductsService } from '../products/products.service.js'
import {
  deletePhoto,
  findProductById,
  insertProduct,
  listAllProducts,
  savePhoto,
  setRetired,
  updateProduct,
  type ProductWithPhoto,
} from './admin-products.repository.js'

export type PhotoResult =
  { ok: true; product: AdminProduct } | { ok: false; status: 400 | 404; message: string }

export interface AdminProductsService {
  list(): Promise<AdminProduct[]>
  get(id: number): Promise<AdminProduct | undefined>
  create(input: ProductInput): Promise<AdminProduct>
  update(id: number, patch: ProductPatch): Promise<AdminProduct | undefined>
  setRetired(id: number, retired: boolean): Promise<AdminProduct | undefined>
  uploadPhoto(id: number, bytes: Buffer, contentType: string): Promise<PhotoResult>
  removePhoto(id: number): Promise<AdminProduct | undefined>
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
}: {
  db: Db
  catalogue: ProductsService
  clock: () => Date
}): AdminProductsService {
  async function toAdminProduct({ row, photoVersion }: ProductWithPhoto): Promise<AdminProduct> {
    // The art's version comes from the catalogue, which draws it (retired products included).
    const art = await catalogue.productArt(row.imageId)
    return {
      id: row.id,
      productId: row.productId,
      name: row.name,
      brand: row.brand,
      description: row.description,
      price: row.price,
      stock: row.stock,
      gender: row.gender,
      size: row.size,
      type: row.type,
      intensity: row.intensity,
      notes: { top: row.topNotes, heart: row.heartNotes, base: row.baseNotes },
      image: photoVersion
        ? photoUrl(row.id, photoVersion)
        : artUrl(row.imageId, art?.version ?? '0'),
      imageId: row.imageId,
      best_seller: row.bestSeller,
      gift_set: row.isGiftSet,
      travel_size: row.isTravelSize,
      created_at: row.createdAt.toISOString(),
      retired: row.retiredAt !== null,
      has_photo: photoVersion !== null,
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

  return {
    async list() {
      return Promise.all((await listAllProducts(db)).map(toAdminProduct))
    },
    get: reload,
    async create(input) {
      const row = await insertProduct(db, input, productSlug(input.name, input.size), clock())
      const created = await afterWrite(row.id)
      if (!created) throw new Error(`product ${row.id} vanished after insert`)
      return created
    },
    async update(id, patch) {
      if (!(await updateProduct(db, id, patch, clock()))) return undefined
      return afterWrite(id)
    },
    async setRetired(id, retired) {
      const now = clock()
      if (!(await setRetired(db, id, retired ? now : null, now))) return undefined
      return afterWrite(id)
    },
    async uploadPhoto(id, bytes, contentType) {
      const check = checkProductImage(bytes, contentType)
      if (!check.ok) return { ok: false, status: 400, message: check.message }
      if (!(await findProductById(db, id)))
        return { ok: false, status: 404, message: 'Product not found' }
      const version = createHash('sha256').update(bytes).digest('hex').slice(0, 12)
      await savePhoto(
        db,
        id,
        {
          contentType: check.image.type,
          bytes,
          version,
          width: check.image.width,
          height: check.image.height,
        },
        clock(),
      )
      const product = await afterWrite(id)
      return product
        ? { ok: true, product }
        : { ok: false, status: 404, message: 'Product not found' }
    },
    async removePhoto(id) {
      await deletePhoto(db, id, clock())
      return afterWrite(id)
    },
  }
}
