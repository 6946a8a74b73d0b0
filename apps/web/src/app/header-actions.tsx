import { UserRound } from 'lucide-react'
import { Button } from '../components/ui/button'
import { CartButton } from '../features/cart/components/cart-button'
import { CartDrawer } from '../features/cart/components/cart-drawer'
import { SearchButton } from '../features/search/components/search-button'
import { SearchOverlay } from '../features/search/components/search-overlay'

/**
 * The header's right-hand buttons, composed from the features that own them: search, the
 * account panel (a later issue; until then a disabled placeholder) and the cart with its drawer.
 */
export function HeaderActions() {
  return (
    <>
      <SearchButton />
      <SearchOverlay />
      <Button variant="ghost" size="icon" aria-label="Account" disabled>
        <UserRound aria-hidden="true" className="size-[1.35rem]" strokeWidth={1.6} />
      </Button>
      <CartButton />
      <CartDrawer />
    </>
  )
}
