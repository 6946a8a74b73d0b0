import { isPhotoKind, type ProductPhoto } from '@scentia/domain/catalog/product-photos'
import { asc, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productPhotos } from '../../db/schema/product-images.js'

export type ProductPhotoRow = typeof productPhotos.$inferSelect

/** A photo row as the wire sends it (docs/decisions/049). */
export function toWirePhoto(row: ProductPhotoRow): ProductPhoto {
  return {
    id: row.id,
    kind: isPhotoKind(row.kind) ? row.kind : 'gallery',
    key: row.key,
    width: row.width,
    height: row.height,
    widths: [...row.widths],
    alt: row.alt,
    placeholder: row.placeholder,
  }
}

/**
 * Every product's photos (or only these products'), by product id: the gallery in its order,
 * then the authenticity photo. Read with the products, so the catalogue's cache carries them and
 * a photo change re-renders exactly that product's pages (docs/decisions/039).
 */
export async function loadPhotos(
  db: Db,
  productIds?: readonly number[],
): Promise<Map<number, ProductPhoto[]>> {
  if (productIds?.length === 0) return new Map()
  const rows = await db
    .select()
    .from(productPhotos)
    .where(productIds ? inArray(productPhotos.productId, [...productIds]) : undefined)
    .orderBy(asc(productPhotos.productId), asc(productPhotos.position), asc(productPhotos.id))
  const byProduct = new Map<number, ProductPhoto[]>()
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push(toWirePhoto(row))
    byProduct.set(row.productId, list)
  }
  for (const list of byProduct.values()) {
    // The authenticity photo after the gallery, whatever its position says.
    list.sort((a, b) => Number(a.kind === 'authenticity') - Number(b.kind === 'authenticity'))
  }
  return byProduct
}
