import { ResetPasswordPage } from '../../features/auth/components/reset-password-page'

export function ResetPasswordRoute() {
  return (
    <>
      <title>Change Your Password · Scentia</title>
      <ResetPasswordPage />
    </>
  )
}
