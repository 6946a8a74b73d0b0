import type { QueryClient } from '@tanstack/react-query'
import {
  Component,
  createContext,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react'
import {
  matchRoutes,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  NavigationType,
  type RouteMatch,
  type RouteObject,
} from 'react-router'
import { PageSkeleton } from '../components/layout/page-skeleton'
import { isApiError } from '../lib/api-client'
import { preloadableLazy, preloadParts } from '../lib/deferred-hydration'
import { keepsScroll } from '../lib/keep-scroll'
import { RouterPathContext } from '../lib/page-is-current'
import { isRouteHandle, type PageQueries } from './page-head'

// React Router's declarative mode in the browser (decision 036, amendment of 2026-11-29): the
// data router's loaders, lazy routes, hydration data, navigation state and scroll restoration
// cost 17 kB of the first load; the shop used five small parts of them, which live here.

/** A page's code, loaded on first render (or earlier, by `preload`): every screen is its own chunk. */
export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>
  /**
   * The module it loads, as the build's manifest keys it (`src/app/routes/home.tsx`): the server
   * names its chunk in the page's HTML. Given by the build (build/page-modules.ts), not by hand.
   */
  moduleKey?: string
}

/**
 * A page whose code is its own chunk (docs/product.md §8). React.lazy under the pages' Suspense
 * boundary; once `preload` has finished, the page renders at once, without suspending, so the
 * browser hydrates a server-rendered page with its code in hand and never shows a fallback. A
 * page shown by a navigation also brings the parts its server render would hydrate apart
 * (lib/deferred-hydration.tsx's `lazyPart`), so it shows whole.
 */
export function lazyPage(load: () => Promise<ComponentType>, moduleKey?: string): LazyPage {
  const page = preloadableLazy(async () => {
    const component = await load()
    await preloadParts()
    return component
  })
  return Object.assign(page, { moduleKey })
}

function isLazyPage(value: unknown): value is LazyPage {
  return typeof value === 'object' || typeof value === 'function'
    ? typeof (value as { preload?: unknown } | null)?.preload === 'function'
    : false
}

/** The modules of the pages a URL matches (the server names their chunks in the HTML). */
export function pageModulesOf(matches: readonly RouteMatch[]): string[] {
  return matches.flatMap(({ route }) =>
    isLazyPage(route.Component) && route.Component.moduleKey ? [route.Component.moduleKey] : [],
  )
}

/** Loads the code of every page a URL matches, before the first render (main.tsx). */
export async function preloadPages(matches: readonly RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (isLazyPage(route.Component)) await route.Component.preload()
    }),
  )
}

/** A group of routes whose definitions load with its first page, and how to put them in place. */
interface RouteGroup {
  /** Loads the group's routes once and puts them in the tree in place of its stand-ins. */
  load: () => Promise<void>
}

const routeGroups = new WeakMap<RouteObject, RouteGroup>()

/**
 * Stand-ins for a group of routes whose definitions stay out of the first load (decision 036):
 * one route per path the group answers (`admin/*`), until the group's own module arrives and
 * takes their place in the same tree, so from then on the browser's tree and the server's are
 * the same. `routeTree` is the tree they are placed in, read when the group loads.
 */
