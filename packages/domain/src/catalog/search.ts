import { INTENSITIES, type Gender, type Intensity, type Product, type ScentFamily } from './product'

// ---------------------------------------------------------------------------------------------
// Option lists (docs/product.md §S9 labels, verbatim)

export interface PriceBand {
  id: 'under-10000' | '10000-20000' | '20000-30000' | '30000-plus'
  label: string
  /** Inclusive lower bound in naira. */
  min: number
  /** Exclusive upper bound in naira; null for the open-ended top band. */
  max: number | null
}

/**
 * docs/product.md §S9's bands. Each band includes its lower bound and excludes its upper one, so ₦10,000
 * is in 10000-20000 (not Under 10000) and ₦30,000 is in 30000+: every price has exactly one band.
 */
export const PRICE_BANDS = [
  { id: 'under-10000', label: 'Under 10000', min: 0, max: 10_000 },
  { id: '10000-20000', label: '10000-20000', min: 10_000, max: 20_000 },
  { id: '20000-30000', label: '20000-30000', min: 20_000, max: 30_000 },
  { id: '30000-plus', label: '30000+', min: 30_000, max: null },
] as const satisfies readonly PriceBand[]
export type PriceBandId = PriceBand['id']

/** docs/product.md §S9's gender filter: All, Women, Men, Unisex (All is "no filter", i.e. null). */
export const GENDER_FILTER_OPTIONS = [
  { value: null, label: 'All' },
  { value: 'female', label: 'Women' },
  { value: 'male', label: 'Men' },
  { value: 'unisex', label: 'Unisex' },
] as const satisfies readonly { value: Gender | null; label: string }[]

/** docs/product.md §S9's intensity filter: All, Light, Moderate, Strong, Very Strong. */
export const INTENSITY_FILTER_OPTIONS = [
  { value: null, label: 'All' },
  ...INTENSITIES.map((intensity) => ({ value: intensity, label: intensity })),
] as const satisfies readonly { value: Intensity | null; label: string }[]

export interface TrendingChip {
  id: 'new-arrivals' | 'bestsellers' | 'gift-sets' | 'travel-sizes'
  label: string
}

/** docs/product.md §S9's trending chips, in order. */
export const TRENDING_CHIPS = [
  { id: 'new-arrivals', label: 'New Arrivals' },
  { id: 'bestsellers', label: 'Bestsellers' },
  { id: 'gift-sets', label: 'Gift Sets' },
  { id: 'travel-sizes', label: 'Travel Sizes' },
] as const satisfies readonly TrendingChip[]
export type TrendingChipId = TrendingChip['id']

// ---------------------------------------------------------------------------------------------
// Criteria

/** Every filter of docs/product.md §S5 at once; null means "All" for that filter. */
export interface SearchCriteria {
  text: string
  family: ScentFamily | null
  gender: Gender | null
  price: PriceBandId | null
  intensity: Intensity | null
  chip: TrendingChipId | null
}

export const EMPTY_SEARCH: SearchCriteria = {
  text: '',
  family: null,
  gender: null,
  price: null,
  intensity: null,
  chip: null,
}

/** A search box longer than this is a paste accident; it could never match a product anyway. */
export const MAX_SEARCH_TEXT = 100

export function isSearchActive(criteria: SearchCriteria): boolean {
  return (
    criteria.text.trim() !== '' ||
    criteria.family !== null ||
    criteria.gender !== null ||
    criteria.price !== null ||
    criteria.intensity !== null ||
    criteria.chip !== null
  )
}

/** How many filters besides the text are set (the Refine Search badge). */
export function countActiveFilters(criteria: SearchCriteria): number {
  return [criteria.family, criteria.gender, criteria.price, criteria.intensity].filter(
    (value) => value !== null,
  ).length
}

// ---------------------------------------------------------------------------------------------
// Quick category tiles

export interface CategoryTile {
  id: string
  label: string
  /** A line under the label. */
  hint: string
  /** The filters the tile sets; everything else is cleared. */
  criteria: Partial<SearchCriteria>
}

/** The overlay's quick tiles; their criteria become a GET /api/products query (shop-url.ts). */
export const CATEGORY_TILES = [
  { id: 'for-her', label: 'For Her', hint: 'Feminine signatures', criteria: { gender: 'female' } },
  { id: 'for-him', label: 'For Him', hint: 'Masculine classics', criteria: { gender: 'male' } },
  { id: 'unisex', label: 'Unisex', hint: 'Made to share', criteria: { gender: 'unisex' } },
  {
    id: 'woody',
    label: 'Oud & Woody',
    hint: 'Oud, cedar, sandalwood',
    criteria: { family: 'Woody' },
  },
  {
    id: 'floral',
    label: 'Floral',
    hint: 'Rose, jasmine, tuberose',
    criteria: { family: 'Floral' },
  },
  { id: 'fresh', label: 'Fresh', hint: 'Clean, airy, aquatic', criteria: { family: 'Fresh' } },
] as const satisfies readonly CategoryTile[]

export function criteriaForTile(tile: CategoryTile): SearchCriteria {
  return { ...EMPTY_SEARCH, ...tile.criteria }
}

// ---------------------------------------------------------------------------------------------
// Rules the catalogue's data is held to (searching and filtering run in the database: GET
// /api/products, docs/product.md §11)

export function priceBandOf(price: number): PriceBandId {
  const band = PRICE_BANDS.find((b) => price >= b.min && (b.max === null || price < b.max))
  // Prices are never negative; a negative one belongs with the cheapest.
  return band?.id ?? 'under-10000'
}

const intensityPatterns: Record<Intensity, RegExp> = {
  Light: /\blight\b/i,
  Moderate: /\bmoderate\b/i,
  // "very strong" must not count as Strong: a shopper who picks Strong does not want the
  // Very Strong ones on top of the strong ones they asked for.
  Strong: /(?<!\bvery[\s-]+)\bstrong\b/i,
  'Very Strong': /\bvery[\s-]+strong\b/i,
}

/**
 * docs/product.md §S5: "intensity matches text within the description". A product matches when its
 * description names the intensity as a whole word or phrase, case-insensitive ("Strong" does
 * not match "very strong", "Light" does not match "lightweight"), or when its intensity field —
 * which our catalogue carries and the spec's shop did not — is that intensity. The field makes
 * the filter reliable for descriptions that never say how strong they are; the text keeps the
 * spec's behaviour for those that do.
 */
export function matchesIntensity(
  product: Pick<Product, 'intensity' | 'description'>,
  intensity: Intensity,
): boolean {
  return product.intensity === intensity || intensityPatterns[intensity].test(product.description)
}
