import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { loadStoredCart } from '../features/cart/stores/cart-store'
import { isHydrating, replayEarlyPresses } from '../lib/hydration'
import { loadQueryLayerWhenIdle, ServerStateProvider } from '../lib/server-state'
import { startSession } from '../lib/session'
import { useToastsRaised } from '../lib/toast'

/** The toasts' layer, loaded with the first toast (lib/toast.ts). */
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }))

/**
 * App-wide providers: the server render's query client, the shopper's session and cart, and the
 * toasts. The browser passes no client: its first screen reads the page's state and Query loads
 * once the page is idle (decision 054).
 */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient: QueryClient | null
}) {
  const toastsRaised = useToastsRaised()

  useEffect(() => {
    // The page has committed: hydrated as the server rendered it, for any visitor, or rendered
    // by the app. Parts React hydrates apart (lib/deferred-hydration.tsx) read the stores'
    // server snapshots while they hydrate, so the shopper's details may fill in now.
    // A server-rendered page was hydrated as a visitor: the shopper's cart fills in now.
    if (isHydrating()) loadStoredCart()
    // Restores the stored session, plugs the token into the API client, signs out on any 401.
    const stopSession = startSession()
    // Last, and in a task of its own. The page sits in Suspense boundaries (the pages' outlet,
    // HydrateApart parts) that React hydrates after this commit; a press replayed inside this
    // effect reached a boundary React cannot hydrate while it commits, and was dropped without a
    // trace. From the next task a replayed press hydrates what it lands on first, as a tap does.
    const replay = setTimeout(replayEarlyPresses, 0)
    loadQueryLayerWhenIdle()
    return () => {
      clearTimeout(replay)
      stopSession()
    }
  }, [])

  return (
    <ServerStateProvider client={queryClient}>
      {children}
      {toastsRaised ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </ServerStateProvider>
  )
}
