import {
  GENDERS,
  INTENSITIES,
  SCENT_FAMILIES,
  type Gender,
  type Intensity,
  type ScentFamily,
} from '@scentia/domain/catalog/product'
import { count } from 'drizzle-orm'
import type { Db } from '../client.js'
import { products } from '../schema/products.js'
import { insertSamples } from './catalogue.js'
import { catalogueSeed } from './data/catalogue.js'
import { seededRandom } from '@scentia/domain/random/seeded-random'

/**
 * A catalogue of thousands, for the bench and the tests that need one (docs/product.md §11: the
 * shop serves 20,000 products as well as 64). Deterministic from its seed, so two runs measure
 * the same shop. The notes come from the seeded catalogue, per family, so searches and similar
 * scents meet the words shoppers would; brands, names, prices, stock, sizes and ages vary.
 */
export interface GrowOptions {
  /** How many products the catalogue holds afterwards (retired ones count); fewer is a no-op. */
  products: number
  /** Any integer: the same seed grows the same catalogue. */
  seed?: number
  now?: Date
}

/** Rows per INSERT: ~20 parameters a row stays far below PostgreSQL's 65,535 per statement. */
const BATCH_ROWS = 1_000
const DAY_MS = 24 * 60 * 60 * 1000
const DEFAULT_SEED = 20_000

const HOUSES = [
  'Maison',
  'Atelier',
  'House of',
  'Casa',
  'Studio',
  'Parfums',
  'Ateliers',
  'Collection',
] as const
const FOUNDERS = [
  'Adaeze',
  'Chioma',
  'Tunde',
  'Ngozi',
  'Kemi',
  'Obinna',
  'Zainab',
  'Ifeoma',
  'Bayo',
  'Amara',
  'Segun',
  'Halima',
  'Emeka',
  'Funke',
  'Yusuf',
  'Nneka',
  'Dayo',
  'Aisha',
  'Chidi',
  'Folake',
  'Ikenna',
  'Bisi',
  'Musa',
  'Ronke',
] as const
const PLACES = [
  'Ikoyi',
  'Lekki',
  'Abuja',
  'Kano',
  'Enugu',
  'Calabar',
  'Ibadan',
  'Jos',
  'Badagry',
  'Epe',
  'Owerri',
  'Benin',
  'Makurdi',
  'Zaria',
  'Yola',
  'Asaba',
] as const
const MOODS = [
  'Midnight',
  'Golden',
  'Velvet',
  'Harmattan',
  'Rain',
  'Sunday',
  'Silk',
  'Amber',
  'Lagoon',
  'Market',
  'Savanna',
  'Palm',
  'Copper',
  'Indigo',
  'Ember',
  'Dawn',
] as const
const SIZES = [
  { label: '30ml', factor: 0.45 },
  { label: '50ml', factor: 0.7 },
  { label: '75ml', factor: 0.85 },
  { label: '100ml', factor: 1 },
] as const

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The seeded catalogue's notes per family and tier: the words real shoppers search for. */
function notePools() {
  const pools = new Map<ScentFamily, { top: string[]; heart: string[]; base: string[] }>()
  for (const family of SCENT_FAMILIES) pools.set(family, { top: [], heart: [], base: [] })
  for (const entry of catalogueSeed) {
    const pool = pools.get(entry.type)
    if (!pool) continue
    for (const tier of ['top', 'heart', 'base'] as const) {
      for (const note of entry.notes[tier]) if (!pool[tier].includes(note)) pool[tier].push(note)
    }
  }
  return pools
}

/**
 * Adds generated fragrances until the catalogue holds `products` rows, in multi-row inserts (a
 * few seconds for 20,000). A third also sell a 2 ml sample, as the seed's do. Run it after the
 * seed: it leaves existing rows alone.
 */
export async function growCatalogue(db: Db, options: GrowOptions): Promise<number> {
  const [row] = await db.select({ count: count() }).from(products)
  const existing = row?.count ?? 0
  const missing = options.products - existing
  if (missing <= 0) return 0
  const rows = generateProducts({
    from: existing + 1,
    count: missing,
    seed: options.seed ?? DEFAULT_SEED,
    now: options.now ?? new Date(),
  })
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const inserted = await db
      .insert(products)
      .values(rows.slice(start, start + BATCH_ROWS))
      .returning({ id: products.id, price: products.price })
    // The full bottle's size row comes from the database's trigger; samples as the seed sells them.
    await insertSamples(
      db,
      inserted.filter((product) => product.id % 3 === 0),
    )
  }
  return missing
}

/**
 * The product rows numbered `from` to `from + count - 1` (the number ends each slug, so they
 * never collide with one another or the seed's): a pure function of its arguments.
 */
export function generateProducts({
  from,
  count: total,
  seed,
  now,
}: {
  from: number
  count: number
  seed: number
  now: Date
}): (typeof products.$inferInsert)[] {
  const random = seededRandom(seed + from)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const pickSome = (items: readonly string[], most: number) => {
    const chosen = new Set<string>()
    const wanted = 1 + Math.floor(random() * most)
    while (chosen.size < Math.min(wanted, items.length)) chosen.add(pick(items))
    return [...chosen]
  }
  const pools = notePools()
  return Array.from({ length: total }, (_, index) => {
    const serial = from + index
    const family = pick(SCENT_FAMILIES)
    const gender: Gender = pick(GENDERS)
    const intensity: Intensity = pick(INTENSITIES)
    const size = pick(SIZES)
    const brand = `${pick(HOUSES)} ${pick(FOUNDERS)}`
    const pool = pools.get(family) ?? { top: [], heart: [], base: [] }
    const notes = {
      top: pickSome(pool.top, 3),
      heart: pickSome(pool.heart, 3),
      base: pickSome(pool.base, 3),
    }
    const name = `${pick(MOODS)} ${notes.heart[0] ?? family} of ${pick(PLACES)}`
    // ₦8,000 to ₦250,000, skewed to the cheaper shelves as a real shop's are, to the next ₦500.
    const price = Math.ceil((8_000 + random() ** 2 * 242_000 * size.factor) / 500) * 500 + 50
    const stockDraw = random()
    const stock =
      stockDraw < 0.08
        ? 0
        : stockDraw < 0.2
          ? 1 + Math.floor(random() * 5)
          : 6 + Math.floor(random() * 90)
    const createdAt = new Date(now.getTime() - Math.floor(random() * 1_000) * DAY_MS)
    const productId = `${slug(name)}-${slug(brand)}-${size.label}-${serial}`
    return {
      productId,
      name,
      brand,
      description:
        `${name} by ${brand}: ${notes.top.join(', ')} open onto ${notes.heart.join(' and ')}, ` +
        `settling on ${notes.base.join(', ')}. A ${intensity.toLowerCase()} ${family.toLowerCase()} ` +
        `fragrance for ${gender === 'unisex' ? 'anyone' : gender === 'female' ? 'her' : 'him'}.`,
      price,
      stock,
      gender,
      size: size.label,
      type: family,
      intensity,
      topNotes: notes.top,
      heartNotes: notes.heart,
      baseNotes: notes.base,
      imageId: productId,
      bestSeller: random() < 0.08,
      isGiftSet: random() < 0.05,
      isTravelSize: size.label === '30ml' && random() < 0.5,
      createdAt,
      updatedAt: createdAt,
    }
  })
}
