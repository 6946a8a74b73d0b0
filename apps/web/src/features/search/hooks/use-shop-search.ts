import {
  EMPTY_SEARCH,
  filterProducts,
  isSearchActive,
  type SearchableProduct,
  type SearchCriteria,
} from '@scentia/domain/catalog/search'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { parseSearchParams, toSearchParams } from '@scentia/domain/catalog/search-params'

/**
 * The /shop page's search, kept in the address bar so a search can be shared and survives a
 * reload: /shop?search=rose&family=Woody&gender=female&price=10000-20000&intensity=strong&chip=gift-sets.
 * Changes replace the history entry (typing must not leave a trail of Back presses) and keep
 * the page's other parameters, such as `sort`.
 */
export function useShopSearch() {
  const [params, setParams] = useSearchParams()
  const criteria = useMemo(() => parseSearchParams(params), [params])

  const setCriteria = useCallback(
    (change: Partial<SearchCriteria>) => {
      setParams(
        (previous) => toSearchParams({ ...parseSearchParams(previous), ...change }, previous),
        { replace: true, preventScrollReset: true },
      )
    },
    [setParams],
  )

  const clearCriteria = useCallback(() => {
    setParams((previous) => toSearchParams(EMPTY_SEARCH, previous), {
      replace: true,
      preventScrollReset: true,
    })
  }, [setParams])

  const filter = useCallback(
    <P extends SearchableProduct>(products: readonly P[]): P[] =>
      filterProducts(products, criteria),
    [criteria],
  )

  return { criteria, setCriteria, clearCriteria, filter, isActive: isSearchActive(criteria) }
}
