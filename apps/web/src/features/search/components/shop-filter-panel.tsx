import { SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import type { ProductsFacets, ProductsQuery } from '@scentia/domain/catalog/products-query'
import {
  GENDER_FILTER_OPTIONS,
  INTENSITY_FILTER_OPTIONS,
  MAX_SEARCH_TEXT,
  PRICE_BANDS,
} from '@scentia/domain/catalog/search'
import {
  priceBandOfQuery,
  priceBandRange,
  readShopQuery,
  shopSortOptions,
  unappliedShopChoices,
} from '@scentia/domain/catalog/shop-url'
import { slug } from '@scentia/domain/catalog/filter-values'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { ChevronSelect } from '../../../components/ui/chevron-select'
import { CheckboxRow } from '../../../components/ui/checkbox-row'

const fieldClass =
  'h-11 w-full appearance-none rounded-xl border border-ink/20 bg-white pr-9 pl-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-gold-deep'

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/** "Woody (312)": what picking the value would show (docs/product.md §11 facet counts). */
function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count.toLocaleString('en')})`
}

function countOf(facet: readonly { value: string; count: number }[] | undefined, value: string) {
  return facet?.find((entry) => entry.value === value)?.count
}

/** The yes-or-no filters, as checkboxes that send `name=1` (docs/decisions/034). */
const FLAG_FILTERS = [
  { name: 'in_stock', field: 'inStock', label: 'In stock only' },
  { name: 'gift_set', field: 'giftSet', label: 'Gift sets' },
  { name: 'travel_size', field: 'travelSize', label: 'Travel sizes' },
] as const satisfies readonly {
  name: string
  field: keyof ProductsQuery
  label: string
}[]

interface ShopFilterPanelProps {
  query: ProductsQuery
  /** The answer's facet counts; undefined until the first answer. */
  facets: ProductsFacets | undefined
  onChange: (change: Partial<ProductsQuery>) => void
}

/**
 * The shop's search, filters and sort as one GET form on /shop (docs/product.md §8: without
 * JavaScript the shop still searches, filters and sorts; the price band travels as the old
 * `price=` name, which the page reads as a range). With JavaScript each choice applies at once.
 * Every option carries its facet count, so a shopper sees before choosing how many bottles a
 * choice leaves.
 */
export function ShopFilterPanel({ query, facets, onChange }: ShopFilterPanelProps) {
  const band = priceBandOfQuery(query)
  const isCustomRange = band === null && (query.minPrice !== null || query.maxPrice !== null)
  const brands = facets?.brand ?? []
  const brandOptions =
    query.brand && !brands.some((entry) => entry.value === query.brand)
      ? [{ value: query.brand, count: undefined }, ...brands]
      : brands

  // Until its code arrives the form is the server's HTML (decision 036): a choice made on a slow
  // phone before then stays in the controls but went nowhere. Once, as the panel comes alive,
  // what the form holds and the page does not show yet is applied, as if chosen now.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!form.current) return
    const onForm = new URLSearchParams()
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === 'string') onForm.append(name, value)
    }
    const change = unappliedShopChoices(query, readShopQuery(onForm))
    if (Object.keys(change).length > 0) onChange(change)
    // Once, on coming alive: later choices apply through each control's own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <form
      ref={form}
      method="get"
      action="/shop"
      role="search"
      aria-label="Search and filter fragrances"
      className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-line bg-white/60 p-4 sm:grid-cols-3 lg:grid-cols-8"
      onSubmit={(event) => {
        event.preventDefault()
        const text = new FormData(event.currentTarget).get('q')
        onChange({ q: typeof text === 'string' && text.trim() !== '' ? text.trim() : null })
      }}
    >
      <div className="col-span-2 sm:col-span-3 lg:col-span-2">
        <Field label="Search">
          {(id) => (
            <input
              id={id}
              key={query.q ?? ''}
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              maxLength={MAX_SEARCH_TEXT}
              placeholder="Name, brand or note"
              className={fieldClass}
            />
          )}
        </Field>
      </div>
      <Field label="Scent family">
        {(id) => (
          <ChevronSelect
            id={id}
            name="family"
            value={query.family ?? ''}
            onChange={(value) => {
              onChange({ family: SCENT_FAMILIES.find((family) => family === value) ?? null })
            }}
            className={fieldClass}
          >
            <option value="">All</option>
            {SCENT_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {withCount(family, countOf(facets?.family, family))}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <Field label="For">
        {(id) => (
          <ChevronSelect
            id={id}
            name="gender"
            value={query.gender ?? ''}
            onChange={(value) => {
              onChange({
                gender:
                  GENDER_FILTER_OPTIONS.find((option) => option.value === value)?.value ?? null,
              })
            }}
            className={fieldClass}
          >
            {GENDER_FILTER_OPTIONS.map((option) => (
              <option key={option.label} value={option.value ?? ''}>
                {option.value === null
                  ? option.label
                  : withCount(option.label, countOf(facets?.gender, option.value))}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <Field label="Brand">
        {(id) => (
          <ChevronSelect
            id={id}
            name="brand"
            value={query.brand ?? ''}
            onChange={(value) => {
              onChange({ brand: value === '' ? null : value })
            }}
            className={fieldClass}
          >
            <option value="">All</option>
            {brandOptions.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {withCount(entry.value, entry.count)}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <Field label="Price (₦)">
        {(id) => (
          <ChevronSelect
            id={id}
            name="price"
            value={band ?? ''}
            onChange={(value) => {
              const chosen = PRICE_BANDS.find((candidate) => candidate.id === value)
              onChange(chosen ? priceBandRange(chosen) : { minPrice: null, maxPrice: null })
            }}
            className={fieldClass}
          >
            <option value="">{isCustomRange ? 'Your range' : 'All'}</option>
            {PRICE_BANDS.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {withCount(entry.label, countOf(facets?.price_band, entry.id))}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <Field label="Intensity">
        {(id) => (
          <ChevronSelect
            id={id}
            name="intensity"
            value={query.intensity ? slug(query.intensity) : ''}
            onChange={(value) => {
              onChange({
                intensity:
                  INTENSITY_FILTER_OPTIONS.find(
                    (option) => option.value !== null && slug(option.value) === value,
                  )?.value ?? null,
              })
            }}
            className={fieldClass}
          >
            {INTENSITY_FILTER_OPTIONS.map((option) => (
              <option key={option.label} value={option.value ? slug(option.value) : ''}>
                {option.value === null
                  ? option.label
                  : withCount(option.label, countOf(facets?.intensity, option.value))}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <Field label="Sort by">
        {(id) => (
          <ChevronSelect
            id={id}
            name="sort"
            value={query.sort}
            onChange={(value) => {
              const sort = shopSortOptions(query).find((option) => option.id === value)
              if (sort) onChange({ sort: sort.id })
            }}
            className={fieldClass}
          >
            {shopSortOptions(query).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      {isCustomRange && query.minPrice !== null ? (
        <input type="hidden" name="min_price" value={query.minPrice} />
      ) : null}
      {isCustomRange && query.maxPrice !== null ? (
        <input type="hidden" name="max_price" value={query.maxPrice} />
      ) : null}
      {query.note ? <input type="hidden" name="note" value={query.note} /> : null}
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-3 lg:col-span-8">
        <div className="flex flex-wrap items-center gap-x-5">
          {FLAG_FILTERS.map((filter) => (
            <CheckboxRow
              key={filter.name}
              inline
              className="text-sm"
              name={filter.name}
              value="1"
              checked={query[filter.field]}
              onCheckedChange={(checked) => {
                onChange({ [filter.field]: checked })
              }}
            >
              {filter.label}
            </CheckboxRow>
          ))}
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-ink px-6 text-sm font-medium text-cream hover:bg-ink/85"
        >
          Show fragrances
        </button>
      </div>
    </form>
  )
}