export function lazyRouteGroup(
  paths: readonly string[],
  loadRoutes: () => Promise<RouteObject[]>,
  routeTree: () => RouteObject[],
): RouteObject[] {
  let loading: Promise<void> | undefined
  const group: RouteGroup = {
    load: () =>
      (loading ??= loadRoutes().then(
        (routes) => {
          replaceStandIns(routeTree(), group, routes)
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
  }
  // Rendered only if the group could not be loaded before the page was shown: loading it here
  // shows the error page if it fails again, and the page itself once it arrives.
  const Component = lazyPage(async () => {
    await group.load()
    return ShowLoadedGroup
  })
  return paths.map((path) => {
    const route: RouteObject = { path, Component }
    routeGroups.set(route, group)
    return route
  })
}

/** Puts a loaded group's routes where its first stand-in was, and drops the others. */
function replaceStandIns(routes: RouteObject[], group: RouteGroup, loaded: RouteObject[]): void {
  const first = routes.findIndex((route) => routeGroups.get(route) === group)
  if (first >= 0) {
    const rest = routes.filter((route, index) => index < first || routeGroups.get(route) !== group)
    rest.splice(first, 0, ...loaded)
    routes.splice(0, routes.length, ...rest)
    return
  }
  for (const route of routes) if (route.children) replaceStandIns(route.children, group, loaded)
}

/** The group's routes are in the tree now: showing the same address again matches them. */
function ShowLoadedGroup() {
  const navigate = useNavigate()
  const location = useLocation()
  useEffect(() => {
    void navigate(location, { replace: true, state: location.state as unknown })
  }, [navigate, location])
  return null
}

/** True when a route of the matches stands in for a group not loaded yet. */
export function awaitsRouteGroup(matches: readonly RouteMatch[]): boolean {
  return matches.some(({ route }) => routeGroups.has(route))
}

/**
 * The routes a location matches once every group on its way is loaded: a console, account or
 * checkout address loads its area's definitions first (decision 036).
 */
export async function matchRoutesLoadingGroups(
  routes: RouteObject[],
  location: Partial<Pick<Location, 'pathname' | 'search'>> | string,
): Promise<RouteMatch[]> {
  const loaded = new Set<RouteGroup>()
  for (;;) {
    const matches = matchRoutes(routes, location) ?? []
    const group = matches
      .map(({ route }) => routeGroups.get(route))
      .find((candidate) => candidate !== undefined)
    // A group already loaded here that still matches is not of this tree: nothing more to load.
    if (!group || loaded.has(group)) return matches
    loaded.add(group)
    await group.load()
  }
}

/** The queries the matched routes' handles read first, with the params each match found. */
export async function pageQueriesOf(
  matches: readonly RouteMatch[],
  url: URL,
): Promise<PageQueries> {
  const lists = await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle: unknown = route.handle
      return isRouteHandle(handle) && handle.queries ? handle.queries({ params, url }) : []
    }),
  )
  return lists.flat()
}

/** What the server found for the page it rendered; the browser hydrates with the same. */
export interface PageOutcome {
  /** A query the page needs answered 404 (decision 016): the page says so at once. */
  notFound: boolean
  /** The page could not be prepared: the error page, as the server rendered it. */
  error?: unknown
}

/**
 * Runs the page's queries and waits for them (the server, docs/product.md §8): the HTML
 * carries the data, and a 404 from any of them makes the page a Not Found.
 */
export async function loadPage(
  matches: readonly RouteMatch[],
  url: URL,
  queryClient: QueryClient,
): Promise<PageOutcome> {
  try {
    const queries = await pageQueriesOf(matches, url)
    const results = await Promise.allSettled(queries.map((query) => queryClient.query(query)))
    const notFound = results.some(
      (result) =>
        result.status === 'rejected' &&
        isApiError(result.reason) &&
        result.reason.statusCode === 404,
    )
    return { notFound }
  } catch (error) {
    return { notFound: false, error }
  }
}

/**
 * A client, or how to get one: the browser's loads Query with the first navigation that reads
 * (decision 054), the server and the tests hand theirs.
 */
export type QueryClientSource = QueryClient | (() => Promise<QueryClient>)

const clientOf = (source: QueryClientSource): Promise<QueryClient> =>
  typeof source === 'function' ? source() : Promise.resolve(source)

/**
 * Starts the page's downloads alongside its code and returns at once (the browser), so a tap
 * never waits on the network to change screens; the page's own query shows a failure.
 */
export function startPageQueries(
  matches: readonly RouteMatch[],
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClientSource,
): void {
  const reads = matches.filter(({ route }) => {
    const handle: unknown = route.handle
    return isRouteHandle(handle) && handle.queries !== undefined
  })
  if (reads.length === 0) return
  const url = new URL(location.pathname + location.search, window.location.origin)
  Promise.all([pageQueriesOf(reads, url), clientOf(queryClient)]).then(
    ([queries, client]) => {
      for (const query of queries) client.query(query).catch(() => undefined)
    },
    () => undefined,
  )
}

interface ShownPage {
  location: Location
  action: NavigationType
  outcome: PageOutcome
}

