import { zodResolver } from '@hookform/resolvers/zod'
import { meetsPasswordRule } from '@scentia/domain/auth/password'
import {
  PASSWORDS_DONT_MATCH_MESSAGE,
  WEAK_PASSWORD_MESSAGE,
  signUpFormSchema,
  toSignUpRequest,
  type SignUpForm as SignUpFormValues,
} from '@scentia/domain/auth/sign-up'
import { useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/form-field'
import { PasswordField } from '../../../components/ui/password-field'
import { PasswordStrength } from '../../../components/ui/password-strength'
import { signUp } from '../api/auth-api'
import { usePanelForm } from '../hooks/use-panel-form'
import { FormMessage } from './form-message'
import { SwitchViewPrompt } from './switch-view-prompt'

/**
 * Sign-up (docs/product.md §S5): every field required, 'Passwords don't match', 'Password doesn't meet
 * minimum strength requirements', and the submit button disabled while either holds.
 */
export function SignUpForm() {
  const {
    control,
    field,
    error,
    formState: { errors },
    isSubmitting,
    submitThenSignIn,
  } = usePanelForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  })
  const password = useWatch({ control, name: 'password' })
  const confirmPassword = useWatch({ control, name: 'confirmPassword' })
  const mismatch = confirmPassword !== '' && password !== confirmPassword
  const weak = password !== '' && !meetsPasswordRule(password)

  const onSubmit = submitThenSignIn(
    (form) => signUp(toSignUpRequest(signUpFormSchema.parse(form))),
    (form) => form.email.trim(),
  )

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div>
        <h3 className="font-serif text-2xl tracking-tight">Create your account</h3>
        <p className="mt-1 text-sm text-muted">Save favourites, check out faster, follow orders.</p>
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <TextField label="Full name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        {...field('password')}
        error={weak ? WEAK_PASSWORD_MESSAGE : errors.password?.message}
      />
      <PasswordStrength password={password} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        {...field('confirmPassword')}
        error={mismatch ? PASSWORDS_DONT_MATCH_MESSAGE : errors.confirmPassword?.message}
      />
      <Button type="submit" size="lg" disabled={isSubmitting || mismatch || weak}>
        {isSubmitting ? 'Creating Account...' : 'Sign Up'}
      </Button>
      <SwitchViewPrompt question="Already have an account?" action="Sign In" view="login" />
    </form>
  )
}
