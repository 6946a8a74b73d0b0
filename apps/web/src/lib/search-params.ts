import {
  SEARCH_PARAM_NAMES,
  searchParamEntries,
  type SearchCriteria,
} from '@scentia/domain/catalog/search'

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

/** /shop showing the products that match `criteria`. */
export function shopPath(criteria: Partial<SearchCriteria>): string {
  const query = toSearchParams(criteria).toString()
  return query ? `/shop?${query}` : '/shop'
}