interface PageState {
  matches: readonly RouteMatch[]
  /** The next page's code is loading: the old page stays, under a progress bar. */
  isNavigating: boolean
  outcome: PageOutcome
}

const PageStateContext = createContext<PageState>({
  matches: [],
  isNavigating: false,
  outcome: { notFound: false },
})

/** The routes of the page shown, outermost first (the head reads their handles). */
export function usePageMatches(): readonly RouteMatch[] {
  return use(PageStateContext).matches
}

/** True while the next page's code loads. */
export function useIsNavigating(): boolean {
  return use(PageStateContext).isNavigating
}

/** Whether the server found the page's subject missing (a product's 404, decision 016). */
export function usePageNotFound(): boolean {
  return use(PageStateContext).outcome.notFound
}

/**
 * Every fresh page load starts on the history key 'default', so keying scroll positions by key
 * alone would drop a shopper arriving on /checkout at the scroll depth of some other page they
 * loaded earlier in the tab. Fresh loads are keyed by path instead (a reload keeps its place).
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key
}

const SCROLL_STORAGE_KEY = 'scentia-scroll-positions'

function readStoredPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}')
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/**
 * Back and forward return to where the shopper was; a new page starts at its top (or its
 * `#anchor`); a reload keeps its place. Positions live for the tab (sessionStorage). Returns
 * what keeps the shown page's position, called before the next page replaces it.
 */
