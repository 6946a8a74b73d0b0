import type { ChangeEvent } from 'react'
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
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
