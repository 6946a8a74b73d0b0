import {
  SEARCH_PARAM_NAMES,
  searchParamEntries,
  type SearchCriteria,
} from '@scentia/domain/catalog/search'

/**
 * Criteria as a query string. Parameters the search does not own (a sort, say) are kept from
 * `base`; the search's own are replaced, and "All" filters are left out.
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

/** The /shop link for criteria: /shop?search=rose&family=Woody. */
export function shopSearchPath(criteria: Partial<SearchCriteria>): string {
  const query = toSearchParams(criteria).toString()
  return query === '' ? '/shop' : `/shop?${query}`
}