function useScrollRestoration(shown: ShownPage): () => void {
  const positions = useRef<Record<string, number> | null>(null)
  // The first page, by identity: StrictMode's second run of the effect is still the first page.
  const firstShown = useRef(shown)
  const remember = useCallback(() => {
    positions.current ??= readStoredPositions()
    positions.current[scrollKey(shown.location)] = window.scrollY
  }, [shown.location])

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const save = () => {
      remember()
      window.history.scrollRestoration = 'auto'
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current ?? {}))
      } catch {
        // Private mode or full storage: the positions live until the tab closes anyway.
      }
    }
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('pagehide', save)
    }
  }, [remember])

  const lastShown = useRef(shown)
  useLayoutEffect(() => {
    positions.current ??= readStoredPositions()
    // A change within the page shows in the render that made it (PageRoutes), so its last
    // position is kept here, before the page moves.
    const before = lastShown.current
    lastShown.current = shown
    if (before !== shown && before.location.pathname === shown.location.pathname) {
      positions.current[scrollKey(before.location)] = window.scrollY
    }
    const saved = positions.current[scrollKey(shown.location)]
    const isFirstPage = shown === firstShown.current
    if ((isFirstPage || shown.action === NavigationType.Pop) && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    if (isFirstPage || keepsScroll(shown.location.state)) return
    const anchor = shown.location.hash
      ? document.getElementById(decodeURIComponent(shown.location.hash.slice(1)))
      : null
    if (anchor) anchor.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [shown])

  return remember
}

/**
 * The router's own location updates are not transitions (its default): PageRoutes decides
 * what waits. A new page waits in a transition for its code; a change within the page shows
 * at once, so a radio or select that reads the URL never flips back after a press.
 */
export const PAGE_ROUTER_TRANSITIONS = false

/**
 * The app's routes in React Router's declarative mode: the browser's BrowserRouter and the
 * server's StaticRouter render this same tree, so hydration (and `useId()`) match.
 *
 * A navigation keeps the current page on screen while the next one's code loads, in a React
 * transition, as the data router did (a thin progress bar shows meanwhile), and starts the next
 * page's queries from its route's handle at the same time.
 */
export function PageRoutes({
  routes,
  queryClient,
  outcome = { notFound: false },
}: {
  routes: RouteObject[]
  queryClient: QueryClientSource
  /** What the server found for the first page (hydration); a fresh render finds nothing. */
  outcome?: PageOutcome
}) {
  const location = useLocation()
  const action = useNavigationType()
  const [shown, setShown] = useState<ShownPage>(() => ({ location, action, outcome }))
  const [isNavigating, startTransition] = useTransition()
  const handled = useRef(location)
  const rememberScroll = useScrollRestoration(shown)

  // A change within the page (its query string: a sort, a filter, a checkout choice) has no
  // code to load: it shows in this render, so a control that reads the URL shows its new value
  // in the same event (a radio or select driven by a transition would flip back until it lands).
  if (location !== shown.location && location.pathname === shown.location.pathname) {
    setShown({ location, action, outcome: { notFound: false } })
  }

  useEffect(() => {
    if (handled.current === location) return
    handled.current = location
    const show = (matches: readonly RouteMatch[]) => {
      startPageQueries(matches, location, queryClient)
      void preloadPages(matches).catch(() => undefined)
      // The page on screen is still the last one: its position is kept for coming back.
      if (location.pathname === shown.location.pathname) return
      rememberScroll()
      startTransition(() => {
        setShown({ location, action, outcome: { notFound: false } })
      })
    }
    const matches = matchRoutes(routes, location) ?? []
    if (!awaitsRouteGroup(matches)) {
      show(matches)
      return
    }
    // The area's route definitions come first (decision 036); the old page stays meanwhile,
    // under the progress bar, as it does while a page's code loads.
    startTransition(async () => {
      const found = await matchRoutesLoadingGroups(routes, location).catch(() => matches)
      if (handled.current === location) show(found)
    })
  }, [routes, location, action, queryClient, rememberScroll, shown.location.pathname])

  const matches = useMemo(() => matchRoutes(routes, shown.location) ?? [], [routes, shown.location])
  const state = useMemo(
    () => ({ matches, isNavigating, outcome: shown.outcome }),
    [matches, isNavigating, shown.outcome],
  )
  const page = useRoutes(routes, shown.location)
  // The pages see where the router is now as well as their own location: a page kept on screen
  // during a transition must not write its URL over the next page's (lib/page-is-current.ts).
  return (
    <PageStateContext value={state}>
      <RouterPathContext value={location.pathname}>{page}</RouterPathContext>
    </PageStateContext>
  )
}

const RouteErrorContext = createContext<unknown>(undefined)

/** The error the nearest route boundary caught (React Router's `useRouteError`, for RouteError). */
export function useRouteError(): unknown {
  return use(RouteErrorContext)
}

interface RouteErrorBoundaryProps {
  /** What to show in place of what threw; reads the error with `useRouteError`. */
  fallback: ReactNode
  /** A new page clears the error (the shopper navigated away from it). */
  resetKey: string
  /** The server's error for the first page, so the browser hydrates the same error page. */
  initialError?: unknown
  children: ReactNode
}

interface RouteErrorBoundaryState {
  error: unknown
  hasError: boolean
  resetKey: string
}

/** A route's error boundary: any screen that throws while rendering or loading its code. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  constructor(props: RouteErrorBoundaryProps) {
    super(props)
    this.state = {
      error: props.initialError,
      hasError: props.initialError !== undefined,
      resetKey: props.resetKey,
    }
  }

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, hasError: true }
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, hasError: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // As React Router's own boundary did: the cause stays findable in the console.
    console.error('A page failed to render', error, info.componentStack)
  }

  override render() {
    return this.state.hasError ? (
      <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>
    ) : (
      this.props.children
    )
  }
}

function locationKey(location: Location): string {
  return `${location.key}:${location.pathname}${location.search}`
}

/**
 * The pages' layer inside the shell: a page's error keeps the header, and while the first
 * page's code loads (a private page rendered in the browser) the route's `HydrateFallback`,
 * or a skeleton, holds its place.
 */
export function PagesOutlet({ errorElement }: { errorElement: ReactNode }) {
  const location = useLocation()
  const { matches, outcome } = use(PageStateContext)
  const Fallback = matches.at(-1)?.route.HydrateFallback ?? PageSkeleton
  return (
    <RouteErrorBoundary
      fallback={errorElement}
      resetKey={locationKey(location)}
      initialError={outcome.error}
    >
      <Suspense fallback={<Fallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** The shell's own boundary: if the shell itself fails, the error page stands alone. */
export function ShellBoundary({
  errorElement,
  children,
}: {
  errorElement: ReactNode
  children: ReactNode
}) {
  const location = useLocation()
  return (
    <RouteErrorBoundary fallback={errorElement} resetKey={locationKey(location)}>
      {children}
    </RouteErrorBoundary>
  )
}
