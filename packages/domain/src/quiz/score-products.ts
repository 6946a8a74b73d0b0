import { isOnShelf, type StockedProduct } from '../catalog/availability'
import { INTENSITIES, type Intensity, type Product } from '../catalog/product'
import type { ProductsQuery } from '../catalog/products-query'
import { PRICE_BANDS, type PriceBand } from '../catalog/search'
import { priceBandRange } from '../catalog/shop-url'
import { formatNaira } from '../money/format'
import {
  QUIZ_INTENSITIES,
  QUIZ_NOTES,
  type Occasion,
  type QuizAnswers,
  type QuizNote,
} from './quiz-answers'

/** The fields the scoring reads; the results page passes full products. */
export type ScorableProduct = Pick<
  Product,
  'id' | 'name' | 'price' | 'stock' | 'gender' | 'type' | 'intensity' | 'notes' | 'gift_set'
> &
  Pick<StockedProduct, 'sizes'>

export interface Recommendation<P extends ScorableProduct = ScorableProduct> {
  product: P
  /** How well it fits, 0–100 (shown as "92% match"). */
  score: number
  /** Why, in the shopper's words, strongest first. */
  reasons: string[]
  /** Whether its price lies in the chosen band. */
  inBudget: boolean
}

/** The results page shows three at least (when the shop has three in stock) and six at most. */
export const MIN_RECOMMENDATIONS = 3
export const MAX_RECOMMENDATIONS = 6
/** Past the first three, a product must fit this well to be shown. */
export const GOOD_MATCH_SCORE = 55

/**
 * Weights of each question; they add up to 100 so the score reads as a percentage. Notes weigh
 * most because they decide whether the shopper likes the smell at all; budget next, because a
 * bottle they cannot afford is no recommendation.
 */
export const QUIZ_WEIGHTS = {
  notes: 35,
  budget: 25,
  audience: 15,
  intensity: 15,
  occasion: 10,
} as const

/** A liked note found among a product's notes (not its family) counts for this much. */
const NOTE_ECHO_POINTS = 15
/** Budget points lost per ₦1,000 outside the band. */
const BUDGET_POINTS_PER_THOUSAND = 2
/** The most a price far outside the band can cost, so a perfect scent still shows when no price fits. */
const MAX_BUDGET_PENALTY = 25
/** With no price in the band, prices this close to the nearest one count as "the closest". */
export const NEAREST_PRICE_SPREAD = 5_000
/** Men asking for men's perfume (and women for women's) do not want the other's; unisex is fine. */
const WRONG_GENDER_PENALTY = 40

/** Ingredients that tell a liked note apart in a product of another family. */
const NOTE_INGREDIENTS: Record<QuizNote, readonly string[]> = {
  floral: [
    'rose',
    'jasmine',
    'tuberose',
    'peony',
    'iris',
    'orange blossom',
    'ylang',
    'violet',
    'gardenia',
    'lily',
  ],
  woody: [
    'oud',
    'cedar',
    'cedarwood',
    'sandalwood',
    'vetiver',
    'guaiac',
    'wood',
    'agarwood',
    'driftwood',
  ],
  fresh: [
    'bergamot',
    'lemon',
    'lemongrass',
    'lime',
    'grapefruit',
    'neroli',
    'mandarin',
    'marine',
    'sea',
  ],
  gourmand: ['vanilla', 'tonka', 'caramel', 'praline', 'honey', 'cocoa', 'coffee', 'chocolate'],
  oriental: [
    'amber',
    'ambergris',
    'saffron',
    'cardamom',
    'cinnamon',
    'incense',
    'frankincense',
    'clove',
    'pepper',
    'myrrh',
  ],
  aromatic: ['lavender', 'sage', 'rosemary', 'basil', 'mint', 'spearmint', 'thyme', 'geranium'],
}

/** The intensities that suit each occasion, and how the reason says so. */
const OCCASION_FIT: Record<
  Occasion,
  { intensities: readonly Intensity[]; reason: (i: Intensity) => string }
