import { Dialog } from '../components/ui/dialog'
import { IncompleteAddressModal } from '../features/account/components/incomplete-address-modal'
import { MyAccount } from '../features/account/components/my-account'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { completeSignOut } from '../features/auth/hooks/use-complete-sign-in'
import { useAuthPanelStore } from '../features/auth/stores/auth-panel-store'
import { useWishlist } from '../features/wishlist/api/wishlist-api'
import { RecentOrdersSlot } from './recent-orders-slot'
import { closeAccountPanel, useAccountPanel, type AccountPanelMode } from '../lib/account-panel'
import { useSession } from '../lib/session'

const signedOutTitles: Record<AccountPanelMode, string> = {
  login: 'Sign In',
  signup: 'Sign Up',
  forgot: 'Forgot Password',
  verify: 'Verify Your Email',
}

function closePanel() {
  closeAccountPanel()
  // Spec §4: a message belongs to the view that showed it; reopening starts clean.
  useAuthPanelStore.setState({ notice: null })
}

/** The signed-in panel, with the wishlist count the wishlist feature keeps. */
function SignedInPanel({ userId }: { userId: number }) {
  const wishlist = useWishlist(userId)
  return (
    <MyAccount
      wishlistCount={wishlist.data?.length}
      recentOrders={<RecentOrdersSlot userId={userId} onNavigate={closePanel} />}
      onNavigate={closePanel}
      onSignOut={async () => {
        closePanel()
        await completeSignOut()
      }}
    />
  )
}

/**
 * The account panel (spec §2), a right-hand drawer: the auth views signed out, My Account signed
 * in. The recent-orders area joins when the orders feature provides it. Also mounts the
 * Incomplete Address modal, which opens by itself for a signed-in user's first incomplete address.
 */
export function AccountPanelSlot() {
  const { isOpen, mode } = useAccountPanel()
  const { user, isAuthenticated } = useSession()
  return (
    <>
      <Dialog
        open={isOpen}
        onClose={closePanel}
        title={isAuthenticated ? 'My Account' : signedOutTitles[mode]}
        hideTitle
        placement="right"
      >
        {isAuthenticated && user ? <SignedInPanel userId={user.user_id} /> : <AuthPanel />}
      </Dialog>
      {isAuthenticated && user ? <IncompleteAddressModal /> : null}
    </>
  )
}
