import type { Product } from '@scentia/domain/catalog/product'
import { Fragment, type ReactNode } from 'react'
import { HydrateApart, PartElement } from '../../../lib/deferred-hydration'
import { ProductCard } from './product-card'
import { gridClasses } from './product-grid-skeleton'

/** Cards in the first screenful load their art at once; the rest wait until scrolled near. */
const EAGER_CARDS = 4
/**
 * Later cards are laid out when scrolled near, each holding a card's height until then: about
 * 25rem in a phone's two columns, 32.5rem in a wide phone's, 29.5rem from three columns on (within
 * a few percent at every width), so a restored scroll position lands where it was.
 */
const OFFSCREEN_CARD = 'render-when-near-100 sm:render-when-near-130 md:render-when-near-118'

interface ProductGridProps {
  products: readonly Product[]
  renderAction?: (product: Product) => ReactNode
  /** A button over each card's art (the wishlist heart). */
  renderCorner?: (product: Product) => ReactNode
  /** Accessible name of the list. */
  label: string
}

export function ProductGrid({ products, renderAction, renderCorner, label }: ProductGridProps) {
  // The shop hydrates its grid apart, the cards' code arriving after the page's (decision 036).
  return (
    <PartElement as="ul" aria-label={label} className={gridClasses}>
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
    </PartElement>
  )
}
