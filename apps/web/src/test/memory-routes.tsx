import { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect, type ReactElement } from 'react'
import {
  MemoryRouter,
  useLocation,
  type InitialEntry,
  type Location,
  type RouteObject,
} from 'react-router'
import { PAGE_ROUTER_TRANSITIONS, PageRoutes } from '../app/page-router'

interface MemoryRoutesOptions {
  initialEntries?: InitialEntry[]
  initialIndex?: number
  /** The client a page's handle starts its queries in; a fresh one by default. */
  queryClient?: QueryClient
}

/**
 * A route tree in memory, rendered as the app renders its own (app/page-router.tsx: React
 * Router's declarative mode with the shop's page layer), and where its history stands now.
 */
export function memoryRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    initialIndex,
    queryClient = new QueryClient(),
  }: MemoryRoutesOptions = {},
): { element: ReactElement; readonly location: Location } {
  const seen: { location: Location | null } = { location: null }
  function LocationProbe() {
    const location = useLocation()
    useLayoutEffect(() => {
      seen.location = location
    }, [location])
    return null
  }
  return {
    element: (
      <MemoryRouter
        initialEntries={initialEntries}
        initialIndex={initialIndex}
        useTransitions={PAGE_ROUTER_TRANSITIONS}
      >
        <LocationProbe />
        <PageRoutes routes={routes} queryClient={queryClient} />
      </MemoryRouter>
    ),
    get location() {
      if (!seen.location) throw new Error('The routes have not rendered yet')
      return seen.location
    },
  }
}
