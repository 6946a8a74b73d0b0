import { SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import {
  GENDER_FILTER_OPTIONS,
  INTENSITY_FILTER_OPTIONS,
  PRICE_BANDS,
  type SearchCriteria,
} from '@scentia/domain/catalog/search'
import type { ProductsFacets } from '@scentia/domain/catalog/products-query'
import { LabelledSelect, type SelectChoice } from '../../../components/ui/labelled-select'

interface SearchFiltersProps {
  criteria: SearchCriteria
  /** The answer's counts (docs/product.md §11), shown beside each option once there is one. */
  facets?: ProductsFacets | undefined
  onChange: (change: Partial<SearchCriteria>) => void
}

/** "Woody (312)": what picking the value would show, with the other filters as they are. */
function counted(
  label: string,
  facet: readonly { value: string; count: number }[] | undefined,
  value: string,
): string {
  const count = facet?.find((entry) => entry.value === value)?.count
  return count === undefined ? label : `${label} (${count.toLocaleString('en')})`
}

/**
 * The four refine filters of docs/product.md §S5 as native selects (the phone's own picker, labelled, no
 * custom widget to get wrong), with docs/product.md §S9's option labels. '' stands for All.
 */
export function SearchFilters({ criteria, facets, onChange }: SearchFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 md:grid-cols-4">
      <FilterSelect
        label="Scent Family"
        value={criteria.family ?? ''}
        options={[
          { value: '', label: 'All' },
          ...SCENT_FAMILIES.map((family) => ({
            value: family,
            label: counted(family, facets?.family, family),
          })),
        ]}
        onChange={(value) => {
          onChange({ family: SCENT_FAMILIES.find((family) => family === value) ?? null })
        }}
      />
      <FilterSelect
        label="Gender"
        value={criteria.gender ?? ''}
        options={GENDER_FILTER_OPTIONS.map((option) => ({
          value: option.value ?? '',
          label: option.value ? counted(option.label, facets?.gender, option.value) : option.label,
        }))}
        onChange={(value) => {
          onChange({
            gender: GENDER_FILTER_OPTIONS.find((option) => option.value === value)?.value ?? null,
          })
        }}
      />
      <FilterSelect
        label="Price"
        value={criteria.price ?? ''}
        options={[
          { value: '', label: 'All' },
          ...PRICE_BANDS.map((band) => ({
            value: band.id,
            label: counted(band.label, facets?.price_band, band.id),
          })),
        ]}
        onChange={(value) => {
          onChange({ price: PRICE_BANDS.find((band) => band.id === value)?.id ?? null })
        }}
      />
      <FilterSelect
        label="Intensity"
        value={criteria.intensity ?? ''}
        options={INTENSITY_FILTER_OPTIONS.map((option) => ({
          value: option.value ?? '',
          label: option.value
            ? counted(option.label, facets?.intensity, option.value)
            : option.label,
        }))}
        onChange={(value) => {
          onChange({
            intensity:
              INTENSITY_FILTER_OPTIONS.find((option) => option.value === value)?.value ?? null,
          })
        }}
      />
    </div>
  )
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: SelectChoice[]
  onChange: (value: string) => void
}) {
  return (
    <LabelledSelect
      label={label}
      labelClassName="text-xs font-semibold tracking-[0.14em] text-muted uppercase"
      value={value}
      onChange={onChange}
      className={`h-11 w-full appearance-none truncate rounded-xl border bg-white/80 pr-9 pl-3 text-sm text-ink transition-colors hover:border-ink ${
        value === '' ? 'border-ink/20' : 'border-gold-deep font-medium'
      }`}
      options={options}
    />
  )
}
