import { zodResolver } from '@hookform/resolvers/zod'
import {
  changePasswordFormSchema,
  toChangePasswordRequest,
  type ChangePasswordForm,
} from '@scentia/domain/auth/password-change'
import { serverMessage } from '@scentia/domain/http/errors'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { PasswordStrength } from '../../../components/ui/password-strength'
import { isApiError } from '../../../lib/api-client'
import { changePassword } from '../api/account-api'
import { useFieldForm } from '../../../lib/form-bindings'

/** docs/product.md §S8 Account. */
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!'
export const PASSWORD_UPDATE_FAILED_MESSAGE = 'Failed to update password'

/** Security (docs/product.md §S5 stricter rules: all five criteria, specials only from the listed set). */
export function SecurityTab() {
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const {
    handleSubmit,
    reset,
    control,
    field,
    formState: { isSubmitting },
  } = useFieldForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const newPassword = useWatch({ control, name: 'newPassword' })

  const onSubmit = handleSubmit(async (form) => {
    setResult(null)
    try {
      await changePassword(toChangePasswordRequest(changePasswordFormSchema.parse(form)))
      reset()
      setResult({ tone: 'success', text: PASSWORD_UPDATED_MESSAGE })
    } catch (error) {
      const text = isApiError(error) ? serverMessage(error.details) : null
      setResult({ tone: 'error', text: text ?? PASSWORD_UPDATE_FAILED_MESSAGE })
    }
  })

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex max-w-lg flex-col gap-4"
    >
      <h2 className="font-serif text-xl">Change Password</h2>
      {result ? (
        <p
          role={result.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-xl px-3.5 py-2.5 text-sm ${result.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900'}`}
        >
          {result.text}
        </p>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField label="New password" autoComplete="new-password" {...field('newPassword')} />
      <PasswordStrength password={newPassword} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  )
}
