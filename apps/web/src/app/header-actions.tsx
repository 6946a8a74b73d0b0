import { lazy } from 'react'
import { AccountButton } from '../features/account/components/account-button'
import { CartButton } from '../features/cart/components/cart-button'
import { useCartDrawer } from '../features/cart/stores/cart-drawer-store'
import { SearchButton } from '../features/search/components/search-button'
import { useSearchOverlay } from '../features/search/stores/search-overlay-store'
import { useAccountPanel } from '../lib/account-panel'
import { PartElement } from '../lib/deferred-hydration'
import { MountOnceOpened } from '../lib/mount-once-opened'
import { useSession } from '../lib/session'

// The drawer and the overlay load with their first opening (their buttons start the download
// on hover, focus and touch), not with the shell (decision 036).
const CartDrawer = lazy(async () => ({
  default: (await import('../features/cart/components/cart-drawer')).CartDrawer,
}))
const SearchOverlay = lazy(async () => ({
  default: (await import('../features/search/components/search-overlay')).SearchOverlay,
}))
// The account panel too; it also holds the signed-in shopper's Incomplete Address modal, so it
// loads once someone signs in as well.
const AccountPanelSlot = lazy(async () => ({
  default: (await import('./account-panel-slot')).AccountPanelSlot,
}))

/**
 * The header's right-hand buttons, composed from the features that own them: search, the
 * account button with its panel and the cart with its drawer. The shell hydrates them apart,
 * their code loaded after the first screen's (app/routes/root-layout.tsx): a press on one before
 * then is kept and replayed (`PartElement`).
 */
export function HeaderActions() {
  const isSearchOpen = useSearchOverlay((state) => state.isOpen)
  const isCartOpen = useCartDrawer((state) => state.isOpen)
  const isAccountOpen = useAccountPanel().isOpen
  const isSignedIn = useSession().isAuthenticated
  return (
    <PartElement as="div" className="js-only ml-auto flex items-center md:ml-0">
      <SearchButton />
      <MountOnceOpened isOpen={isSearchOpen}>
        <SearchOverlay />
      </MountOnceOpened>
      <AccountButton />
      <MountOnceOpened isOpen={isAccountOpen || isSignedIn}>
        <AccountPanelSlot />
      </MountOnceOpened>
      <CartButton />
      <MountOnceOpened isOpen={isCartOpen}>
        <CartDrawer />
      </MountOnceOpened>
    </PartElement>
  )
}
