import { memo, type ComponentProps } from 'react'
import { ProductGrid } from '../features/catalog/components/product-grid'
import { ProductRail } from '../features/catalog/components/product-rail'
import { renderShelfAction, renderShelfCorner } from './cart-action'

type WithoutActions<Props> = Omit<Props, 'renderAction' | 'renderCorner'>

/**
 * The shop's grid and the home page's rails with each card's cart control and wishlist heart.
 * The pages load this module as a part hydrated apart (lib/deferred-hydration.tsx's `lazyPart`):
 * the cards' code is not in `/`'s or `/shop`'s first load (docs/product.md §8, decision 036).
 *
 * The grid is `memo`: the results around it render again when a value they read through
 * `useSyncExternalStore` changes after they hydrated (Query's arrival, the session), which React
 * does synchronously, in one task; with the same products the grid, its 24 cards and the
 * boundaries of the cards not yet hydrated are left alone (decision 036).
 */
export const ShelfGrid = memo(function ShelfGrid(
  props: WithoutActions<ComponentProps<typeof ProductGrid>>,
) {
  return (
    <ProductGrid {...props} renderAction={renderShelfAction} renderCorner={renderShelfCorner} />
  )
})

export function ShelfRail(props: WithoutActions<ComponentProps<typeof ProductRail>>) {
  return (
    <ProductRail {...props} renderAction={renderShelfAction} renderCorner={renderShelfCorner} />
  )
}
