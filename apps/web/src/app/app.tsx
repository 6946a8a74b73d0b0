import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SplashScreen } from '../components/layout/splash-screen'
import { Providers } from './providers'

/**
 * The whole app around its router: the browser passes its RouterProvider, the server its
 * StaticRouterProvider, and the two trees are otherwise the same (so hydration matches).
 */
export function App({
  queryClient,
  router,
}: {
  /** The server render's client; null in the browser (lib/server-state.tsx). */
  queryClient: QueryClient | null
  router: ReactNode
}) {
  return (
    <Providers queryClient={queryClient}>
      {router}
      {/* Outside the router so it paints with the first frame and survives route loading. */}
      <SplashScreen />
    </Providers>
  )
}
