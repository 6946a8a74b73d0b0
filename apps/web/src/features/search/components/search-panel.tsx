import {
  countActiveFilters,
  criteriaForTile,
  isSearchActive,
  MAX_SEARCH_TEXT,
} from '@scentia/domain/catalog/search'
import { criteriaQuery } from '@scentia/domain/catalog/shop-url'
import { ArrowRight, Search, SearchX, SlidersHorizontal, X } from 'lucide-react'
import { useEffect, useId, useState, type RefObject } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { SkeletonStack } from '../../../components/ui/skeleton-stack'
import { useProductsPage } from '../../../lib/catalog'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { useSearchOverlay } from '../stores/search-overlay-store'
import { CategoryTiles } from './category-tiles'
import { RESULT_LIMIT, SearchResults } from './search-results'
import { SearchFilters } from './search-filters'
import { TrendingChips } from './trending-chips'
import { shopPath } from '../../../config/paths'

export const NO_RESULTS_MESSAGE = 'No products found'

/**
 * The overlay's content: the text box, trending chips, Refine Search, then category tiles
 * before a search and the results during one. Its own chunk, loaded when the overlay first
 * opens (or the search button is hovered or focused), so the shell stays light.
 */
export function SearchPanel({
  inputRef,
  onNavigate,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  onNavigate: () => void
}) {
  const criteria = useSearchOverlay((state) => state.criteria)
  const setCriteria = useSearchOverlay((state) => state.setCriteria)
  const clear = useSearchOverlay((state) => state.clear)
  const [isRefineOpen, setRefineOpen] = useState(() => countActiveFilters(criteria) > 0)
  const refineId = useId()
  const inputId = useId()

  // The server searches (docs/product.md §11): asked once the typing pauses, a page of
  // RESULT_LIMIT with the real total. A newer question replaces the one in flight, whose request
  // TanStack Query aborts (the fetch takes its signal) as the old key loses its last observer.
  const settled = useDebouncedValue(criteria)
  // Cleared, the tiles are back at once; a new search waits for the pause like any other.
  const isActive = isSearchActive(settled) && isSearchActive(criteria)
  const query = { ...criteriaQuery(settled), perPage: RESULT_LIMIT }
  const products = useProductsPage(query, { enabled: isActive, keepPrevious: true })
  // Unfiltered counts for the tiles and the filters before a search: the same API's facets.
  const overview = useProductsPage({ perPage: 1 }, { enabled: !isActive })
  const isStale = settled !== criteria || products.isPlaceholderData
  const results = products.data?.products ?? []
  const total = products.data?.total ?? 0
  const facets = isActive ? products.data?.facets : overview.data?.facets
  const filterCount = countActiveFilters(criteria)
  const shopLink = shopPath(criteriaQuery(settled))

  // The text box has autofocus. When this chunk was already loaded the dialog focuses it
  // itself; on the first open the box arrives after the dialog has put focus on its close
  // button, so it takes focus here. Only then: this effect runs before the dialog's, and
  // focusing earlier would make the dialog remember the box, not the button that opened it.
  useEffect(() => {
    const input = inputRef.current
    if (input?.closest('[role="dialog"]')?.contains(document.activeElement)) input.focus()
  }, [inputRef])

  function clearSearch() {
    clear()
    inputRef.current?.focus()
  }

  return (
    <div className="flex flex-col">
      <div className="sticky top-0 z-10 space-y-3 bg-cream px-5 pt-4 pb-3">
        <div className="relative">
          <label htmlFor={inputId} className="sr-only">
            Search fragrances
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
            strokeWidth={1.7}
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={criteria.text}
            maxLength={MAX_SEARCH_TEXT}
            onChange={(event) => {
              setCriteria({ text: event.target.value })
            }}
            placeholder="Name, brand or note"
            autoComplete="off"
            enterKeyHint="search"
            className="h-13 w-full rounded-full border border-ink/15 bg-white pr-12 pl-12 text-base text-ink shadow-sm placeholder:text-muted/80 focus:border-gold-deep [&::-webkit-search-cancel-button]:hidden"
          />
          {criteria.text !== '' ? (
            <button
              type="button"
              onClick={() => {
                setCriteria({ text: '' })
                inputRef.current?.focus()
              }}
              aria-label="Clear text"
              className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-ink/[0.06] hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <TrendingChips
          value={criteria.chip}
          onChange={(chip) => {
            setCriteria({ chip })
          }}
        />
      </div>

      <div className="px-5">
        <div className="border-y border-line">
          <button
            type="button"
            aria-expanded={isRefineOpen}
            aria-controls={refineId}
            // Browsers put a space between the flex items of a name; say the count in one piece.
            aria-label={
              filterCount > 0
                ? `Refine Search, ${filterCount} ${filterCount === 1 ? 'filter' : 'filters'} on`
                : undefined
            }
            onClick={() => {
              setRefineOpen((open) => !open)
            }}
            className="flex h-12 w-full items-center gap-2 text-sm font-medium text-ink"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4 text-gold-deep" />
            Refine Search
            {filterCount > 0 ? (
              <span
                aria-hidden="true"
                className="rounded-full bg-gold px-2 py-0.5 text-[0.7rem] font-bold text-ink"
              >
                {filterCount}
              </span>
            ) : null}
            <span aria-hidden="true" className="ml-auto text-muted">
              {isRefineOpen ? '−' : '+'}
            </span>
          </button>
          <div id={refineId} hidden={!isRefineOpen} className="pb-4">
            <SearchFilters criteria={criteria} facets={facets} onChange={setCriteria} />
          </div>
        </div>
      </div>

      <div className="px-5 pt-4 pb-8">
        {!isActive ? (
          <section aria-labelledby={`${refineId}-tiles`}>
            <h3
              id={`${refineId}-tiles`}
              className="mb-3 text-xs font-semibold tracking-[0.18em] text-muted uppercase"
            >
              Shop by category
            </h3>
            <CategoryTiles
              facets={overview.data?.facets}
              onSelect={(tile) => {
                setCriteria(criteriaForTile(tile))
              }}
            />
          </section>
        ) : products.isPending && products.fetchStatus !== 'idle' ? (
          <ResultsSkeleton />
        ) : products.isError ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="font-serif text-lg">Failed to load products</p>
            <Button
              variant="outline"
              onClick={() => {
                void products.refetch()
              }}
            >
              Try Again
            </Button>
          </div>
        ) : null}

        {/* Always in the page while searching, so screen readers hear each new count. */}
        <p
          role="status"
          className={isActive && products.isSuccess ? 'mb-3 text-sm text-muted' : 'sr-only'}
        >
          {isActive && products.isSuccess ? resultCountText(total) : ''}
        </p>

        {isActive && products.isSuccess ? (
          results.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-sand">
                <SearchX aria-hidden="true" className="size-6 text-gold-deep" strokeWidth={1.5} />
              </span>
              <p className="font-serif text-xl">{NO_RESULTS_MESSAGE}</p>
              <p className="max-w-xs text-sm text-muted">Try another word, or fewer filters.</p>
              <Button variant="primary" onClick={clearSearch} className="mt-1">
                Clear Search
              </Button>
            </div>
          ) : (
            <>
              <SearchResults results={results} onNavigate={onNavigate} isStale={isStale} />
              {total > results.length ? (
                <p className="mt-4 text-center text-sm text-muted">
                  Showing the first {results.length}.{' '}
                  <Link
                    to={shopLink}
                    onClick={onNavigate}
                    className="inline-flex min-h-11 items-center gap-1 font-medium text-ink underline decoration-gold decoration-2 underline-offset-4"
                  >
                    See all {total.toLocaleString('en')} in the shop
                    <ArrowRight aria-hidden="true" className="size-3.5" />
                  </Link>
                </p>
              ) : (
                <p className="mt-4 text-center text-sm">
                  <Link
                    to={shopLink}
                    onClick={onNavigate}
                    className="inline-flex min-h-11 items-center gap-1 font-medium text-ink underline decoration-gold decoration-2 underline-offset-4"
                  >
                    View in the shop
                    <ArrowRight aria-hidden="true" className="size-3.5" />
                  </Link>
                </p>
              )}
            </>
          )
        ) : null}
      </div>
    </div>
  )
}

export function resultCountText(count: number): string {
  return count === 1 ? '1 product found' : `${count} products found`
}

function ResultsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 p-2">
          <Skeleton className="h-[4.5rem] w-14 rounded-xl" />
          <SkeletonStack
            className="flex-1 space-y-2"
            shapes={['h-2.5 w-1/3 rounded', 'h-3.5 w-2/3 rounded']}
          />
        </div>
      ))}
    </div>
  )
}
