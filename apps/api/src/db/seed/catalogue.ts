import type { Db } from '../client.js'
import { products } from '../schema/products.js'
import { catalogueSeed } from './data/catalogue.js'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Seeds the catalogue once (PRODUCT §3). A shop that already has products, seeded or entered by
 * the owner, is left alone: this runs at every start. One insert, so it never half-happens.
 */
export async function seedCatalogue(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: products.id }).from(products).limit(1)
  if (existing) return
  await db.insert(products).values(
    catalogueSeed.map((entry) => {
      // Ages are relative to seeding, so New Arrivals are new on any fresh install.
      const createdAt = new Date(now.getTime() - entry.daysAgo * DAY_MS)
      return {
        productId: entry.productId,
        name: entry.name,
        brand: entry.brand,
        description: entry.description,
        price: entry.price,
        stock: entry.stock,
        gender: entry.gender,
        size: entry.size,
        type: entry.type,
        intensity: entry.intensity,
        topNotes: entry.notes.top,
        heartNotes: entry.notes.heart,
        baseNotes: entry.notes.base,
        // The art key starts as the slug; the owner's console may point it elsewhere later.
        imageId: entry.productId,
        bestSeller: entry.bestSeller ?? false,
        isGiftSet: entry.giftSet ?? false,
        isTravelSize: entry.travelSize ?? false,
        createdAt,
        updatedAt: createdAt,
      }
    }),
  )
}
