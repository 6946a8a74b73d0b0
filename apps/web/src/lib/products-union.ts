import type { ProductsQuery } from '@scentia/domain/catalog/products-query'
import { useQueries } from '@tanstack/react-query'
import { productsPageQueryOptions } from './catalog'
import { useSessionUserId } from './session'

/**
 * Several bounded reads as one list of candidates, each product once, in the order read (similar
 * scents, the quiz's results: a ranking over a small set, never the catalogue). `data` is there
 * once every read has answered.
 */
export function useProductsUnion(
  queries: readonly Partial<ProductsQuery>[],
  { enabled = true }: { enabled?: boolean } = {},
) {
  const userId = useSessionUserId()
  return useQueries({
    queries: queries.map((query) => ({ ...productsPageQueryOptions(query, userId), enabled })),
    combine: (results) => {
      const isSuccess = results.every((result) => result.isSuccess)
      const products = isSuccess ? results.flatMap((result) => result.data.products) : undefined
      return {
        data: products && [...new Map(products.map((product) => [product.id, product])).values()],
        isPending: results.some((result) => result.isPending),
        isError: results.some((result) => result.isError),
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      }
    },
  })
}
