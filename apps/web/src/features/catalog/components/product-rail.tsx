import type { Product } from '@scentia/domain/catalog/product'
import { ArrowRight } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ProductCard } from './product-card'
import { ProductCardSkeleton } from './product-grid-skeleton'
import { PartElement } from '../../../lib/deferred-hydration'

interface ProductRailProps {
  eyebrow?: string
  title: string
  description?: string
  viewAllTo: string
  products: readonly Product[] | undefined
  isLoading: boolean
  renderAction?: (product: Product) => ReactNode
  /** A button over each card's art (the wishlist heart). */
  renderCorner?: (product: Product) => ReactNode
  /** How many cards at most. */
  limit?: number
}

const railItem = 'w-[40vw] max-w-60 shrink-0 snap-start sm:w-auto sm:max-w-none'
const railList =
  '-mx-5 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-5 px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4 lg:gap-6'

/**
 * A titled row of products for the home page: swipeable on a phone, a grid from 640 px.
 * Hidden entirely when it turns out empty, so the home page never shows a hollow section.
 */
export function ProductRail({
  eyebrow,
  title,
  description,
  viewAllTo,
  products,
  isLoading,
  renderAction,
  renderCorner,
  limit = 4,
}: ProductRailProps) {
  const headingId = useId()
  // The home page hydrates each rail apart, its code arriving after the page's (decision 036).
  if (!isLoading && (!products || products.length === 0)) return null
  const shown = products?.slice(0, limit) ?? []

  return (
    <PartElement
      as="section"
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-5 py-12 md:px-8 md:py-16"
    >
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-2 font-serif text-3xl tracking-tight md:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-2 max-w-lg text-sm text-muted">{description}</p> : null}
        </div>
        <Link
          to={viewAllTo}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 text-sm font-medium underline decoration-gold decoration-2 underline-offset-4 hover:decoration-ink"
        >
          View all
          <span className="sr-only"> {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isLoading ? (
        <div aria-busy="true" className={railList}>
          {Array.from({ length: limit }, (_, index) => (
            <div key={index} className={railItem}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      ) : (
        <ul className={railList}>
          {shown.map((product) => (
            <li key={product.id} className={railItem}>
              <ProductCard
                product={product}
                action={renderAction?.(product)}
                corner={renderCorner?.(product)}
              />
            </li>
          ))}
        </ul>
      )}
    </PartElement>
  )
}
