import { isOnShelf, type StockedProduct } from './availability'
import { INTENSITIES, type Product } from './product'
import type { ProductsQuery } from './products-query'
import { PRICE_BANDS, priceBandOf } from './search'

/** The fields the ranking reads; the product page passes full products from the list it has. */
export type SimilarScentProduct = Pick<
  Product,
  'id' | 'name' | 'price' | 'stock' | 'type' | 'intensity' | 'notes'
> &
  Pick<StockedProduct, 'sizes'>

export interface SimilarScent<P extends SimilarScentProduct = SimilarScentProduct> {
  product: P
  /** Unclamped points; only the order matters to the page. */
  score: number
  /** The strongest reason, shown under the tile ("also amber and vanilla"). */
  reason: string
  /** Every reason, strongest first. */
  reasons: string[]
}

/** A product page shows six at most: one row on a desktop, a short swipe on a phone. */
export const MAX_SIMILAR_SCENTS = 6

/**
 * Points per likeness. Shared notes weigh most, as in the quiz, because they are what the nose
 * recognises; the family next (the same broad character); then how loud it is, then the price,
 * which decides whether the alternative is one the shopper would buy instead.
 */
export const SIMILARITY_POINTS = {
  /** Per shared note, up to MAX_COUNTED_NOTES of them. */
  sharedNote: 12,
  family: 25,
  sameIntensity: 12,
  adjacentIntensity: 4,
  samePriceBand: 10,
  adjacentPriceBand: 3,
} as const
/** Past three shared notes a perfume is no more "like" this one: the family decides the rest. */
const MAX_COUNTED_NOTES = 3
/** Named in the reason, so it stays a short phrase. */
const MAX_NAMED_NOTES = 2

/**
 * The price bands of the shop's filter (catalog/search): a shopper who filters by price thinks in
 * them already, so "a similar price" means "the same band" here too.
 */
function bandIndex(price: number): number {
  const id = priceBandOf(price)
  return PRICE_BANDS.findIndex((band) => band.id === id)
}

const normaliseNote = (note: string) => note.trim().toLowerCase()

/** A product's notes, lower-cased and without repeats, top to base (the order the nose meets them). */
function notesOf(product: SimilarScentProduct): string[] {
  const all = [...product.notes.top, ...product.notes.heart, ...product.notes.base]
  return [...new Set(all.map(normaliseNote).filter((note) => note.length > 0))]
}

/** "amber", "amber and vanilla". */
function joinNotes(notes: readonly string[]): string {
  if (notes.length <= 1) return notes.join('')
  return `${notes.slice(0, -1).join(', ')} and ${notes.at(-1) ?? ''}`
}

interface Ranked<P extends SimilarScentProduct> {
  entry: SimilarScent<P>
  sharedNotes: number
  priceGap: number
}

function compare<P extends SimilarScentProduct>(a: Ranked<P>, b: Ranked<P>): number {
  // Ties go to more shared notes, then the closer price, then the name and id: the same catalogue
  // in any order gives the same row, so the server's render and the browser's agree.
  return (
    b.entry.score - a.entry.score ||
    b.sharedNotes - a.sharedNotes ||
    a.priceGap - b.priceGap ||
    a.entry.product.name.localeCompare(b.entry.product.name, 'en') ||
    a.entry.product.id - b.entry.product.id
  )
}

/**
 * Fragrances like `product`: every other one in stock, ranked by shared notes,
 * family, intensity and price band, each with the reason in the shopper's words. A candidate
 * with nothing in common is never shown, so a row of six "similar" scents never includes a
 * stranger. Retired products are not in the catalogue the page passes; ones with no size in stock
 * are left out because the shopper could not buy them instead (a sample in stock is enough).
 */
export function similarScents<P extends SimilarScentProduct>(
  product: SimilarScentProduct,
  catalogue: readonly P[],
  { limit = MAX_SIMILAR_SCENTS }: { limit?: number } = {},
): SimilarScent<P>[] {
  const ownNotes = new Set(notesOf(product))
  const ownIntensity = INTENSITIES.indexOf(product.intensity)
  const ownBand = bandIndex(product.price)

  const ranked: Ranked<P>[] = []
  for (const candidate of catalogue) {
    if (candidate.id === product.id || !isOnShelf(candidate)) continue
    const reasons: string[] = []
    let score = 0

    const shared = notesOf(candidate).filter((note) => ownNotes.has(note))
    if (shared.length > 0) {
      score += SIMILARITY_POINTS.sharedNote * Math.min(shared.length, MAX_COUNTED_NOTES)
      reasons.push(`also ${joinNotes(shared.slice(0, MAX_NAMED_NOTES))}`)
    }
    if (candidate.type === product.type) {
      score += SIMILARITY_POINTS.family
      reasons.push(`same ${product.type.toLowerCase()} family`)
    }
    const intensitySteps = Math.abs(INTENSITIES.indexOf(candidate.intensity) - ownIntensity)
    if (intensitySteps === 0) {
      score += SIMILARITY_POINTS.sameIntensity
      reasons.push(`same ${product.intensity.toLowerCase()} intensity`)
    } else if (intensitySteps === 1) {
      score += SIMILARITY_POINTS.adjacentIntensity
    }
    const bandSteps = Math.abs(bandIndex(candidate.price) - ownBand)
    if (bandSteps === 0) {
      score += SIMILARITY_POINTS.samePriceBand
      reasons.push('a similar price')
    } else if (bandSteps === 1) {
      score += SIMILARITY_POINTS.adjacentPriceBand
    }

    const [reason] = reasons
    // Neither a note, nor the family, nor the intensity, nor the price: nothing to say, so not shown.
    if (reason === undefined) continue
    ranked.push({
      entry: { product: candidate, score, reason, reasons },
      sharedNotes: shared.length,
      priceGap: Math.abs(candidate.price - product.price),
    })
  }

  return ranked
    .sort(compare)
    .slice(0, Math.max(0, limit))
    .map((item) => item.entry)
}

/** How many products each candidate read brings: enough to fill a row of six after ranking. */
export const SIMILAR_CANDIDATES_PER_READ = 24
/** Notes searched for candidates besides the family: the ones the nose meets longest. */
const CANDIDATE_NOTES = 2

/**
 * The reads of GET /api/products that gather a product's candidates (docs/product.md §11: a page
 * reads only what it shows, over a bounded set): its family, and each of its two lasting notes
 * (base first, then heart), SIMILAR_CANDIDATES_PER_READ each. `similarScents` ranks their union.
 */
export function similarCandidateQueries(
  product: Pick<Product, 'type' | 'notes'>,
): Partial<ProductsQuery>[] {
  const lasting = [...product.notes.base, ...product.notes.heart, ...product.notes.top]
  const notes = [...new Set(lasting.map(normaliseNote).filter((note) => note.length > 0))]
  return [
    { family: product.type, perPage: SIMILAR_CANDIDATES_PER_READ },
    ...notes
      .slice(0, CANDIDATE_NOTES)
      .map((note) => ({ note, perPage: SIMILAR_CANDIDATES_PER_READ })),
  ]
}
