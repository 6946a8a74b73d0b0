import { CompleteRegistrationPage } from '../../features/auth/components/complete-registration-page'

export function VerificationRoute() {
  return (
    <>
      <CompleteRegistrationPage />
    </>
  )
}
