import {
  ALL_FIELDS_REQUIRED_MESSAGE,
  registrationFormSchema,
} from '@scentia/domain/account/registration'
import { MAX_STREET_ADDRESS_LENGTH } from '@scentia/domain/account/address'
import { MAX_PASSWORD_LENGTH } from '@scentia/domain/auth/password'
import { useRef, useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/form-field'
import { LocationPicker, LocationSelectField } from '../../../components/ui/location-picker'
import { PasswordField } from '../../../components/ui/password-field'
import { isApiError } from '../../../lib/api-client'
import { useLocationCascade, type LocationLevel } from '../../../lib/locations'
import { completeRegistration, validateVerificationToken } from '../api/auth-api'
import { completeSignIn } from '../hooks/use-complete-sign-in'
import { useMailLinkSubmit } from '../hooks/use-mail-link-submit'
import { FormMessage } from './form-message'
import { MailLinkPage, VERIFICATION_ERROR_MESSAGE } from './mail-link-shell'
import { bindValue } from '../../../lib/form-bindings'
import { PhoneField } from '../../../components/ui/phone-field'

export { VERIFICATION_ERROR_MESSAGE }
/** docs/product.md §S8 Registration and reset. */
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed'
/** Why the page asks for the password again (docs/product.md §6, decision 008). */
export const PASSWORD_HINT =
  'The password you chose when you signed up. It becomes your password from now on.'

/**
 * /verification?token=… (docs/product.md §S2): validate the link, then take the address, the phone and the
 * sign-up password (docs/product.md §6): whoever holds the mailed link sets the password here, so one
 * typed at sign-up by someone who never read the mailbox never signs in.
 */
export function CompleteRegistrationPage() {
  return (
    <MailLinkPage
      title="Complete Your Registration"
      pendingText="Validating your account..."
      validation="validate-token"
      validate={validateVerificationToken}
    >
      {(validated, token) => <RegistrationForm token={token} fullName={validated.user.full_name} />}
    </MailLinkPage>
  )
}

/** docs/product.md §S8's labels: the registration page spells out "Local government area". */
const REGISTRATION_LOCATION_LABELS: Record<LocationLevel, string> = {
  states: 'State',
  lgas: 'Local government area',
  wards: 'Ward',
}

/**
 * The form's fields in screen order, each by its control's name: after a refused submit the
 * first one that needs fixing takes focus (and so comes into view), as the checkout's address
 * does, instead of a message at the top of a form the shopper has scrolled past.
 */
const FIELD_ORDER = [
  ['street_address', 'street_address'],
  ['state', 'states'],
  ['lga', 'lgas'],
  ['ward', 'wards'],
  ['phone_number', 'phone_number'],
  ['password', 'password'],
] as const

type FieldKey = (typeof FIELD_ORDER)[number][0]

/** What a blank field says under itself; the form's own line keeps the spec's "All fields are required". */
const BLANK_FIELD_MESSAGES: Record<FieldKey, string> = {
  street_address: 'Enter your street address',
  state: 'Choose your state',
  lga: 'Choose your local government area',
  ward: 'Choose your ward',
  phone_number: 'Enter your phone number',
  password: 'Enter the password you chose at sign-up',
}

/** Each field's first problem, in words for the shopper: under the field, where they look. */
function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<FieldKey, string>> {
  const errors: Partial<Record<FieldKey, string>> = {}
  for (const { path, message } of issues) {
    const key = FIELD_ORDER.find(([name]) => name === path[0])?.[0]
    if (key === undefined || errors[key] !== undefined) continue
    errors[key] = message === ALL_FIELDS_REQUIRED_MESSAGE ? BLANK_FIELD_MESSAGES[key] : message
  }
  return errors
}

function focusFirstInvalid(form: HTMLFormElement | null, invalid: ReadonlySet<unknown>) {
  const first = FIELD_ORDER.find(([key]) => invalid.has(key))
  const control = first ? form?.elements.namedItem(first[1]) : null
  if (control instanceof HTMLElement) control.focus()
}

function RegistrationForm({ token, fullName }: { token: string; fullName: string }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [street, setStreet] = useState('')
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const cascade = useLocationCascade()
  const { submitting, error, setError, success, run } = useMailLinkSubmit()
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldKey, string>>>({})
  /** A field's value setter that also takes its error away once the shopper changes it. */
  const fixing =
    (key: FieldKey, set: (value: string) => void) =>
    (value: string): void => {
      set(value)
      setFieldErrors(({ [key]: _fixed, ...rest }) => rest)
    }

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    setError(null)
    const parsed = registrationFormSchema.safeParse({
      street_address: street,
      ...cascade.selection,
      phone_number: phone,
      password,
    })
    if (!parsed.success) {
      // Each field says its own problem under it (a malformed phone, a weak password); the form's
      // line beside the button keeps the spec's one message when any is blank (docs/product.md §S5).
      const { issues } = parsed.error
      setFieldErrors(fieldErrorsOf(issues))
      const anyBlank = issues.some(({ message }) => message === ALL_FIELDS_REQUIRED_MESSAGE)
      setError(anyBlank ? ALL_FIELDS_REQUIRED_MESSAGE : null)
      focusFirstInvalid(formRef.current, new Set(parsed.error.issues.map(({ path }) => path[0])))
      return
    }
    await run(
      async (succeed) => {
        const response = await completeRegistration({ token, ...parsed.data })
        succeed(response.message)
        await completeSignIn(response.access_token, response.user)
      },
      (caught) =>
        isApiError(caught)
          ? caught.message || VERIFICATION_FAILED_MESSAGE
          : VERIFICATION_ERROR_MESSAGE,
    )
  }

  if (success) return <FormMessage tone="success">{success}</FormMessage>

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">
        Welcome, {fullName}. Add your delivery address and phone number, and confirm your password
        to finish.
      </p>
      <TextField
        label="Street address"
        name="street_address"
        autoComplete="street-address"
        maxLength={MAX_STREET_ADDRESS_LENGTH}
        error={fieldErrors.street_address}
        {...bindValue(street, fixing('street_address', setStreet))}
      />
      <LocationPicker
        cascade={cascade}
        Field={LocationSelectField}
        labels={REGISTRATION_LOCATION_LABELS}
        errors={{ states: fieldErrors.state, lgas: fieldErrors.lga, wards: fieldErrors.ward }}
        onChange={() => {
          setFieldErrors(({ state: _s, lga: _l, ward: _w, ...rest }) => rest)
        }}
      />
      <PhoneField
        label="Phone number"
        name="phone_number"
        error={fieldErrors.phone_number}
        {...bindValue(phone, fixing('phone_number', setPhone))}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
        hint={PASSWORD_HINT}
        error={fieldErrors.password}
        {...bindValue(password, fixing('password', setPassword))}
      />
      {/* Beside the button the shopper just pressed, not at the top of the form. */}
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Processing...' : 'Complete Registration'}
      </Button>
    </form>
  )
}
