import { z } from 'zod'
import { MAX_LOCATION_NAME_LENGTH, MAX_STREET_ADDRESS_LENGTH } from '../account/address'
import { phoneNumberSchema } from '../account/phone'
import {
  EMAIL_INVALID_MESSAGE,
  MAX_EMAIL_LENGTH,
  MAX_FULL_NAME_LENGTH,
  normaliseEmail,
} from '../auth/credentials'
import { refuseUnsafeCharacters } from '../text/unsafe-characters'
import { missingFieldMessage } from './shipping-gate'

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    // The recipient's name and address are printed on the parcel and echoed into mails.
    .superRefine(refuseUnsafeCharacters(label))
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)

/**
 * The address and contact details checkout step 1 sends with POST /api/payments/initialize
 * (docs/product.md §4 step 1). The API parses with it; the web's checkout form holds its input type, so
 * a field added here reaches both (the web kept a hand-written copy).
 */
export const shippingDetailsSchema = z.object({
  full_name: required(missingFieldMessage('fullName'), MAX_FULL_NAME_LENGTH, 'Full name'),
  email: z
    .string({ error: missingFieldMessage('email') })
    .trim()
    .min(1, missingFieldMessage('email'))
    .max(MAX_EMAIL_LENGTH, EMAIL_INVALID_MESSAGE)
    .pipe(z.email(EMAIL_INVALID_MESSAGE))
    .transform(normaliseEmail),
  phone_number: phoneNumberSchema(missingFieldMessage('phone')),
  street_address: required(
    missingFieldMessage('streetAddress'),
    MAX_STREET_ADDRESS_LENGTH,
    'Street address',
  ),
  city: required(missingFieldMessage('city'), MAX_STREET_ADDRESS_LENGTH, 'City'),
  state: required(missingFieldMessage('state'), MAX_LOCATION_NAME_LENGTH, 'State'),
  lga: required('Please select your LGA', MAX_LOCATION_NAME_LENGTH, 'LGA'),
  ward: required('Please select your Ward', MAX_LOCATION_NAME_LENGTH, 'Ward'),
})

/** What the checkout form holds and sends: every field a string, as typed. */
export type ShippingDetails = z.input<typeof shippingDetailsSchema>
/** What the server works with: trimmed, the email normalised. */
export type ParsedShippingDetails = z.output<typeof shippingDetailsSchema>

export type ShippingField = keyof ShippingDetails

/**
 * Each field's first problem, by the schema the API parses with: a name, a real email, a
 * Nigerian mobile, a complete address. The checkout form shows them inline and keeps Continue
 * disabled until there are none, as registration does.
 */
export function shippingDetailsErrors(
  details: ShippingDetails,
): Partial<Record<ShippingField, string>> {
  const parsed = shippingDetailsSchema.safeParse(details)
  if (parsed.success) return {}
  const errors: Partial<Record<ShippingField, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && field in details && !(field in errors)) {
      errors[field as ShippingField] = issue.message
    }
  }
  return errors
}
