import toast from 'react-hot-toast'
import { useNavigate } from 'react-router'
import { AccountSettingsPage } from '../../features/account/components/account-settings-page'
import { completeSignOut } from '../../features/auth/hooks/use-complete-sign-in'

export function AccountSettingsRoute() {
  const navigate = useNavigate()
  return (
    <>
      <title>Account Settings · Scentia</title>
      <AccountSettingsPage
        onAccountDeleted={async (message) => {
          await completeSignOut()
          toast.success(message)
          await navigate('/', { replace: true })
        }}
      />
    </>
  )
}
