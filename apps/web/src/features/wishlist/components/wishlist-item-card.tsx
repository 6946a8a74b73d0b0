import type { WishlistProduct } from '@scentia/domain/account/wishlist'
import type { ReactNode } from 'react'
import { ProductTile } from '../../../components/ui/product-tile'

interface WishlistItemCardProps {
  product: WishlistProduct
  /** The cart control, composed by the app. */
  action?: ReactNode
  /** A corner button (remove), above the card's link. */
  corner?: ReactNode
}

/** A wishlist line as a card: the shared product tile with a corner button (remove). */
export function WishlistItemCard({ product, action, corner }: WishlistItemCardProps) {
  return (
    <ProductTile
      product={product}
      action={action}
      overlay={corner ? <div className="absolute top-1.5 right-1.5 z-10">{corner}</div> : null}
    />
  )
}

export const wishlistGridClasses = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4'
