import { GENDERS, GENDER_LABELS, SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import {
  INTENSITY_FILTER_OPTIONS,
  MAX_SEARCH_TEXT,
  PRICE_BANDS,
  type SearchCriteria,
} from '@scentia/domain/catalog/search'
import { SORT_OPTIONS, SORT_PARAM_NAME, type SortId } from '@scentia/domain/catalog/sort'
import { useId, type ReactNode } from 'react'
import { SEARCH_PARAM_NAMES } from '@scentia/domain/catalog/search-params'

const fieldClass =
  'h-11 w-full rounded-xl border border-ink/20 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-gold-deep'

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/**
 * The shop's search, filters and sort as one plain GET form (docs/product.md §8: without JavaScript
 * the shop still searches, filters and sorts). Inside `<noscript>`: rendered by the server, never
 * by React in the browser, where the search overlay and the sort control do the same live.
 */
export function ShopFilterForm({ criteria, sort }: { criteria: SearchCriteria; sort: SortId }) {
  return (
    <noscript>
      <form
        method="get"
        action="/shop"
        role="search"
        aria-label="Search and filter fragrances"
        className="mt-6 grid gap-3 rounded-2xl border border-line bg-white/60 p-4 sm:grid-cols-3 lg:grid-cols-7"
      >
        <div className="sm:col-span-3 lg:col-span-2">
          <Field label="Search">
            {(id) => (
              <input
                id={id}
                type="search"
                name={SEARCH_PARAM_NAMES.text}
                defaultValue={criteria.text}
                maxLength={MAX_SEARCH_TEXT}
                className={fieldClass}
              />
            )}
          </Field>
        </div>
        <Field label="Scent family">
          {(id) => (
            <select
              id={id}
              name={SEARCH_PARAM_NAMES.family}
              defaultValue={criteria.family ?? ''}
              className={fieldClass}
            >
              <option value="">All</option>
              {SCENT_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {family}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="For">
          {(id) => (
            <select
              id={id}
              name={SEARCH_PARAM_NAMES.gender}
              defaultValue={criteria.gender ?? ''}
              className={fieldClass}
            >
              <option value="">All</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Price (₦)">
          {(id) => (
            <select
              id={id}
              name={SEARCH_PARAM_NAMES.price}
              defaultValue={criteria.price ?? ''}
              className={fieldClass}
            >
              <option value="">All</option>
              {PRICE_BANDS.map((band) => (
                <option key={band.id} value={band.id}>
                  {band.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Intensity">
          {(id) => (
            <select
              id={id}
              name={SEARCH_PARAM_NAMES.intensity}
              defaultValue={criteria.intensity ?? ''}
              className={fieldClass}
            >
              {INTENSITY_FILTER_OPTIONS.map((option) => (
                <option key={option.label} value={option.value ?? ''}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Sort by">
          {(id) => (
            <select id={id} name={SORT_PARAM_NAME} defaultValue={sort} className={fieldClass}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {criteria.chip ? (
          <input type="hidden" name={SEARCH_PARAM_NAMES.chip} value={criteria.chip} />
        ) : null}
        <div className="flex items-end sm:col-span-3 lg:col-span-7">
          <button
            type="submit"
            className="h-11 rounded-full bg-ink px-6 text-sm font-medium text-cream hover:bg-ink/85"
          >
            Show fragrances
          </button>
        </div>
      </form>
    </noscript>
  )
}
