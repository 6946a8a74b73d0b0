import type { Product } from '@scentia/domain/catalog/product'
import type { ReactNode } from 'react'
import { ProductTile } from '../../../components/ui/product-tile'
import { stockState } from './stock-status'

export type ProductCardProduct = Pick<
  Product,
  'productId' | 'name' | 'brand' | 'price' | 'image' | 'size' | 'type' | 'stock' | 'best_seller'
>

interface ProductCardProps {
  product: ProductCardProduct
  /** The cart control (or any action), composed by the route: features do not import each other. */
  action?: ReactNode
  /** Load the art at once: only for cards in the first screenful. */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}

/** A catalogue product in a grid or a row: the shared tile with its Bestseller and low-stock badges. */
export function ProductCard({ product, action, priority, headingLevel }: ProductCardProps) {
  const stock = stockState(product.stock)
  return (
    <ProductTile
      product={product}
      action={action}
      priority={priority}
      headingLevel={headingLevel}
      overlay={
        <>
          {product.best_seller ? (
            <span className="absolute top-2.5 left-2.5 rounded-full bg-cream/95 px-2.5 py-1 text-[0.65rem] font-semibold tracking-[0.14em] text-ink uppercase">
              Bestseller
            </span>
          ) : null}
          {stock.kind === 'low' ? (
            <span className="absolute bottom-2.5 left-2.5 rounded-full bg-ink/85 px-2.5 py-1 text-[0.7rem] font-medium text-cream">
              Only {stock.left} left
            </span>
          ) : null}
        </>
      }
    />
  )
}
