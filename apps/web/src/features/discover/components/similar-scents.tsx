import type { Product } from '@scentia/domain/catalog/product'
import { similarCandidateQueries, similarScents } from '@scentia/domain/catalog/similar-scents'
import { useId, useMemo, type ReactNode } from 'react'
import { ProductTile } from '../../../components/ui/product-tile'
import { useProductsUnion } from '../../../lib/catalog'
import { useNearViewport } from '../../../lib/near-viewport'

interface SimilarScentsProps {
  product: Product
  /** The cart control for each tile, composed by the route. */
  renderAction?: (product: Product) => ReactNode
}

/** "also amber and vanilla" → "Also amber and vanilla", as a line of its own under the name. */
const asSentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1)

/**
 * "Similar scents" under a product: ranked over a bounded set of candidates (the product's family
 * and its lasting notes, a page of GET /api/products each, docs/product.md §11), never the whole
 * catalogue. Hidden until the shopper nears it, while they load, and when nothing is similar.
 */
export function SimilarScents({ product, renderAction }: SimilarScentsProps) {
  const headingId = useId()
  // Below the product, so read as the shopper nears it (decision 022): the page opens and
  // hydrates without these reads, and the server's HTML and the first client render agree.
  const { observe, isNear } = useNearViewport()
  const { data: candidates } = useProductsUnion(similarCandidateQueries(product), {
    enabled: isNear,
  })
  const similar = useMemo(
    () => (candidates ? similarScents(product, candidates) : []),
    [product, candidates],
  )
  if (similar.length === 0) return <div ref={observe} />

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-5 pb-16 md:px-8">
      <h2 id={headingId} className="font-serif text-3xl tracking-tight">
        Similar scents
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-5 lg:grid-cols-6">
        {similar.map(({ product: match, reason }) => (
          <li key={match.id}>
            <ProductTile product={match} action={renderAction?.(match)}>
              <p className="mt-1.5 text-xs font-medium text-gold-deep">{asSentence(reason)}</p>
            </ProductTile>
          </li>
        ))}
      </ul>
    </section>
  )
}
