import { mainPhoto, type ProductPhoto } from '@scentia/domain/catalog/product-photos'
import { formatNaira } from '@scentia/domain/money/format'
import type { ProductRating } from '@scentia/domain/reviews/summary'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { productPath } from '../../config/paths'
import { ProductPicture } from './product-picture'
import { StarRating } from './star-rating'

/** What a tile shows of a product: the catalogue's, the wishlist's and the quiz's all have it. */
export interface ProductTileProduct {
  productId: string
  name: string
  brand: string
  price: number
  image: string
  size: string
  type: string
  /** Verified reviews' stars; absent or null shows nothing. */
  rating?: ProductRating | null
  /** The owner's photos; the first gallery photo replaces the drawn art (docs/decisions/049). */
  photos?: ProductPhoto[]
}

/**
 * How wide a tile is shown, as `sizes` for its photo: two columns on a phone, three from md,
 * four from lg (product-grid.tsx), within the page's 80 rem.
 */
export const TILE_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 31vw, 46vw'

/** The API's art is 480 × 480; the tile's box has its own aspect ratio, so nothing shifts. */
export const TILE_IMAGE_WIDTH = 480
export const TILE_IMAGE_HEIGHT = 480

interface ProductTileProps {
  product: ProductTileProduct
  /** The cart control (or any action), composed by the route: features do not import each other. */
  action?: ReactNode
  /** Load the art at once: only for tiles in the first screenful. */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
  /**
   * shelf: a grid or row of products (shop, home, wishlist); feature: a boxed, larger tile with
   * room for more below the name (the quiz's recommendations).
   */
  variant?: 'shelf' | 'feature'
  /** Laid over the art: badges (Bestseller, Only 2 left, 92% match) and a corner button. */
  overlay?: ReactNode
  /** The line under the name; size and family by default. */
  details?: ReactNode
  /** Between the details and the price (the quiz's reasons). */
  children?: ReactNode
}

const styles = {
  shelf: {
    article: 'group relative flex h-full flex-col',
    art: 'relative aspect-[4/5] overflow-hidden rounded-2xl bg-sand',
    body: 'flex flex-1 flex-col pt-3',
    heading: 'mt-1 font-serif text-[1.05rem] leading-snug text-ink sm:text-lg',
    link: 'outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold-deep',
    footer: 'mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-2 pt-3',
    price: 'text-[0.95rem] font-semibold tabular-nums',
  },
  feature: {
    article:
      'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white/70',
    art: 'relative aspect-[4/3] overflow-hidden bg-sand',
    body: 'flex flex-1 flex-col p-5',
    heading: 'mt-1 font-serif text-xl leading-snug',
    link: 'outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-offset-[-4px] focus-visible:after:outline-gold-deep',
    footer: 'mt-auto flex flex-wrap items-center justify-between gap-3 pt-5',
    price: 'text-lg font-semibold tabular-nums',
  },
} as const

/**
 * A product as a tile: art, brand, name, details, price and an action slot. The whole tile is
 * one link (a stretched link on the name) with the action above it. Written once for the shop's
 * cards, the wishlist and the quiz.
 */
export function ProductTile({
  product,
  action,
  priority = false,
  headingLevel: Heading = 'h3',
  variant = 'shelf',
  overlay,
  details,
  children,
}: ProductTileProps) {
  const style = styles[variant]
  const photo = mainPhoto(product.photos)
  const artClass =
    'size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]'
  return (
    <article className={style.article}>
      <div className={style.art}>
        {photo ? (
          <ProductPicture
            photo={photo}
            sizes={TILE_IMAGE_SIZES}
            alt=""
            priority={priority}
            className={artClass}
          />
        ) : (
          <img
            src={product.image}
            alt=""
            width={TILE_IMAGE_WIDTH}
            height={TILE_IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={artClass}
          />
        )}
        {overlay}
      </div>
      <div className={style.body}>
        <p className="text-[0.68rem] font-semibold tracking-[0.18em] text-muted uppercase">
          {product.brand}
        </p>
        <Heading className={style.heading}>
          <Link to={productPath(product.productId)} className={style.link}>
            {product.name}
          </Link>
        </Heading>
        <p className="mt-0.5 text-xs text-muted">
          {details ?? (
            <>
              {product.size} · {product.type}
            </>
          )}
        </p>
        {product.rating ? (
          <p className="mt-1">
            <StarRating value={product.rating.average} count={product.rating.count} />
          </p>
        ) : null}
        {children}
        <div className={style.footer}>
          <p className={style.price}>{formatNaira(product.price)}</p>
          {action ? <div className="relative z-10">{action}</div> : null}
        </div>
      </div>
    </article>
  )
}
