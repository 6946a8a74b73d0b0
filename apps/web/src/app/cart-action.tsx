import type { Product } from '@scentia/domain/catalog/product'
import { CartControl } from '../features/cart/components/cart-control'

/**
 * The cart control catalogue screens show on each product. Catalog components take it as a
 * slot because features do not import each other; the app decides what goes in it.
 */
export function renderCartAction(product: Product, placement: 'card' | 'page' = 'card') {
  return placement === 'page' ? (
    <CartControl product={product} size="md" fullWidth />
  ) : (
    <CartControl product={product} />
  )
}
