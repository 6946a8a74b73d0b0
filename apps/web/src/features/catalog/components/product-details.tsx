import type { ShownSize } from '@scentia/domain/catalog/availability'
import type { Product } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Skeleton } from '../../../components/ui/skeleton'
import { SkeletonStack } from '../../../components/ui/skeleton-stack'
import { HydrateApart } from '../../../lib/deferred-hydration'
import { AuthenticityPromise } from './authenticity-promise'
import { NotesPyramid } from './notes-pyramid'
import { ProductGallery } from './product-gallery'
import { ProductFacts } from './product-facts'
import { StockStatus } from './stock-status'
import { familyShopPath } from '../../../config/paths'

interface ProductDetailsProps {
  product: Product
  /** The size chosen in the cart control (`shownSize`): the headline and the facts follow it. */
  shown: ShownSize
  /** The cart control, composed by the route. */
  cartAction?: ReactNode
  /** The delivery fee widget, composed by the route. */
  delivery?: ReactNode
  /** "Tell me when it's back" for a sold-out product, composed by the route. */
  stockAlert?: ReactNode
}

/** The product page: art, the facts a buyer weighs, the cart and delivery slots, notes. */
export function ProductDetails({
  product,
  shown,
  cartAction,
  delivery,
  stockAlert,
}: ProductDetailsProps) {
  return (
    <article className="mx-auto max-w-7xl px-5 pt-4 pb-16 md:px-8 md:pt-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/shop" className="inline-flex min-h-11 min-w-11 items-center hover:text-ink">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link
              to={familyShopPath(product.type)}
              className="inline-flex min-h-11 min-w-11 items-center hover:text-ink"
            >
              {product.type}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="truncate text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-8 md:mt-6 md:grid-cols-2 md:gap-12 lg:gap-16">
        <div className="md:sticky md:top-28 md:self-start">
          <ProductGallery product={product} />
        </div>

        <div className="flex flex-col gap-7">
          <header>
            <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
              {product.brand}
            </p>
            <h1 className="mt-2 font-serif text-4xl leading-tight tracking-tight md:text-5xl">
              {product.name}
            </h1>
            <p className="mt-4 text-2xl font-semibold tabular-nums">{formatNaira(shown.price)}</p>
            <div className="mt-3">
              <StockStatus stock={shown.stock} />
            </div>
          </header>

          {cartAction ? <div>{cartAction}</div> : null}
          {stockAlert}

          {/* Below the first screenful on a phone: hydrated after the product (decision 036). */}
          <HydrateApart>
            <ProductFacts product={{ ...product, size: shown.label }} />
          </HydrateApart>

          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="font-serif text-2xl tracking-tight">
              Description
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-ink/85">
              {product.description}
            </p>
          </section>

          <AuthenticityPromise product={product} />

          {delivery ? <HydrateApart>{delivery}</HydrateApart> : null}

          <HydrateApart>
            <NotesPyramid notes={product.notes} />
          </HydrateApart>
        </div>
      </div>
    </article>
  )
}

export function ProductDetailsSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-5 pt-4 pb-16 md:px-8 md:pt-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading fragrance…
      </span>
      <Skeleton className="h-10 w-48" />
      <div className="mt-4 grid gap-8 md:mt-6 md:grid-cols-2 md:gap-12 lg:gap-16">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <SkeletonStack
          shapes={[
            'h-3 w-24',
            'mt-3 h-11 w-4/5',
            'mt-5 h-7 w-32',
            'mt-4 h-4 w-24',
            'mt-8 h-12 w-full rounded-full',
            'mt-8 h-36 w-full rounded-2xl',
          ]}
        />
      </div>
    </div>
  )
}
