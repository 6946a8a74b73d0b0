import { useState } from 'react'
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form'
import { fieldBinder } from '../../../lib/form-bindings'

/**
 * An account panel form (sign in, sign up, forgot password): react-hook-form with the domain's
 * schema, each field's props by name (`field`), and the server's refusal as one message.
 */
export function usePanelForm<T extends FieldValues>(options: UseFormProps<T>) {
  const [error, setError] = useState<string | null>(null)
  const form = useForm<T>(options)
  const field = fieldBinder(form.register, form.formState.errors)
  return { ...form, field, error, setError }
}
