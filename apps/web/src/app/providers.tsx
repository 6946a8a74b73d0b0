import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { Toaster } from 'react-hot-toast'
import { loadStoredCart } from '../features/cart/stores/cart-store'
import { whenHydrationSettles } from '../lib/deferred-hydration'
import { isHydrating, replayEarlyPresses } from '../lib/hydration'
import { startSession } from '../lib/session'

/**
 * App-wide providers. react-hot-toast's defaults are spec §9's toast rules as they stand
 * (4 s blank/error/custom, 2 s success, loading until dismissed, at most 20 on screen).
 */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient: QueryClient
}) {
  useEffect(() => {
    let stopSession: (() => void) | null = null
    let stopped = false
    // Once every part of a server-rendered page has hydrated as the server rendered it, for
    // any visitor (lib/deferred-hydration.tsx); at once on a page the app rendered itself.
    void whenHydrationSettles().then(() => {
      if (stopped) return
      // A server-rendered page was hydrated as a visitor: the shopper's cart fills in now.
      if (isHydrating()) loadStoredCart()
      // Restores the stored session, plugs the token into the API client, signs out on any 401.
      stopSession = startSession()
      // Last: every component's own effects have run, so a replayed press finds its handlers.
      replayEarlyPresses()
    })
    return () => {
      stopped = true
      stopSession?.()
    }
  }, [])

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        toastOptions={{
          // Inline, because the library styles its toasts inline.
          style: {
            background: '#1c1917',
            color: '#faf7f2',
            borderRadius: '1rem',
            padding: '0.75rem 1rem',
            fontSize: '0.875rem',
          },
          success: { iconTheme: { primary: '#d6b370', secondary: '#1c1917' } },
        }}
      />
    </QueryClientProvider>
  )
}
