import { useAccountPanel, type AccountPanelMode } from '../../../lib/account-panel'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { SignUpForm } from './sign-up-form'
import { VerifyEmailView } from './verify-email-view'

const views: Record<AccountPanelMode, () => React.JSX.Element> = {
  login: LoginForm,
  signup: SignUpForm,
  forgot: ForgotPasswordForm,
  verify: VerifyEmailView,
}

/**
 * The signed-out side of the account panel (docs/product.md §S4 Auth panel modes). Each view is keyed by
 * its mode, so switching starts it afresh: empty fields, no messages.
 */
export function AuthPanel() {
  const { mode } = useAccountPanel()
  const View = views[mode]
  return (
    <div className="px-5 py-6">
      <View key={mode} />
    </div>
  )
}
