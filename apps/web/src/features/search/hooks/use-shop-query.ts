import type { ProductsQuery } from '@scentia/domain/catalog/products-query'
import {
  clearShopFilters,
  hasLegacyShopParams,
  readShopQuery,
  shopSearchParams,
} from '@scentia/domain/catalog/shop-url'
import { useCallback, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { KEEP_SCROLL } from '../../../lib/keep-scroll'

/**
 * /shop's query, kept in the address bar in GET /api/products' own names (docs/product.md §11),
 * so a search can be shared and survives a reload. A change of filter or sort goes back to page
 * 1 and replaces the history entry (a filter tried is not a page to go Back to); page links are
 * real links and do make history. An old link (search=, price=, chip=) is rewritten in place.
 */
export function useShopQuery() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => readShopQuery(params), [params])
  const isLegacy = hasLegacyShopParams(params)

  useEffect(() => {
    if (isLegacy) setParams(shopSearchParams(query), { replace: true, state: KEEP_SCROLL })
  }, [isLegacy, query, setParams])

  const setQuery = useCallback(
    (change: Partial<ProductsQuery>) => {
      setParams(
        (previous) => shopSearchParams({ ...readShopQuery(previous), page: 1, ...change }),
        { replace: true, state: KEEP_SCROLL },
      )
    },
    [setParams],
  )

  const clearQuery = useCallback(() => {
    setParams((previous) => shopSearchParams(clearShopFilters(readShopQuery(previous))), {
      replace: true,
      state: KEEP_SCROLL,
    })
  }, [setParams])

  return { query, setQuery, clearQuery }
}
