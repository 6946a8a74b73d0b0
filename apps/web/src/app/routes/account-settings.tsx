import { toast } from '../../lib/toast'
import { useNavigate } from 'react-router'
import { AccountSettingsPage } from '../../features/account/components/account-settings-page'
import { completeSignOut } from '../../features/auth/hooks/use-complete-sign-in'

export function AccountSettingsRoute() {
  const navigate = useNavigate()
  return (
    <>
      <AccountSettingsPage
        onAccountDeleted={async (message) => {
          // The account and its sessions are gone on the server; only this device is left.
          await completeSignOut({ endServerSession: false })
          toast.success(message)
          await navigate('/', { replace: true })
        }}
      />
    </>
  )
}
