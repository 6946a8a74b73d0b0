import { useState } from 'react'
import type { FieldValues, UseFormProps } from 'react-hook-form'
import { useFieldForm } from '../../../lib/form-bindings'
import { errorMessage } from '../api/auth-api'
import { switchAuthView } from '../stores/auth-panel-store'

/**
 * An account panel form (sign in, sign up, forgot password): react-hook-form with the domain's
 * schema, each field's props by name (`field`), and the server's refusal as one message.
 */
export function usePanelForm<T extends FieldValues>(options: UseFormProps<T>) {
  const [error, setError] = useState<string | null>(null)
  const form = useFieldForm<T>(options)
  const { isSubmitting } = form.formState

  /**
   * Sign-up and forgot password: send, then back to sign in with the server's message and the
   * email just typed, so the shopper signs in without typing it again.
   */
  const submitThenSignIn = (
    send: (values: T) => Promise<{ message: string }>,
    emailOf: (values: T) => string,
  ) =>
    form.handleSubmit(async (values) => {
      setError(null)
      try {
        const response = await send(values)
        switchAuthView('login', { notice: response.message, email: emailOf(values) })
      } catch (caught) {
        setError(errorMessage(caught))
      }
    })

  return { ...form, error, setError, isSubmitting, submitThenSignIn }
}
