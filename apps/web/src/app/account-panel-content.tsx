import { MyAccount } from '../features/account/components/my-account'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { completeSignOut } from '../features/auth/hooks/use-complete-sign-in'
import { useOrders } from '../features/orders/api/orders-api'
import { useWishlist } from '../features/wishlist/api/wishlist-api'
import { RecentOrdersSlot } from './recent-orders-slot'

/** The signed-in panel, with the counts the wishlist and orders features keep. */
function SignedInPanel({ userId, onClose }: { userId: number; onClose: () => void }) {
  const wishlist = useWishlist(userId)
  // GET /api/order has one client, the orders feature's: the badge counts its list.
  const orders = useOrders(userId)
  return (
    <MyAccount
      wishlistCount={wishlist.data?.length}
      orderCount={orders.data?.orders.length}
      recentOrders={<RecentOrdersSlot userId={userId} onNavigate={onClose} />}
      onNavigate={onClose}
      onSignOut={async () => {
        onClose()
        await completeSignOut()
      }}
    />
  )
}

interface AccountPanelContentProps {
  userId: number | null
  onClose: () => void
}

/**
 * What the account panel shows: the auth views signed out, My Account signed in. Its own chunk
 * (forms, schemas), loaded the first time the panel opens rather than with every page.
 */
export function AccountPanelContent({ userId, onClose }: AccountPanelContentProps) {
  return userId === null ? <AuthPanel /> : <SignedInPanel userId={userId} onClose={onClose} />
}
