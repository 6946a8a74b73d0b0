import type { Product } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { stockState } from './stock-status'
import { productPath } from '../../../config/paths'

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

/** The API's art is 480 × 480; the card's box has its own aspect ratio, so nothing shifts. */
export const CARD_IMAGE_WIDTH = 480
export const CARD_IMAGE_HEIGHT = 480

/**
 * A product in a grid or a row: art, brand, name, size and family, price, and an action slot.
 * The whole card is one link (a stretched link on the name) with the action above it.
 */
export function ProductCard({
  product,
  action,
  priority = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const stock = stockState(product.stock)
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-sand">
        <img
          src={product.image}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
        />
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
      </div>
      <div className="flex flex-1 flex-col pt-3">
        <p className="text-[0.68rem] font-semibold tracking-[0.18em] text-muted uppercase">
          {product.brand}
        </p>
        <Heading className="mt-1 font-serif text-[1.05rem] leading-snug text-ink sm:text-lg">
          <Link
            to={productPath(product.productId)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold-deep"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="mt-0.5 text-xs text-muted">
          {product.size} · {product.type}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-2 pt-3">
          <p className="text-[0.95rem] font-semibold tabular-nums">{formatNaira(product.price)}</p>
          {action ? <div className="relative z-10">{action}</div> : null}
        </div>
      </div>
    </article>
  )
}
