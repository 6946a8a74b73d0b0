import { AccountButton } from '../features/account/components/account-button'
import { CartButton } from '../features/cart/components/cart-button'
import { CartDrawer } from '../features/cart/components/cart-drawer'
import { SearchButton } from '../features/search/components/search-button'
import { SearchOverlay } from '../features/search/components/search-overlay'
import { AccountPanelSlot } from './account-panel-slot'

/**
 * The header's right-hand buttons, composed from the features that own them: search, the
 * account button with its panel and the cart with its drawer.
 */
export function HeaderActions() {
  return (
    <>
      <SearchButton />
      <SearchOverlay />
      <AccountButton />
      <AccountPanelSlot />
      <CartButton />
      <CartDrawer />
    </>
  )
}
