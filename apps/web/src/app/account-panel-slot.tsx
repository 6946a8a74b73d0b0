import { lazy, Suspense, useEffect } from 'react'
import { Dialog } from '../components/ui/dialog'
import { SkeletonStack } from '../components/ui/skeleton-stack'
import { closeAccountPanel, useAccountPanel, type AccountPanelMode } from '../lib/account-panel'
import { useSession } from '../lib/session'

// The panel's forms and the address modal carry zod and react-hook-form: they load when first
// needed, so the shop's first paint does not pay for them (docs/product.md §8 budget).
const AccountPanelContent = lazy(async () => ({
  default: (await import('./account-panel-content')).AccountPanelContent,
}))
const IncompleteAddressModal = lazy(async () => ({
  default: (await import('../features/account/components/incomplete-address-modal'))
    .IncompleteAddressModal,
}))

const signedOutTitles: Record<AccountPanelMode, string> = {
  login: 'Sign In',
  signup: 'Sign Up',
  forgot: 'Forgot Password',
  verify: 'Verify Your Email',
}

function PanelSkeleton() {
  return (
    <SkeletonStack
      label="Loading"
      className="flex flex-col gap-5 px-5 py-6"
      shapes={['h-8 w-48', 'h-11 w-full', 'h-11 w-full', 'h-12 w-full rounded-full']}
    />
  )
}

/**
 * The account panel (docs/product.md §S2), a right-hand drawer: the auth views signed out, My Account signed
 * in, with the orders feature's recent orders. Also mounts the Incomplete Address modal, which
 * opens by itself for a signed-in user's first incomplete address.
 */
export function AccountPanelSlot() {
  const { isOpen, mode, closesOnSignIn } = useAccountPanel()
  const { user, isAuthenticated } = useSession()
  const userId = isAuthenticated && user ? user.user_id : null
  // A gate's Sign In (checkout, wishlist, orders…) opened the panel: once signed in, the page
  // behind it is what the visitor came for, not My Account. The drawer shuts in the same
  // render, so My Account never shows, and the panel's state follows.
  const doneWithGate = isOpen && closesOnSignIn && userId !== null
  useEffect(() => {
    if (doneWithGate) closeAccountPanel()
  }, [doneWithGate])
  return (
    <>
      <Dialog
        open={isOpen && !doneWithGate}
        onClose={closeAccountPanel}
        title={userId !== null ? 'My Account' : signedOutTitles[mode]}
        hideTitle
        placement="right"
      >
        <Suspense fallback={<PanelSkeleton />}>
          <AccountPanelContent userId={userId} onClose={closeAccountPanel} />
        </Suspense>
      </Dialog>
      {userId !== null ? (
        <Suspense fallback={null}>
          <IncompleteAddressModal />
        </Suspense>
      ) : null}
    </>
  )
}
