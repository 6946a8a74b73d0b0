import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

export const inputClasses =
  'mt-1 w-full rounded-xl border border-line bg-white px-3 text-sm aria-[invalid=true]:border-rose-600'

/** A labelled field of the console's forms with its error beside it. */
export function Field({
  label,
  error,
  children,
  id,
}: {
  label: string
  error: string | undefined
  children: ReactNode
  id: string
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The input's own attributes: react-hook-form's register(…) or a controlled value. */
export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** The form's own id for the field (its other parts find it by it); a new one if not given. */
  id?: string
  error: string | undefined
  ref?: Ref<HTMLInputElement>
}

/** A one-line input of the console's forms, its error beside it and read out with it. */
export function InputField({ label, id: given, error, ...input }: InputFieldProps) {
  const generated = useId()
  const id = given ?? generated
  return (
    <Field label={label} id={id} error={error}>
      <input
        id={id}
        {...input}
        className={`${inputClasses} h-11`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </Field>
  )
}

type NumberFieldProps = Omit<InputFieldProps, 'type'> & { id: string }

/**
 * A whole-number field of the console's forms (product, size, promo code): the number keypad on
 * a phone, and the form's own rules (noValidate) tell what is wrong, beside the field.
 */
export function NumberField(props: NumberFieldProps) {
  return <InputField type="number" inputMode="numeric" {...props} />
}

type NumberInput = Omit<NumberFieldProps, 'label' | 'id'>

/**
 * A product's or a size's price and stock: the same rules (a naira price of at least 1, a stock
 * of at least 0), so the same two fields in both forms.
 */
export function PriceAndStockFields({
  id,
  price,
  stock,
}: {
  id: (name: string) => string
  price: NumberInput
  stock: NumberInput
}) {
  return (
    <>
      <NumberField label="Price (₦)" id={id('price')} min={1} {...price} />
      <NumberField label="Stock" id={id('stock')} min={0} {...stock} />
    </>
  )
}
