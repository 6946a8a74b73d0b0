import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A console form (product, size): react-hook-form checked by the domain's schema, field ids of
 * its own (two forms share a page), and each field's aria attributes pointing at its error.
 */
export function useConsoleForm<T extends FieldValues, Parsed extends FieldValues>(
  schema: z.ZodType<Parsed, T>,
  defaultValues: DefaultValues<T>,
) {
  const base = useId()
  const id = (name: string) => `${base}-${name}`
  const form = useForm<T, unknown, Parsed>({ resolver: zodResolver(schema), defaultValues })
  const { errors } = form.formState
  const aria = (name: Path<T>) =>
    get(errors, name) ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {}
  return { ...form, errors, id, aria }
}
