import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

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
interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string
  id: string
  error: string | undefined
  ref?: Ref<HTMLInputElement>
}

/**
 * A whole-number field of the console's forms (product, size, promo code): the number keypad on
 * a phone, and the form's own rules (noValidate) tell what is wrong, beside the field.
 */
export function NumberField({ label, id, error, ...input }: NumberFieldProps) {
  return (
    <Field label={label} id={id} error={error}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        {...input}
        className={`${inputClasses} h-11`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </Field>
  )
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
