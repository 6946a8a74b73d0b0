import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app'
import { createBrowserRoutes } from './app/browser-routes'
import {
  matchRoutesLoadingGroups,
  PAGE_ROUTER_TRANSITIONS,
  PageRoutes,
  preloadPages,
  startPageQueries,
  type PageOutcome,
} from './app/page-router'
import { errorsFromWire } from './app/query-errors'
import { nextTask } from './lib/deferred-hydration'
import { readPageState, type PageState } from './lib/hydration'
import { loadQueryLayer, seedServerState } from './lib/server-state'
import './styles.css'

/** The server's finding for the page, as the browser hydrates it (the same error page). */
function outcomeFromWire(page: PageState['page'] | undefined): PageOutcome {
  return {
    notFound: page?.notFound === true,
    ...(page?.error === undefined ? {} : { error: new Error(page.error) }),
  }
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

/** The app's client, loading Query on first use (decision 054). */
const queryClientLater = () => loadQueryLayer().then((layer) => layer.client)

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  const state = readPageState()
  const appRoutes = createBrowserRoutes()
  // A console, account or checkout address loads its area's routes first, so the tree the
  // browser renders (and hydrates a shared wishlist or a tracking page with) is the server's.
  const matches = await matchRoutesLoadingGroups(appRoutes, window.location)

  if (state) {
    // A server-rendered page (decision 016): every read it shows is in its state (a page of
    // products, never the catalogue: docs/product.md §11), so hydration waits on no request.
    await afterFirstPaint()
    // The first screen reads the page's state without Query, which loads after it (decision 054).
    seedServerState(errorsFromWire(state.queries))
    // The page's code is here before hydrating, so the first client render is the page the
    // server rendered and not its Suspense fallback (app/page-router.tsx).
    await preloadPages(matches)
    // In a transition, React hydrates in slices and yields to the browser between them; outside
    // one, the page's first pass (everything but its HydrateApart parts) is one task, which on a
    // slow phone is a long one (decision 036). A press still hydrates what it lands on at once.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App
            queryClient={null}
            router={
              <BrowserRouter useTransitions={PAGE_ROUTER_TRANSITIONS}>
                <PageRoutes
                  routes={appRoutes}
                  queryClient={queryClientLater}
                  outcome={outcomeFromWire(state.page)}
                />
              </BrowserRouter>
            }
          />
        </StrictMode>,
      )
    })
    return
  }

  // A page about the shopper, rendered here: its reads start with its code.
  startPageQueries(matches, window.location, queryClientLater)
  createRoot(root).render(
    <StrictMode>
      <App
        queryClient={null}
        router={
          <BrowserRouter useTransitions={PAGE_ROUTER_TRANSITIONS}>
            <PageRoutes routes={appRoutes} queryClient={queryClientLater} />
          </BrowserRouter>
        }
      />
    </StrictMode>,
  )
}

void start()
