import { TextField } from '../../../components/ui/form-field'
import type { ShippingFieldsProps } from './shipping-fields'
import { PhoneField } from '../../../components/ui/phone-field'

type ContactField = 'full_name' | 'phone_number' | 'email'

/** Who receives the parcel: a name, a Nigerian mobile the courier calls, an email for the receipt. */
export function ContactFields({
  details,
  errors,
  touched,
  onChange,
  onBlur,
}: ShippingFieldsProps<ContactField>) {
  const field = (key: ContactField) => ({
    value: details[key],
    error: touched.has(key) ? errors[key] : undefined,
    onChange: (event: { target: { value: string } }) => {
      onChange({ [key]: event.target.value })
    },
    onBlur: () => {
      onBlur(key)
    },
    required: true,
    name: key,
  })
  return (
    <>
      <TextField label="Full Name" autoComplete="name" {...field('full_name')} />
      <PhoneField label="Phone Number" {...field('phone_number')} />
      <div className="sm:col-span-2">
        <TextField label="Email Address" type="email" autoComplete="email" {...field('email')} />
      </div>
    </>
  )
}
