import type { Db } from '../client.js'
import { productSizes } from '../schema/product-sizes.js'
import { products } from '../schema/products.js'
import { catalogueSeed } from './data/catalogue.js'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Seeds the catalogue once (docs/product.md §3). A shop that already has products, seeded or entered by
 * the owner, is left alone: this runs at every start. One insert, so it never half-happens.
 */
export async function seedCatalogue(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: products.id }).from(products).limit(1)
  if (existing) return
  const inserted = await db
    .insert(products)
    .values(
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
    .returning({ id: products.id, productId: products.productId, price: products.price })
  // The full bottle's size row comes from the database's trigger (migration 0007); a third of
  // the catalogue (every third fragrance, so it is the same on every install) also sells a
  // 2 ml sample.
  await insertSamples(
    db,
    inserted.filter((_, index) => index % 3 === 0),
  )
}

const SAMPLE_LABEL = '2 ml sample'
const SAMPLE_STOCK = 40

/** A 2 ml sample of each of these fragrances, as the seed sells them. */
export async function insertSamples(
  db: Db,
  bottles: readonly { id: number; price: number }[],
): Promise<void> {
  if (bottles.length === 0) return
  await db.insert(productSizes).values(
    bottles.map((product) => ({
      productId: product.id,
      label: SAMPLE_LABEL,
      ml: 2,
      price: samplePrice(product.price),
      stock: SAMPLE_STOCK,
      isSample: true,
    })),
  )
}

/** About 4% of the bottle, to the next ₦100, never under ₦1,500: what a 2 ml decant sells for. */
export function samplePrice(bottlePrice: number): number {
  return Math.max(1_500, Math.ceil((bottlePrice * 0.04) / 100) * 100)
}
