import { lazy, Suspense } from 'react'
import { useNearViewport } from '../../../lib/near-viewport'
import type { SimilarScentsProps } from './similar-scents-list'

const SimilarScentsList = lazy(async () => ({
  default: (await import('./similar-scents-list')).SimilarScentsList,
}))

/**
 * "Similar scents" under a product: ranked over a bounded set of candidates (the product's family
 * and its lasting notes, a page of GET /api/products each, docs/product.md §11), never the whole
 * catalogue. Hidden until the shopper nears it, while they load, and when nothing is similar.
 *
 * Below the product, so read as the shopper nears it (decision 022): the page opens and hydrates
 * without these reads, and the server's HTML and the first client render agree. The list's code
 * (and TanStack Query, which its reads need) loads then too (decision 054).
 */
export function SimilarScents(props: SimilarScentsProps) {
  const { observe, isNear } = useNearViewport()
  if (!isNear) return <div ref={observe} />
  return (
    <Suspense fallback={<div />}>
      <SimilarScentsList {...props} />
    </Suspense>
  )
}
