import { LockKeyhole } from 'lucide-react'
import { useNavigate } from 'react-router'
import { openAccountPanel, useAccountPanel } from '../../lib/account-panel'
import { Button, ButtonLink } from './button'
import { Dialog } from './dialog'

/** docs/product.md §S2: the text the wishlist and settings screens show a signed-out visitor. */
export const SIGN_IN_REQUIRED_WISHLIST_MESSAGE =
  'Sign in to access your wishlist and save your favorite products.'

interface SignInRequiredProps {
  message: string
  /** The way out besides signing in (spec: Back to Home). */
  secondaryLabel?: string
  secondaryTo?: string
}

/**
 * The 'Sign in Required' modal (docs/product.md §S2). Sign In opens the account panel in login mode; the
 * modal steps aside while the panel is open so only one dialog holds focus, and comes back if
 * the visitor closes the panel without signing in. Signing in closes the panel too, so the page
 * behind the gate carries on. Closing the modal leaves by the secondary link.
 */
export function SignInRequired({
  message,
  secondaryLabel = 'Back to Home',
  secondaryTo = '/',
}: SignInRequiredProps) {
  const navigate = useNavigate()
  const { isOpen: panelOpen } = useAccountPanel()

  return (
    <Dialog
      open={!panelOpen}
      onClose={() => {
        void navigate(secondaryTo)
      }}
      title="Sign in Required"
      hideTitle
    >
      <div className="flex flex-col items-center gap-4 px-6 pb-8 pt-2 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-gold/20 text-ink">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <p className="font-serif text-2xl font-semibold tracking-tight" aria-hidden="true">
          Sign in Required
        </p>
        <p className="max-w-sm text-sm text-muted">{message}</p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button
            onClick={() => {
              openAccountPanel('login', { closeOnSignIn: true })
            }}
          >
            Sign In
          </Button>
          <ButtonLink to={secondaryTo} variant="outline">
            {secondaryLabel}
          </ButtonLink>
        </div>
      </div>
    </Dialog>
  )
}
