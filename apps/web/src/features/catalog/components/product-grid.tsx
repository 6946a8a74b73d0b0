import type { Product } from '@scentia/domain/catalog/product'
import { Fragment, type ReactNode } from 'react'
import { SkeletonStack } from '../../../components/ui/skeleton-stack'
import { HydrateApart } from '../../../lib/deferred-hydration'
import { ProductCard } from './product-card'

/** Cards in the first screenful load their art at once; the rest wait until scrolled near. */
const EAGER_CARDS = 4
/**
 * Later cards are laid out when scrolled near, each holding a card's height until then: about
 * 25rem in a phone's two columns, 32.5rem in a wide phone's, 29.5rem from three columns on (within
 * a few percent at every width), so a restored scroll position lands where it was.
 */
const OFFSCREEN_CARD = 'render-when-near-100 sm:render-when-near-130 md:render-when-near-118'

const gridClasses =
  'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-10'

interface ProductGridProps {
  products: readonly Product[]
  renderAction?: (product: Product) => ReactNode
  /** A button over each card's art (the wishlist heart). */
  renderCorner?: (product: Product) => ReactNode
  /** Accessible name of the list. */
  label: string
}

export function ProductGrid({ products, renderAction, renderCorner, label }: ProductGridProps) {
  return (
    <ul aria-label={label} className={gridClasses}>
      {products.map((product, index) => {
        const isFirstScreen = index < EAGER_CARDS
        const card = (
          <li className={isFirstScreen ? undefined : OFFSCREEN_CARD}>
            <ProductCard
              product={product}
              action={renderAction?.(product)}
              corner={renderCorner?.(product)}
              priority={isFirstScreen}
              headingLevel="h2"
            />
          </li>
        )
        // The first screen's cards hydrate with the page; each later one on its own after it,
        // or first when pressed (decision 036).
        return isFirstScreen ? (
          <Fragment key={product.id}>{card}</Fragment>
        ) : (
          <HydrateApart key={product.id}>{card}</HydrateApart>
        )
      })}
    </ul>
  )
}

/** The card's exact footprint, so the grid does not move when products arrive. */
export function ProductCardSkeleton() {
  return (
    <SkeletonStack
      shapes={[
        'aspect-[4/5] w-full rounded-2xl',
        'mt-3 h-3 w-1/3',
        'mt-2 h-5 w-4/5',
        'mt-1.5 h-3 w-1/2',
        'mt-4 h-9 w-full',
      ]}
    />
  )
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true" className={gridClasses}>
      <span className="sr-only" role="status">
        Loading fragrances…
      </span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  )
}
