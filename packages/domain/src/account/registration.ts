import { z } from 'zod'
import { MAX_MAIL_TOKEN_LENGTH } from '../auth/password-reset'
import { newPasswordSchema } from '../auth/sign-up'
import { MAX_LOCATION_NAME_LENGTH, MAX_STREET_ADDRESS_LENGTH } from './address'
import { phoneNumberSchema } from './phone'

/** docs/product.md §S5: all five fields are required, else this one message. */
export const ALL_FIELDS_REQUIRED_MESSAGE = 'All fields are required'

const required = (max: number, tooLong: string) =>
  z
    .string({ error: ALL_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, ALL_FIELDS_REQUIRED_MESSAGE)
    .max(max, tooLong)

const registrationFields = {
  street_address: required(
    MAX_STREET_ADDRESS_LENGTH,
    `Street address must be at most ${MAX_STREET_ADDRESS_LENGTH} characters`,
  ),
  state: required(
    MAX_LOCATION_NAME_LENGTH,
    `State must be at most ${MAX_LOCATION_NAME_LENGTH} characters`,
  ),
  lga: required(
    MAX_LOCATION_NAME_LENGTH,
    `LGA must be at most ${MAX_LOCATION_NAME_LENGTH} characters`,
  ),
  ward: required(
    MAX_LOCATION_NAME_LENGTH,
    `Ward must be at most ${MAX_LOCATION_NAME_LENGTH} characters`,
  ),
  phone_number: phoneNumberSchema(ALL_FIELDS_REQUIRED_MESSAGE),
  /**
   * The password chosen at sign-up, typed again (docs/product.md §6, decision 008). Whoever completes
   * registration with the mailed link sets the account's password to this one, so a password
   * typed at sign-up by someone who never read the mailbox does not survive. The sign-up rules
   * apply (piped, so any rule added to sign-up applies here too); a blank one is just a missing
   * field.
   */
  password: z
    .string({ error: ALL_FIELDS_REQUIRED_MESSAGE })
    .min(1, ALL_FIELDS_REQUIRED_MESSAGE)
    .pipe(newPasswordSchema),
}

/** The /verification form: street address, state, LGA, ward, phone number and the password. */
export const registrationFormSchema = z.object(registrationFields)
export type RegistrationForm = z.input<typeof registrationFormSchema>

/** POST /api/verify: the form plus the token from the link. */
export const completeRegistrationRequestSchema = z.object({
  token: required(MAX_MAIL_TOKEN_LENGTH, 'This link is invalid'),
  ...registrationFields,
})
export type CompleteRegistrationRequest = z.input<typeof completeRegistrationRequestSchema>
