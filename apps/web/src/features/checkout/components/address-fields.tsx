import { TextField } from '../../../components/ui/form-field'
import { LocationPicker, type LocationFieldProps } from '../../../components/ui/location-picker'
import { useLocationCascade } from '../../../lib/locations'
import { SearchableSelect } from './searchable-select'
import type { ShippingFieldsProps } from './shipping-fields'

/** "Choosing a ward sets city to the ward followed by the LGA" (docs/product.md §S3), as the API seeds it. */
export function cityOf(ward: string, lga: string): string {
  return ward && lga ? `${ward}, ${lga}` : ''
}

const loadingPlaceholders = {
  states: 'Loading states…',
  lgas: 'Loading LGAs…',
  wards: 'Loading wards…',
} as const

/** State, LGA and Ward as searchable dropdowns (docs/product.md §S2); the ward takes the whole row. */
function ShippingPlaceSelect({
  level,
  placeholder,
  isLoading,
  onChange,
  ...field
}: LocationFieldProps) {
  const select = (
    <SearchableSelect
      {...field}
      placeholder={isLoading ? loadingPlaceholders[level] : placeholder}
      required
      onChange={onChange}
    />
  )
  return level === 'wards' ? <div className="sm:col-span-2">{select}</div> : select
}

/** Street, then State → LGA → Ward; the ward's choice sets City. */
export function AddressFields({ details, errors, touched, onChange, onBlur }: ShippingFieldsProps) {
  const cascade = useLocationCascade({ state: details.state, lga: details.lga, ward: details.ward })
  // One line for the place: the first of state, LGA, ward still to choose.
  const placeError = touched.has('ward') ? (errors.state ?? errors.lga ?? errors.ward) : undefined
  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          label="Street Address"
          autoComplete="street-address"
          required
          name="street_address"
          value={details.street_address}
          error={touched.has('street_address') ? errors.street_address : undefined}
          onChange={(event) => {
            onChange({ street_address: event.target.value })
          }}
          onBlur={() => {
            onBlur('street_address')
          }}
        />
      </div>
      <LocationPicker
        cascade={cascade}
        Field={ShippingPlaceSelect}
        placeholders={{ states: 'Select State', lgas: 'Select LGA', wards: 'Select Ward' }}
        onChange={(selection) => {
          onChange({ ...selection, city: cityOf(selection.ward, selection.lga) })
        }}
      />
      {placeError ? (
        <p role="alert" className="text-xs font-medium text-red-800 sm:col-span-2">
          {placeError}
        </p>
      ) : null}
    </>
  )
}
