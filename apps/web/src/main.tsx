import { hydrate } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { App } from './app/app'
import { errorsFromWire } from './app/query-errors'
import { createRoutes } from './app/router'
import { nextTask } from './lib/deferred-hydration'
import { readPageState } from './lib/hydration'
import { queryClient } from './lib/query-client'
import './styles.css'

/**
 * Before hydrating, the page's lazy route modules are loaded, so the first client render is
 * the page the server rendered and not a fallback (React Router resolves lazy routes itself
 * only on navigation).
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/**
 * Resolves after the browser has painted what it has: the server's HTML shows before any of
 * the app's work runs (docs/product.md §8: a cached or quick script must not hold back the first
 * paint). A hidden tab paints nothing, so it does not wait for a frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const afterFrame = () => void nextTask().then(resolve)
    if (document.visibilityState === 'visible') requestAnimationFrame(afterFrame)
    else afterFrame()
  })
}

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  const routes = createRoutes(queryClient, { awaitData: false })
  const state = readPageState()

  if (state) {
    // A server-rendered page (decision 016): every read it shows is in its state (a page of
    // products, never the catalogue: docs/product.md §11), so hydration waits on no request.
    await afterFirstPaint()
    hydrate(queryClient, errorsFromWire(state.queries))
    await loadMatchedRoutes(routes)
    const router = createBrowserRouter(routes, { hydrationData: state.router })
    // In a transition, React hydrates in slices and yields to the browser between them; outside
    // one, the page's first pass (everything but its HydrateApart parts) is one task, which on a
    // slow phone is a long one (decision 036). A press still hydrates what it lands on at once.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} router={<RouterProvider router={router} />} />
        </StrictMode>,
      )
    })
    return
  }

  const router = createBrowserRouter(routes)
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={<RouterProvider router={router} />} />
    </StrictMode>,
  )
}

void start()
