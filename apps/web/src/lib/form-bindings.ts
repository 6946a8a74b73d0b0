import type { ChangeEvent } from 'react'
import {
  get,
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormRegister,
} from 'react-hook-form'

/**
 * A react-hook-form field's props for `TextField` and `PasswordField`: its registration and its
 * error message, so a form names each field once. A prop written after the spread (a form's own
 * error for a field) wins.
 */
export function fieldBinder<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T>) => ({
    ...register(name),
    error: get<FieldErrors<T>, FieldError | undefined>(errors, name)?.message,
  })
}

/**
 * react-hook-form with each field's props by name (`field`, from fieldBinder): the form of every
 * screen that draws its fields with `TextField` (the account tabs, the contact form, the account
 * panel's forms), each of which called the two in turn.
 */
export function useFieldForm<T extends FieldValues, Context = unknown, Parsed = T>(
  options: UseFormProps<T, Context, Parsed>,
) {
  const form = useForm<T, Context, Parsed>(options)
  return { ...form, field: fieldBinder(form.register, form.formState.errors) }
}

type ValueElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** A controlled field's `value` and `onChange` from a `useState` pair. */
export function bindValue(value: string, set: (value: string) => void) {
  return {
    value,
    onChange: (event: ChangeEvent<ValueElement>) => {
      set(event.target.value)
    },
  }
}
