import type { ProductsQuery } from '@scentia/domain/catalog/products-query'
import { chipQuery } from '@scentia/domain/catalog/shop-url'
import type { TrendingChipId } from '@scentia/domain/catalog/search'

/** A rail shows this many cards; it asks GET /api/products for no more (docs/product.md §11). */
export const RAIL_SIZE = 4

export interface HomeRail {
  chip: TrendingChipId
  eyebrow: string
  title: string
  description: string
}

/** The rail under the hero. */
export const BEST_SELLERS_RAIL: HomeRail = {
  chip: 'bestsellers',
  eyebrow: 'Most loved',
  title: 'Best sellers',
  description: 'The bottles Lagos keeps coming back for.',
}

/** The rails below the family tiles. */
export const LOWER_RAILS: readonly HomeRail[] = [
  {
    chip: 'gift-sets',
    eyebrow: 'To give',
    title: 'Gift sets',
    description: 'Boxed, ready to give, and welcome at every celebration.',
  },
  {
    chip: 'travel-sizes',
    eyebrow: 'On the go',
    title: 'Travel sizes',
    description: 'Your favourites in bag-friendly bottles.',
  },
]

export const HOME_RAILS: readonly HomeRail[] = [BEST_SELLERS_RAIL, ...LOWER_RAILS]

/** What a rail reads: its chip's shelf, one card's worth each. */
export function railQuery(rail: HomeRail): Partial<ProductsQuery> {
  return { ...chipQuery(rail.chip), perPage: RAIL_SIZE }
}
