import type { WishlistProduct } from '@scentia/domain/account/wishlist'
import { formatNaira } from '@scentia/domain/money/format'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { productPath } from '../../../config/paths'

interface WishlistItemCardProps {
  product: WishlistProduct
  /** The cart control, composed by the app. */
  action?: ReactNode
  /** A corner button (remove), above the card's link. */
  corner?: ReactNode
}

/** A wishlist line as a card: art, brand, name, size, price and the cart control. */
export function WishlistItemCard({ product, action, corner }: WishlistItemCardProps) {
  return (
    <article className="relative flex h-full flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-sand">
        <img
          src={product.image}
          alt=""
          width={480}
          height={480}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {corner ? <div className="absolute top-2 right-2 z-10">{corner}</div> : null}
      </div>
      <div className="flex flex-1 flex-col pt-3">
        <p className="text-[0.68rem] font-semibold tracking-[0.18em] text-muted uppercase">
          {product.brand}
        </p>
        <h3 className="mt-1 font-serif text-[1.05rem] leading-snug sm:text-lg">
          <Link
            to={productPath(product.productId)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold-deep"
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-0.5 text-xs text-muted">
          {product.size} · {product.type}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <p className="text-[0.95rem] font-semibold tabular-nums">{formatNaira(product.price)}</p>
          {action ? <div className="relative z-10">{action}</div> : null}
        </div>
      </div>
    </article>
  )
}

export const wishlistGridClasses = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4'
