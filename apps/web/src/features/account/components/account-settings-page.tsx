import { useRef, useState, type KeyboardEvent } from 'react'
import {
  SIGN_IN_REQUIRED_WISHLIST_MESSAGE,
  SignInRequired,
} from '../../../components/ui/sign-in-required'
import { Skeleton } from '../../../components/ui/skeleton'
import { useSession } from '../../../lib/session'
import { AddressesTab } from './addresses-tab'
import { PrivacyTab } from './privacy-tab'
import { ProfileTab } from './profile-tab'
import { SecurityTab } from './security-tab'

const TABS = [
  { id: 'profile', label: 'Profile Information' },
  { id: 'security', label: 'Security' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'privacy', label: 'Privacy & Data' },
] as const
type TabId = (typeof TABS)[number]['id']

interface AccountSettingsPageProps {
  onAccountDeleted: (message: string) => Promise<void> | void
}

/** /account/settings (docs/product.md §S2): four tabs, an ARIA tab list with arrow-key movement. */
export function AccountSettingsPage({ onAccountDeleted }: AccountSettingsPageProps) {
  const { user, isLoading } = useSession()
  const [active, setActive] = useState<TabId>('profile')
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({})

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.id === active)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = TABS[(target + TABS.length) % TABS.length]
    if (!next) return
    setActive(next.id)
    tabRefs.current[next.id]?.focus()
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="font-serif text-3xl tracking-tight sm:text-4xl">Account Settings</h1>
      {isLoading ? (
        <Skeleton className="h-80 w-full rounded-3xl" />
      ) : !user ? (
        <SignInRequired message={SIGN_IN_REQUIRED_WISHLIST_MESSAGE} />
      ) : (
        <>
          {/* Two rows of two on a phone, so every tab is in sight: a sideways-scrolling row
              hid Privacy & Data past the edge of a 360 px screen. */}
          <div
            role="tablist"
            aria-label="Account settings"
            className="grid grid-cols-2 border-b border-line sm:flex sm:gap-1"
          >
            {TABS.map((tab) => (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[tab.id] = element
                }}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-controls={`panel-${tab.id}`}
                aria-selected={active === tab.id}
                tabIndex={active === tab.id ? 0 : -1}
                onClick={() => {
                  setActive(tab.id)
                }}
                onKeyDown={onKeyDown}
                className={`-mb-px min-h-11 border-b-2 px-2 py-3 text-sm font-medium sm:shrink-0 sm:px-4 sm:whitespace-nowrap ${active === tab.id ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`panel-${active}`}
            aria-labelledby={`tab-${active}`}
            tabIndex={0}
            className="rounded-3xl border border-line bg-white/40 p-5 sm:p-8"
          >
            {active === 'profile' ? <ProfileTab user={user} /> : null}
            {active === 'security' ? <SecurityTab /> : null}
            {active === 'addresses' ? <AddressesTab user={user} /> : null}
            {active === 'privacy' ? <PrivacyTab onAccountDeleted={onAccountDeleted} /> : null}
          </div>
        </>
      )}
    </div>
  )
}
