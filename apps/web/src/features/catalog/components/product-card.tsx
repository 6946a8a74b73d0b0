import { availability } from '@scentia/domain/catalog/availability'
import type { Product } from '@scentia/domain/catalog/product'
import type { ReactNode } from 'react'
import { ProductTile } from '../../../components/ui/product-tile'
import { otherSizesLabel, stockLabel, stockState } from './stock-status'

export type ProductCardProduct = Pick<
  Product,
  | 'productId'
  | 'name'
  | 'brand'
  | 'price'
  | 'image'
  | 'size'
  | 'type'
  | 'stock'
  | 'best_seller'
  | 'sizes'
>

interface ProductCardProps {
  product: ProductCardProduct
  /** The cart control (or any action), composed by the route: features do not import each other. */
  action?: ReactNode
  /** A button over the art's top right corner (the wishlist heart), also composed by the route. */
  corner?: ReactNode
  /** Load the art at once: only for cards in the first screenful. */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}

const badgeClass =
  'absolute bottom-2.5 left-2.5 rounded-full bg-ink/85 px-2.5 py-1 text-[0.7rem] font-medium text-cream'

/**
 * A catalogue product in a grid or a row: the shared tile with its Bestseller and stock badges.
 * When the full bottle is sold out but another size is not, the tile shows that
 * size's label and price, which is what its cart control adds, and says so on the art.
 */
export function ProductCard({ product, action, corner, priority, headingLevel }: ProductCardProps) {
  const state = availability(product)
  const sellable = state.kind === 'other-sizes' ? state.sizes[0] : undefined
  const stock = stockState(product.stock)
  return (
    <ProductTile
      product={sellable ? { ...product, price: sellable.price, size: sellable.label } : product}
      action={action}
      priority={priority}
      headingLevel={headingLevel}
      overlay={
        <>
          {product.best_seller ? (
            // Tighter on a phone: spaced 0.14em, the word ran 7 px under the corner's wishlist
            // heart on a 144 px card of the home rails at 360 px.
            <span className="absolute top-2.5 left-2 rounded-full bg-cream/95 px-2 py-1 text-[0.625rem] font-semibold tracking-[0.02em] text-ink uppercase sm:left-2.5 sm:px-2.5 sm:text-[0.65rem] sm:tracking-[0.14em]">
              Bestseller
            </span>
          ) : null}
          {state.kind === 'other-sizes' ? (
            <span className={badgeClass}>{otherSizesLabel(state.sizes)}</span>
          ) : stock.kind === 'low' ? (
            // One string, so React's server HTML carries it as one text node, without the
            // comment markers it puts between adjacent text parts.
            <span className={badgeClass}>{stockLabel(stock)}</span>
          ) : null}
          {corner ? <div className="absolute top-1 right-1 z-10">{corner}</div> : null}
        </>
      }
    />
  )
}
