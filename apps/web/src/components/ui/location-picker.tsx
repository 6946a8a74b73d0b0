import type { ComponentType } from 'react'
import { SelectField } from './form-field'
import {
  locationErrorMessage,
  type LocationCascade,
  type LocationLevel,
  type LocationSelection,
} from '../../lib/locations'

/** What the picker hands each of its three fields; a screen chooses how a field looks. */
export interface LocationFieldProps {
  level: LocationLevel
  label: string
  placeholder: string
  value: string
  options: readonly string[]
  /** LGA waits for a state, ward for an LGA. */
  disabled: boolean
  isLoading: boolean
  /** docs/product.md §S8 Locations: why this level's list could not load. */
  error: string | undefined
  onChange: (value: string) => void
}

const defaultLabels: Record<LocationLevel, string> = {
  states: 'State',
  lgas: 'LGA',
  wards: 'Ward',
}

const defaultPlaceholders: Record<LocationLevel, string> = {
  states: 'Select state',
  lgas: 'Select LGA',
  wards: 'Select ward',
}

interface LocationPickerProps {
  /** `useLocationCascade()`: the selection and the three lists. */
  cascade: LocationCascade
  /** The field to draw: a native select, a searchable combobox… */
  Field: ComponentType<LocationFieldProps>
  placeholders?: Record<LocationLevel, string>
  labels?: Record<LocationLevel, string>
  /**
   * Keep the current value listed when the list does not have it (an address saved under an old
   * name), so editing that address does not silently blank its place.
   */
  keepCurrentValue?: boolean
  /** The selection after each choice, with the levels below it cleared. */
  onChange?: (selection: LocationSelection) => void
  /** A form's own word on a level (nothing chosen), shown under it unless its list failed to load. */
  errors?: Partial<Record<LocationLevel, string>>
}

function withCurrent(list: readonly string[] | undefined, current: string): readonly string[] {
  if (!list) return current ? [current] : []
  return current && !list.includes(current) ? [current, ...list] : list
}

/**
 * State → LGA → Ward (docs/product.md §S4 location cascade), written once for the product page's delivery
 * estimate, the checkout and My Account's addresses: the fields come from the caller, the
 * cascade's rules (clearing, waiting, the error messages) from here and `useLocationCascade`.
 */
export function LocationPicker({
  cascade,
  Field,
  placeholders = defaultPlaceholders,
  labels = defaultLabels,
  keepCurrentValue = false,
  onChange,
  errors,
}: LocationPickerProps) {
  const { selection } = cascade
  const levels = [
    {
      level: 'states',
      value: selection.state,
      query: cascade.states,
      enabled: true,
      choose: (state: string) => {
        cascade.setState(state)
        onChange?.({ state, lga: '', ward: '' })
      },
    },
    {
      level: 'lgas',
      value: selection.lga,
      query: cascade.lgas,
      enabled: cascade.isLgaEnabled,
      choose: (lga: string) => {
        cascade.setLga(lga)
        onChange?.({ ...selection, lga, ward: '' })
      },
    },
    {
      level: 'wards',
      value: selection.ward,
      query: cascade.wards,
      enabled: cascade.isWardEnabled,
      choose: (ward: string) => {
        cascade.setWard(ward)
        onChange?.({ ...selection, ward })
      },
    },
  ] as const

  return (
    <>
      {levels.map(({ level, value, query, enabled, choose }) => (
        <Field
          key={level}
          level={level}
          label={labels[level]}
          placeholder={placeholders[level]}
          value={value}
          options={keepCurrentValue ? withCurrent(query.data, value) : (query.data ?? [])}
          // A list not yet asked for (the product page's, until the shopper scrolls near it, and
          // always in a page without JavaScript) waits, disabled, but is not "Loading…":
          // nothing is on its way (decision 022).
          disabled={!enabled || (query.isPending && !query.isFetching)}
          isLoading={enabled && query.isLoading}
          error={query.isError ? locationErrorMessage(level, query.error) : errors?.[level]}
          onChange={choose}
        />
      ))}
    </>
  )
}

/**
 * A place as a labelled native select (the best picker on a phone), its load error beneath it. The
 * picker's props pass straight through but for the name, the change handler, and `isLoading`,
 * which a native select has no way to draw.
 */
export function LocationSelectField({
  level,
  isLoading: _isLoading,
  onChange,
  ...field
}: LocationFieldProps & { required?: boolean }) {
  return (
    <SelectField
      // Named by level, so a form can find the field to focus when it needs fixing.
      name={level}
      {...field}
      onChange={(event) => {
        onChange(event.target.value)
      }}
    />
  )
}