> = {
  work: {
    intensities: ['Light', 'Moderate'],
    reason: (i) => `A ${i.toLowerCase()} sillage for the office`,
  },
  evening: {
    intensities: ['Strong', 'Very Strong'],
    // "Very strong enough" reads as a slip: the strongest scents get their own words.
    reason: (i) =>
      i === 'Very Strong'
        ? 'Bold enough to last the whole evening out'
        : `${sentence(i)} enough to carry an evening out`,
  },
  everyday: {
    intensities: ['Light', 'Moderate'],
    reason: (i) => `${sentence(i)} and easy to wear every day`,
  },
  special: {
    intensities: ['Moderate', 'Strong'],
    reason: (i) => `A ${i.toLowerCase()} presence for a special occasion`,
  },
}

/**
 * Whether an ingredient is the named one, as whole words ("Bulgarian rose", "Roses"): a part of
 * a word is another ingredient ("Rosemary" is no rose, "Limestone" no lime).
 */
export function namesIngredient(ingredient: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\p{L}])${escaped}(e?s)?($|[^\\p{L}])`, 'iu').test(ingredient)
}

function sentence(text: string): string {
  const lower = text.toLowerCase()
  return lower.charAt(0).toUpperCase() + lower.slice(1)
}

function bandOf(answers: QuizAnswers): PriceBand {
  return PRICE_BANDS.find((band) => band.id === answers.budget) ?? PRICE_BANDS[0]
}

/** Naira between a price and the band; 0 inside it (max is exclusive, as in the shop's filter). */
export function distanceFromBand(price: number, band: PriceBand): number {
  if (price < band.min) return band.min - price
  if (band.max !== null && price >= band.max) return price - band.max + 1
  return 0
}

/** "Within your ₦10,000–₦20,000 budget", in the band's own words. */
export function budgetReason(band: PriceBand): string {
  if (band.min === 0 && band.max !== null) return `Under your ${formatNaira(band.max)} budget`
  if (band.max === null) return `In your ${formatNaira(band.min)}+ range`
  return `Within your ${formatNaira(band.min)}–${formatNaira(band.max)} budget`
}

interface Scored<P extends ScorableProduct> {
  recommendation: Recommendation<P>
  /** Unclamped, so ranking keeps differences the 0–100 display would flatten. */
  raw: number
  index: number
}

function scoreOne(
  product: ScorableProduct,
  answers: QuizAnswers,
  band: PriceBand,
  /** Naira from the band to the nearest in-stock price: 0 unless nothing in stock fits the budget. */
  nearestDistance: number,
): { raw: number; reasons: string[]; inBudget: boolean } {
  const reasons: string[] = []
  let raw = 0

  // Notes: the family itself, or failing that a liked ingredient among its notes.
  const liked = QUIZ_NOTES.filter((note) => answers.notes.includes(note.id))
  const byFamily = liked.find((note) => (note.families as readonly string[]).includes(product.type))
  if (byFamily) {
    raw += QUIZ_WEIGHTS.notes
    reasons.push(`${product.type}, like you asked`)
  } else {
    const ingredients = [...product.notes.top, ...product.notes.heart, ...product.notes.base]
    for (const note of liked) {
      const echo = ingredients.find((ingredient) =>
        NOTE_INGREDIENTS[note.id].some((word) => namesIngredient(ingredient, word)),
      )
      if (echo) {
        raw += NOTE_ECHO_POINTS
        reasons.push(
          `${echo} for the ${note.label.split(' / ')[0]?.toLowerCase() ?? note.id} notes you like`,
        )
        break
      }
    }
  }

  // Budget.
  const distance = distanceFromBand(product.price, band)
  const inBudget = distance === 0
  if (inBudget) {
    raw += QUIZ_WEIGHTS.budget
    reasons.push(budgetReason(band))
  } else {
    // With nothing in the band, the nearest prices take the band's place: they are what the
    // shopper can come closest to, and each says so.
    const beyondNearest = distance - nearestDistance
    raw += Math.max(
      -MAX_BUDGET_PENALTY,
      QUIZ_WEIGHTS.budget - Math.ceil(beyondNearest / 1_000) * BUDGET_POINTS_PER_THOUSAND,
    )
    if (nearestDistance > 0 && beyondNearest <= NEAREST_PRICE_SPREAD) {
      reasons.push(
        `Nothing in stock fits your budget; at ${formatNaira(product.price)} this is one of the closest prices`,
      )
    }
  }

  // Who it is for.
  switch (answers.audience) {
    case 'women':
    case 'men': {
      const wanted = answers.audience === 'women' ? 'female' : 'male'
      if (product.gender === wanted) {
        raw += QUIZ_WEIGHTS.audience
        reasons.push(
          answers.audience === 'women' ? 'A feminine signature' : 'A masculine signature',
        )
      } else if (product.gender === 'unisex') {
        raw += QUIZ_WEIGHTS.audience - 5
        reasons.push('Unisex, so it suits anyone')
      } else {
        raw -= WRONG_GENDER_PENALTY
      }
      break
    }
    case 'anyone':
      if (product.gender === 'unisex') {
        raw += QUIZ_WEIGHTS.audience
        reasons.push('Unisex, made to share')
      }
      break
    case 'gift':
      if (product.gift_set) {
        raw += QUIZ_WEIGHTS.audience
        reasons.push('A boxed gift set, ready to give')
      }
      break
  }

  // Intensity: exact, or one step away.
  const wantedIntensity =
    QUIZ_INTENSITIES.find((option) => option.id === answers.intensity)?.intensity ?? 'Moderate'
  const steps = Math.abs(
    INTENSITIES.indexOf(product.intensity) - INTENSITIES.indexOf(wantedIntensity),
  )
  if (steps === 0) {
    raw += QUIZ_WEIGHTS.intensity
    reasons.push(`${sentence(product.intensity)} intensity, as you prefer`)
  } else if (steps === 1) {
    raw += Math.round(QUIZ_WEIGHTS.intensity / 3)
  } else {
    raw -= Math.round(QUIZ_WEIGHTS.intensity / 3)
  }

  // Occasion.
  const fit = OCCASION_FIT[answers.occasion]
  if (fit.intensities.includes(product.intensity)) {
    raw += QUIZ_WEIGHTS.occasion
    reasons.push(fit.reason(product.intensity))
  }

  return { raw, reasons, inBudget }
}

/**
 * The quiz's recommendations (docs/product.md §7): every product in stock scored against the answers,
 * best first; equal scores keep the catalogue's order. A fragrance with no size in stock is
 * never recommended, since the shopper could not buy it (a sample in stock is enough). The first MIN_RECOMMENDATIONS are always
 * shown; further ones only while they fit well, up to MAX_RECOMMENDATIONS. When nothing in stock
 * lies in the budget, the nearest prices rank first and each says so.
 */
export function scoreProducts<P extends ScorableProduct>(
  answers: QuizAnswers,
  products: readonly P[],
): Recommendation<P>[] {
  const band = bandOf(answers)
  const inStock = products.filter(isOnShelf)
  const nearestDistance = Math.min(
    ...inStock.map((product) => distanceFromBand(product.price, band)),
  )

  const scored: Scored<P>[] = inStock.map((product, index) => {
    const { raw, reasons, inBudget } = scoreOne(product, answers, band, nearestDistance)
    return {
      raw,
      index,
      recommendation: { product, score: Math.max(0, Math.min(100, raw)), reasons, inBudget },
    }
  })
  scored.sort((a, b) => b.raw - a.raw || a.index - b.index)

  return scored
    .filter((entry, position) => position < MIN_RECOMMENDATIONS || entry.raw >= GOOD_MATCH_SCORE)
    .slice(0, MAX_RECOMMENDATIONS)
    .map((entry) => entry.recommendation)
}

/** How many products each candidate read of the quiz brings. */
export const QUIZ_CANDIDATES_PER_READ = 24

/**
 * The reads of GET /api/products the results are scored over (docs/product.md §11: a page reads
 * only what it shows, over a bounded set): the best sellers of each family the liked notes name,
 * and the best sellers within the budget, whatever their family, so a budget match is never
 * missed for want of the family. `scoreProducts` ranks their union.
 */
export function quizCandidateQueries(answers: QuizAnswers): Partial<ProductsQuery>[] {
  const families = [
    ...new Set(
      answers.notes.flatMap(
        (note) => QUIZ_NOTES.find((option) => option.id === note)?.families ?? [],
      ),
    ),
  ]
  const read = { sort: 'bestsellers', perPage: QUIZ_CANDIDATES_PER_READ } as const
  return [
    ...families.map((family) => ({ ...read, family })),
    { ...read, ...priceBandRange(bandOf(answers)) },
  ]
}
