import { GENDER_LABELS } from '@scentia/domain/catalog/product'
import type { ProductsQuery } from '@scentia/domain/catalog/products-query'
import { PRICE_BANDS } from '@scentia/domain/catalog/search'
import {
  clearShopFilters,
  isShopQueryNarrowed,
  pageCount,
  priceBandOfQuery,
  shopUrl,
} from '@scentia/domain/catalog/shop-url'
import { formatNaira } from '@scentia/domain/money/format'
import { PackageSearch, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { StatusPanel } from '../../components/ui/status-panel'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'
import { PageLinks } from '../../features/catalog/components/page-links'
import { ProductGridSkeleton } from '../../features/catalog/components/product-grid-skeleton'
import { shopPageTitle } from '../../features/search/shop-title'
import { useProductsPage } from '../../lib/catalog'
import { PartElement } from '../../lib/deferred-hydration'
import { KEEP_SCROLL } from '../../lib/keep-scroll'
import { ShelfGrid } from '../shelves'

// The parts of /shop that hydrate apart, one module so they arrive as one file after the page's
// own (shop.tsx, decision 036).
export { ShopFilterPanel } from '../../features/search/components/shop-filter-panel'

/** The filters in the URL as links that remove them: what a shopper sees they are looking at. */
function activeFilters(query: ProductsQuery): { key: string; label: string; href: string }[] {
  const without = (change: Partial<ProductsQuery>) => shopUrl({ ...query, page: 1, ...change })
  const band = PRICE_BANDS.find((entry) => entry.id === priceBandOfQuery(query))
  const range =
    query.minPrice !== null || query.maxPrice !== null
      ? (band?.label ??
        `${query.minPrice === null ? '' : formatNaira(query.minPrice)}–${query.maxPrice === null ? '' : formatNaira(query.maxPrice)}`)
      : null
  const chips = [
    { key: 'q', label: query.q ? `“${query.q}”` : null, change: { q: null } },
    { key: 'family', label: query.family, change: { family: null } },
    {
      key: 'gender',
      label: query.gender ? GENDER_LABELS[query.gender] : null,
      change: { gender: null },
    },
    { key: 'brand', label: query.brand, change: { brand: null } },
    { key: 'note', label: query.note ? `Note: ${query.note}` : null, change: { note: null } },
    { key: 'intensity', label: query.intensity, change: { intensity: null } },
    { key: 'price', label: range, change: { minPrice: null, maxPrice: null } },
    { key: 'in_stock', label: query.inStock ? 'In stock' : null, change: { inStock: false } },
    { key: 'gift_set', label: query.giftSet ? 'Gift sets' : null, change: { giftSet: false } },
    {
      key: 'travel_size',
      label: query.travelSize ? 'Travel sizes' : null,
      change: { travelSize: false },
    },
  ] satisfies { key: string; label: string | null; change: Partial<ProductsQuery> }[]
  return chips.flatMap(({ key, label, change }) =>
    label ? [{ key, label, href: without(change) }] : [],
  )
}

/** The active filters, each a link that removes it (plain links until this part hydrates). */
export function ActiveFilters({ query }: { query: ProductsQuery }) {
  const filters = activeFilters(query)
  if (filters.length === 0) return null
  return (
    <PartElement as="div" className="mt-5 flex flex-wrap items-center gap-2">
      <span className="sr-only">Active filters:</span>
      {filters.map((filter) => (
        <Link
          key={filter.key}
          to={filter.href}
          replace
          state={KEEP_SCROLL}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink/20 bg-white/70 pr-2.5 pl-3.5 text-sm hover:border-ink"
        >
          {filter.label}
          <X aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Remove filter</span>
        </Link>
      ))}
      <Link
        to={shopUrl(clearShopFilters(query))}
        replace
        className="ml-1 inline-flex min-h-11 items-center text-sm underline underline-offset-4"
      >
        Clear all
      </Link>
    </PartElement>
  )
}

/** One more page appended under the ones shown ("Load more"). */
function AppendedPage({ query, label }: { query: ProductsQuery; label: string }) {
  const { data, isPending, isError, refetch } = useProductsPage(query)
  if (isPending) return <ProductGridSkeleton count={4} />
  if (isError) {
    return <CatalogueError onRetry={refetch} />
  }
  return <ShelfGrid products={data.products} label={label} />
}

/**
 * The shop's results (docs/product.md §11): the page's total, its 24 cards, "Load more", which
 * appends the next pages below without leaving this URL, and numbered page links that work
 * without JavaScript; or why there are none.
 */
export function ShopResults({
  query,
  clearQuery,
}: {
  query: ProductsQuery
  clearQuery: () => void
}) {
  const { data, isPending, isError, isPlaceholderData, error, refetch } = useProductsPage(query, {
    keepPrevious: true,
  })
  const search = shopUrl(query)
  const [appended, setAppended] = useState({ search, count: 0 })
  // Another query starts again from its own page.
  const more = appended.search === search ? appended.count : 0
  const title = shopPageTitle(query)
  const last = data ? pageCount(data.total, data.per_page) : query.page
  const isNarrowed = isShopQueryNarrowed(query)

  return (
    <PartElement as="div">
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-y border-line py-3">
        <p className="text-sm text-muted" role="status">
          {isPending || isPlaceholderData
            ? 'Loading…'
            : isError
              ? ''
              : `${data.total.toLocaleString('en')} ${data.total === 1 ? 'fragrance' : 'fragrances'}${
                  last > 1 ? ` · page ${String(query.page)} of ${String(last)}` : ''
                }`}
        </p>
      </div>

      <div className="mt-8" aria-busy={isPlaceholderData || undefined}>
        {isPending ? (
          <ProductGridSkeleton />
        ) : isError ? (
          <CatalogueError error={error} onRetry={refetch} />
        ) : data.products.length === 0 ? (
          <StatusPanel
            icon={<PackageSearch aria-hidden="true" className="size-6" />}
            title="No products found"
            actions={isNarrowed ? <Button onClick={clearQuery}>Clear Search</Button> : null}
          >
            {query.page > 1 && data.total > 0
              ? `There are only ${String(last)} pages of these fragrances.`
              : 'No fragrances match. Try another word, or fewer filters.'}
          </StatusPanel>
        ) : (
          <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ShelfGrid products={data.products} label={title} />
            {Array.from({ length: more }, (_, index) => {
              const page = query.page + index + 1
              return (
                <div key={page} className="mt-8">
                  <AppendedPage
                    query={{ ...query, page }}
                    label={shopPageTitle({ ...query, page })}
                  />
                </div>
              )
            })}
            {query.page + more < last ? (
              <div className="js-only mt-10 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => {
                    setAppended({ search, count: more + 1 })
                  }}
                >
                  Load more
                </Button>
              </div>
            ) : null}
            <PageLinks
              current={query.page}
              last={last}
              hrefOf={(page) => shopUrl({ ...query, page })}
            />
          </div>
        )}
      </div>
    </PartElement>
  )
}
