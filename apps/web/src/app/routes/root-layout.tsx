import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Header } from '../../components/layout/header'
import { SkipLink } from '../../components/layout/skip-link'
import { lazyPart, useHydrationSettled } from '../../lib/deferred-hydration'
import { MountOnceOpened } from '../../lib/mount-once-opened'
import { useCheckoutRecoveryNeeded } from '../checkout-recovery-gate'
import { DocumentHead } from '../document-head'
import { useIsNavigating } from '../page-router'

// Payment recovery's code loads once the page has hydrated, and only where it has work to do
// (app/checkout-recovery-gate.ts).
const CheckoutRecovery = lazy(async () => ({
  default: (await import('../checkout-recovery')).CheckoutRecovery,
}))

// The phone menu loads with its first opening (its button starts the download on hover, focus
// and touch), not with the shell: closed, it renders nothing anyway (decision 036).
const SideMenu = lazy(async () => ({
  default: (await import('../../components/layout/side-menu')).SideMenu,
}))

// The header's search, account and cart buttons, hydrated apart (decision 036): the page's first
// screen is live without their code; a press on one before it arrives is kept and replayed.
const HeaderActions = lazyPart(async () => (await import('../header-actions')).HeaderActions)

// Below every page, and only links: hydrated on its own after the page, its code loaded when React
// comes to it (decision 036); its links work as plain links until then.
const Footer = lazyPart(async () => (await import('../../components/layout/footer')).Footer)

/** The application shell (docs/product.md §S2): header, side menu, the page, footer. */
export function RootLayout() {
  const [isMenuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const isNavigating = useIsNavigating()
  const mainRef = useMainFocusOnNavigation()
  const isSettled = useHydrationSettled()
  const isRecoveryNeeded = useCheckoutRecoveryNeeded(isSettled)

  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentHead />
      <SkipLink targetId="main" />
      <Header
        onOpenMenu={() => {
          setMenuOpen(true)
        }}
        isMenuOpen={isMenuOpen}
        menuId={menuId}
        actions={<HeaderActions />}
      />
      <MountOnceOpened isOpen={isMenuOpen}>
        <SideMenu
          id={menuId}
          open={isMenuOpen}
          onClose={() => {
            setMenuOpen(false)
          }}
        />
      </MountOnceOpened>
      {isNavigating ? <NavigationProgress /> : null}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      {isRecoveryNeeded ? (
        <Suspense fallback={null}>
          <CheckoutRecovery />
        </Suspense>
      ) : null}
    </div>
  )
}

/** A thin gold bar while the next screen's code loads, so a tap always shows a response. */
function NavigationProgress() {
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 origin-left animate-pulse bg-gold"
    />
  )
}

/**
 * After an in-app navigation, focus moves to the new page's content so screen-reader and
 * keyboard users start there instead of on the link they left (the initial load is left alone).
 */
function useMainFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const previousPath = useRef(pathname)
  useEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname])
  return mainRef
}
