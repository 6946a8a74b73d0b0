import type { ShippingDetails, ShippingField } from '@scentia/domain/checkout/shipping-details'

/** What each part of the shipping form is handed: it shows the details and reports edits up. */
export interface ShippingFieldsProps<Field extends ShippingField = ShippingField> {
  details: ShippingDetails
  /** Each field's problem, shown once the shopper has left it (or tried to go on). */
  errors: Partial<Record<ShippingField, string>>
  touched: ReadonlySet<ShippingField>
  onChange: (patch: Partial<ShippingDetails>) => void
  onBlur: (field: Field) => void
}
