import { GENDER_LABELS } from '@scentia/domain/catalog/product'
import {
  INTENSITY_FILTER_OPTIONS,
  PRICE_BANDS,
  TRENDING_CHIPS,
  type SearchCriteria,
} from '@scentia/domain/catalog/search'
import { parseSortParam, sortProducts, SORT_PARAM_NAME } from '@scentia/domain/catalog/sort'
import { PackageSearch, X } from 'lucide-react'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/ui/button'
import { StatusPanel } from '../../components/ui/status-panel'
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/components/product-grid'
import { SortControl } from '../../features/catalog/components/sort-control'
import { useProducts } from '../../lib/catalog'
import { useShopSearch } from '../../features/search/hooks/use-shop-search'
import { shopPageTitle } from '../../features/search/shop-title'
import { ShopFilterForm } from '../../features/search/components/shop-filter-form'
import { renderCartAction } from '../cart-action'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'

type FilterKey = Exclude<keyof SearchCriteria, 'text'>

/** The filters in the URL, as removable chips: what a shopper sees they are looking at. */
function activeFilters(criteria: SearchCriteria): { key: keyof SearchCriteria; label: string }[] {
  const labels: Record<FilterKey, string | null> = {
    family: criteria.family,
    gender: criteria.gender ? GENDER_LABELS[criteria.gender] : null,
    price: PRICE_BANDS.find((band) => band.id === criteria.price)?.label ?? null,
    intensity:
      INTENSITY_FILTER_OPTIONS.find(
        (option) => option.value !== null && option.value === criteria.intensity,
      )?.label ?? null,
    chip: TRENDING_CHIPS.find((chip) => chip.id === criteria.chip)?.label ?? null,
  }
  const chips: { key: keyof SearchCriteria; label: string }[] = []
  const text = criteria.text.trim()
  if (text) chips.push({ key: 'text', label: `“${text}”` })
  for (const [key, label] of Object.entries(labels) as [FilterKey, string | null][]) {
    if (label) chips.push({ key, label })
  }
  return chips
}

export function ShopRoute() {
  const [params, setParams] = useSearchParams()
  const sort = parseSortParam(params.get(SORT_PARAM_NAME))
  const { criteria, setCriteria, clearCriteria, filter, isActive } = useShopSearch()
  const { data: products, isPending, isError, error, refetch } = useProducts()
  const shown = useMemo(
    () => (products ? sortProducts(filter(products), sort) : []),
    [products, filter, sort],
  )
  const filters = activeFilters(criteria)
  const title = shopPageTitle(criteria)

  return (
    <div className="mx-auto max-w-7xl px-5 pt-8 pb-16 md:px-8 md:pt-12">
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">Shop</p>
      <h1 className="mt-2 font-serif text-4xl tracking-tight break-words md:text-5xl">{title}</h1>

      {filters.length > 0 ? (
        <div className="js-only mt-5 flex flex-wrap items-center gap-2">
          <span className="sr-only">Active filters:</span>
          {filters.map((filter) => (
            <button
              key={filter.key}
              type="button"
              onClick={() => {
                setCriteria({ [filter.key]: filter.key === 'text' ? '' : null })
              }}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-ink/20 bg-white/70 pr-2.5 pl-3.5 text-sm hover:border-ink"
            >
              {filter.label}
              <X aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Remove filter</span>
            </button>
          ))}
          <Button variant="link" className="ml-1 text-sm" onClick={clearCriteria}>
            Clear all
          </Button>
        </div>
      ) : null}
      <ShopFilterForm criteria={criteria} sort={sort} />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-y border-line py-3">
        <p className="text-sm text-muted" role="status">
          {isPending
            ? 'Loading…'
            : `${shown.length} ${shown.length === 1 ? 'fragrance' : 'fragrances'}`}
        </p>
        <SortControl
          className="js-only"
          value={sort}
          onChange={(next) => {
            const nextParams = new URLSearchParams(params)
            nextParams.set(SORT_PARAM_NAME, next)
            setParams(nextParams, { replace: true, preventScrollReset: true })
          }}
        />
      </div>

      <div className="mt-8">
        {isPending ? (
          <ProductGridSkeleton />
        ) : isError ? (
          <CatalogueError
            error={error}
            onRetry={() => {
              void refetch()
            }}
          />
        ) : shown.length === 0 ? (
          <StatusPanel
            icon={<PackageSearch aria-hidden="true" className="size-6" />}
            title="No products found"
            actions={isActive ? <Button onClick={clearCriteria}>Clear Search</Button> : null}
          >
            Try another word, or fewer filters.
          </StatusPanel>
        ) : (
          <ProductGrid products={shown} renderAction={renderCartAction} label={title} />
        )}
      </div>
    </div>
  )
}
