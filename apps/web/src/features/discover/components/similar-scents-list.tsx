import type { Product } from '@scentia/domain/catalog/product'
import { similarCandidateQueries, similarScents } from '@scentia/domain/catalog/similar-scents'
import { useId, useMemo, type ReactNode } from 'react'
import { ProductTile } from '../../../components/ui/product-tile'
import { useProductsUnion } from '../../../lib/products-union'

export interface SimilarScentsProps {
  product: Product
  /** The cart control for each tile, composed by the route. */
  renderAction?: (product: Product) => ReactNode
}

/** "also amber and vanilla" → "Also amber and vanilla", as a line of its own under the name. */
const asSentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1)

/**
 * The list of "Similar scents" (similar-scents.tsx), read once the shopper nears it: its reads
 * go through TanStack Query's `useQueries`, so this module loads with Query, after the product
 * page's first screen (decision 054).
 */
export function SimilarScentsList({ product, renderAction }: SimilarScentsProps) {
  const headingId = useId()
  const { data: candidates } = useProductsUnion(similarCandidateQueries(product))
  const similar = useMemo(
    () => (candidates ? similarScents(product, candidates) : []),
    [product, candidates],
  )
  if (similar.length === 0) return <div />

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
