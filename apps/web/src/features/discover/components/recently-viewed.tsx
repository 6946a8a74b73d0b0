import type { Product } from '@scentia/domain/catalog/product'
import { useId, type ReactNode } from 'react'
import { ProductTile } from '../../../components/ui/product-tile'
import { productsByIdsQueryOptions } from '../../../lib/catalog'
import { useServerQuery } from '../../../lib/server-state'
import { useSessionUserId } from '../../../lib/session'
import { useRecentlyViewed, useRecordRecentlyViewed } from '../hooks/use-recently-viewed'

interface RecentlyViewedProps {
  /** The cart control for each tile, composed by the route. */
  renderAction?: (product: Product) => ReactNode
  className?: string
}

/**
 * "Recently viewed": the product pages this browser opened, newest first. Nothing on
 * the server or in the first client render (see useRecentlyViewed), and nothing when the list is
 * empty, so a first visit shows no hollow section.
 */
export function RecentlyViewed(props: RecentlyViewedProps) {
  const ids = useRecentlyViewed()
  if (ids.length === 0) return null
  return <RecentlyViewedRow ids={ids} {...props} />
}

function RecentlyViewedRow({
  ids,
  renderAction,
  className,
}: RecentlyViewedProps & { ids: number[] }) {
  const headingId = useId()
  // Its own products by id (GET /api/products?ids=, in the order asked), so prices and stock are
  // today's; retired products simply drop out.
  const { data } = useServerQuery(productsByIdsQueryOptions(ids, useSessionUserId()))
  const products = data?.products ?? []
  if (products.length === 0) return null

  return (
    <section
      aria-labelledby={headingId}
      className={className ?? 'mx-auto max-w-7xl px-5 py-12 md:px-8 md:py-16'}
    >
      <h2 id={headingId} className="font-serif text-3xl tracking-tight md:text-4xl">
        Recently viewed
      </h2>
      <ul className="-mx-5 mt-6 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-5 px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-8">
        {products.map((product) => (
          <li
            key={product.id}
            className="w-[40vw] max-w-48 shrink-0 snap-start sm:w-auto sm:max-w-none"
          >
            <ProductTile product={product} action={renderAction?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Placed on a product page: remembers it for the row (after mount; it renders nothing). */
export function RememberRecentlyViewed({ id }: { id: number }) {
  useRecordRecentlyViewed(id)
  return null
}
