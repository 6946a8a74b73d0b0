import { GENDER_ALIASES, pick, slug } from './filter-values'
import { GENDERS, INTENSITIES, SCENT_FAMILIES } from './product'
import { MAX_SEARCH_TEXT, PRICE_BANDS, TRENDING_CHIPS, type SearchCriteria } from './search'

// How the shop's search and filters are written into and read out of a URL. The page reads its
// URL with it, and so does the server when it decides which render a URL gets and caches
// (seo/page-url.ts, decision 028): one codec, so both read the same page out of one URL.

// ---------------------------------------------------------------------------------------------
// URL parameters: /shop?search=rose&family=Woody&gender=female&price=10000-20000&intensity=strong&chip=bestsellers

/** The query parameter names, shared by the overlay's "see all" link and the /shop route. */
export const SEARCH_PARAM_NAMES = {
  text: 'search',
  family: 'family',
  gender: 'gender',
  price: 'price',
  intensity: 'intensity',
  chip: 'chip',
} as const satisfies Record<keyof SearchCriteria, string>

/**
 * Reads search criteria from a query string. Names and values are forgiving (any case,
 * "Very Strong" or very-strong, gender=women); anything unknown reads as "All".
 */
export function parseSearchParams(params: URLSearchParams): SearchCriteria {
  return {
    text: (params.get(SEARCH_PARAM_NAMES.text) ?? '').slice(0, MAX_SEARCH_TEXT),
    family: pick(SCENT_FAMILIES, params.get(SEARCH_PARAM_NAMES.family)),
    gender: pick(GENDERS, params.get(SEARCH_PARAM_NAMES.gender), GENDER_ALIASES),
    price: pick(
      PRICE_BANDS.map((band) => band.id),
      params.get(SEARCH_PARAM_NAMES.price),
      { '30000+': '30000-plus', under10000: 'under-10000' },
    ),
    intensity: pick(INTENSITIES, params.get(SEARCH_PARAM_NAMES.intensity)),
    chip: pick(
      TRENDING_CHIPS.map((chip) => chip.id),
      params.get(SEARCH_PARAM_NAMES.chip),
      {
        new: 'new-arrivals',
        bestseller: 'bestsellers',
        'gift-set': 'gift-sets',
        'travel-size': 'travel-sizes',
      },
    ),
  }
}

/**
 * The query parameters for criteria, in canonical form (family=Woody, intensity=very-strong) and
 * in SEARCH_PARAM_NAMES order; "All" filters and blank text are left out.
 */
function searchParamEntries(criteria: Partial<SearchCriteria>): [string, string][] {
  const entries: [string, string][] = []
  const text = criteria.text?.trim().slice(0, MAX_SEARCH_TEXT).trim() ?? ''
  if (text !== '') entries.push([SEARCH_PARAM_NAMES.text, text])
  if (criteria.family) entries.push([SEARCH_PARAM_NAMES.family, criteria.family])
  if (criteria.gender) entries.push([SEARCH_PARAM_NAMES.gender, criteria.gender])
  if (criteria.price) entries.push([SEARCH_PARAM_NAMES.price, criteria.price])
  if (criteria.intensity) entries.push([SEARCH_PARAM_NAMES.intensity, slug(criteria.intensity)])
  if (criteria.chip) entries.push([SEARCH_PARAM_NAMES.chip, criteria.chip])
  return entries
}

/**
 * Search criteria as a query string for /shop, in the domain's canonical form. Parameters of
 * `base` that are not search criteria (the sort) are kept; its old criteria are replaced.
 */
export function toSearchParams(
  criteria: Partial<SearchCriteria>,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base)
  for (const name of Object.values(SEARCH_PARAM_NAMES)) params.delete(name)
  for (const [name, value] of searchParamEntries(criteria)) params.set(name, value)
  return params
}
