import { MAX_PHONE_LENGTH } from '@scentia/domain/account/phone'
import { TextField, type TextFieldProps } from './form-field'

/**
 * Every phone field (registration, profile, checkout): the phone keypad, the browser's saved
 * number, and room for a Nigerian mobile written any usual way, the number the shop texts order
 * updates to (docs/product.md §5).
 */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'maxLength'>) {
  return <TextField type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} {...props} />
}
