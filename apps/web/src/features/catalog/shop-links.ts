import type { ScentFamily } from '@scentia/domain/catalog/product'
import { shopPath } from '../../lib/search-params'

/** /shop/product/{productId} (spec §2). */
export function productPath(productId: string): string {
  return `/shop/product/${encodeURIComponent(productId)}`
}

/** The shop filtered to one scent family, in the search feature's own URL format. */
export function familyShopPath(family: ScentFamily): string {
  return shopPath({ family })
}
