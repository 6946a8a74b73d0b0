import type {
  DehydratedState,
  queryOptions as queryOptionsOf,
  hydrate,
  notifyManager,
  QueryClient,
  QueryKey,
  QueryObserver,
  QueryObserverOptions,
  QueryObserverResult,
  QueryState,
} from '@tanstack/react-query'
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useState,
  useSyncExternalStore,
  type Context,
  type ReactNode,
} from 'react'

/**
 * The first screen's server state before TanStack Query has loaded (decision 054).
 *
 * A server-rendered page carries every read it shows (decision 016). The components of the
 * first screen of `/`, `/shop` and a product page read it here, by query key, so the first
 * load needs no Query: this module imports Query's types only. Query itself (`./query-client`)
 * loads after the first screen (idle, or the first navigation, fetch or mutation) and at once
 * takes the page's state into its cache (`handOverTo`): from then on every read here is a read
 * of Query's cache, and this module keeps no copy, so an invalidation or a mutation shows
 * wherever the data does.
 */

/** What this module needs of Query once it has loaded (`./query-client` hands it over). */
export interface QueryLayer {
  /** The app's one client. */
  client: QueryClient
  Observer: typeof QueryObserver
  /** Query's own provider context: a test's QueryClientProvider wins over the app's client. */
  context: Context<QueryClient | undefined>
  notify: typeof notifyManager
  hydrate: typeof hydrate
}

/** The page's queries by hash until Query takes them (never both at once). */
let waiting: DehydratedState | null = null
const seed = new Map<string, QueryState>()
let layer: QueryLayer | null = null
let loading: Promise<QueryLayer> | null = null
const listeners = new Set<() => void>()

/**
 * Query's key hash (query-core's `hashKey`: JSON with each plain object's keys sorted), so a
 * key finds the entry the server dehydrated under it. `server-state.test.tsx` holds the two
 * equal.
 */
export function hashQueryKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === null || prototype === Object.prototype
}

/** The page's state as the server dehydrated it (main.tsx, before hydrating). */
export function seedServerState(state: DehydratedState): void {
  if (layer) {
    layer.hydrate(layer.client, state)
    return
  }
  waiting = state
  seed.clear()
  for (const query of state.queries) seed.set(query.queryHash, query.state)
}

/**
 * Query has loaded: the page's state goes into its cache and this module's copy is dropped,
 * so Query's cache is from now on the one source (`./query-client` calls it as it loads).
 */
export function handOverTo(next: QueryLayer): void {
  if (layer) return
  if (waiting) next.hydrate(next.client, waiting)
  waiting = null
  seed.clear()
  layer = next
  for (const listener of listeners) listener()
}

/** Loads Query (once) and resolves with it, its cache holding the page's state. */
export function loadQueryLayer(): Promise<QueryLayer> {
  if (layer) return Promise.resolve(layer)
  loading ??= import('./query-client').then(({ queryLayer }) => {
    handOverTo(queryLayer)
    return layer ?? queryLayer
  })
  return loading
}

/**
 * Loads Query once the browser is idle after the page has committed (providers.tsx), so the
 * first navigation, filter or mutation finds it there.
 */
export function loadQueryLayerWhenIdle(): void {
  const start = () => void loadQueryLayer().catch(() => undefined)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 200)
}

function subscribeLayer(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const currentLayer = () => layer
/** During hydration every read comes from the page's state, as the server rendered it. */
const noLayer = () => null

/** The server's per-request client (entry-server.tsx); null in the browser. */
const RenderClientContext = createContext<QueryClient | null>(null)

export function ServerStateProvider({
  client,
  children,
}: {
  client: QueryClient | null
  children: ReactNode
}) {
  return <RenderClientContext value={client}>{children}</RenderClientContext>
}

/** The server render's own client, for lib/react-query.ts. */
export function useRenderClient(): QueryClient | null {
  return use(RenderClientContext)
}

/**
 * The client a component reads: a test's QueryClientProvider, the server render's own, or the
 * app's, once Query has loaded; null before that.
 */
function useClient(): QueryClient | null {
  const rendering = use(RenderClientContext)
  const loaded = layer
  const provided = loaded ? use(loaded.context) : undefined
  return provided ?? rendering ?? loaded?.client ?? null
}

/** A query's options as `queryOptions()` gives them. */
export type ServerQueryOptions<
  TQueryFnData,
  TData,
  TQueryKey extends QueryKey,
> = QueryObserverOptions<TQueryFnData, Error, TData, TQueryFnData, TQueryKey>

/** What a first-screen component reads of a query (Query's own result once it has loaded). */
export type ServerQueryResult<TData> = Pick<
  QueryObserverResult<TData>,
  | 'data'
  | 'error'
  | 'status'
  | 'fetchStatus'
  | 'isPending'
  | 'isLoading'
  | 'isSuccess'
  | 'isError'
  | 'isFetching'
  | 'isPlaceholderData'
  | 'refetch'
> &
  (
    | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined }
    | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: TData }
    | {
        status: 'error'
        isPending: false
        isSuccess: false
        isError: true
        error: Error
        data: TData | undefined
      }
  )

/** Options and observer with their types erased inside this module (callers keep theirs). */
type LooseOptions = QueryObserverOptions<unknown, Error, unknown, unknown>
type LooseObserver = QueryObserver<unknown, Error, unknown, unknown>
type LooseDefaulted = Parameters<LooseObserver['getOptimisticResult']>[0]
/** `placeholderData` as a function: Query calls it with the previous data and its query. */
type PlaceholderOf = (previous: unknown, query: unknown) => unknown

/** A component's own observer (made again if the client changes) and the last data it showed. */
class Held {
  #client: QueryClient | undefined
  #observer: LooseObserver | undefined
  /** The last data shown, for `placeholderData` before Query has loaded. */
  shown: unknown
  /** The read's own `placeholderData` function, and the one Query's observer is given for it. */
  #placeholderOf: unknown
  #placeholder: PlaceholderOf | undefined

  observerFor(client: QueryClient, layer: QueryLayer, options: LooseDefaulted): LooseObserver {
    if (this.#client !== client || !this.#observer) {
      this.#client = client
      this.#observer = new layer.Observer(client, options)
    }
    return this.#observer
  }

  remember(data: unknown): void {
    if (data !== undefined) this.shown = data
  }

  /**
   * The read's `placeholderData` for Query's observer, given what this component showed before
   * Query arrived: a new observer has no previous data of its own, so `keepPreviousData` would
   * give nothing and the page would drop what it shows for a skeleton until the fetch answers
   * (the signed-in shopper's first read of `/shop` unmounted every card under a finger about to
   * press its heart). The same function each time, as Query compares it between renders. Not
   * for a read with `select`: what it showed is selected already, and Query would select it again.
   */
  placeholderFor(options: LooseOptions): LooseOptions['placeholderData'] {
    const placeholder = options.placeholderData
    if (typeof placeholder !== 'function' || options.select) return placeholder
    if (this.#placeholderOf !== placeholder || !this.#placeholder) {
      const given = placeholder as PlaceholderOf
      this.#placeholderOf = placeholder
      this.#placeholder = (previous, query) => given(previous ?? this.shown, query)
    }
    return this.#placeholder
  }
}

/**
 * `useQuery` for the first screen: the page's state (or, after the hand-over, Query's cache)
 * while the page hydrates and until Query loads; then Query's own observer, so the read
 * refetches, follows invalidations and keeps its previous data exactly as `useQuery` does.
 * A key the page's state does not hold (a filter changed before Query arrived) loads Query.
 */
export function useServerQuery<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: ServerQueryOptions<TQueryFnData, TData, TQueryKey>): ServerQueryResult<TData> {
  const loose = options as unknown as LooseOptions
  const client = useClient()
  // Changes once, when Query arrives (never during hydration, which reads what the server did).
  const live = useSyncExternalStore(subscribeLayer, currentLayer, noLayer)
  const rendering = use(RenderClientContext)
  const query = layer ?? live
  const observes = client !== null && query !== null && (live !== null || rendering !== null)
  const [held] = useState(() => new Held())

  let observer: LooseObserver | undefined
  let defaulted: LooseDefaulted | undefined
  if (observes) {
    defaulted = client.defaultQueryOptions({
      ...loose,
      placeholderData: held.placeholderFor(loose),
    })
    defaulted._optimisticResults = 'optimistic'
    observer = held.observerFor(client, query, defaulted)
  }

  const notify = query?.notify
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        if (!observer || !notify) return () => undefined
        const unsubscribe = observer.subscribe(notify.batchCalls(onChange))
        observer.updateResult()
        return unsubscribe
      },
      [observer, notify],
    ),
    () => observer?.getCurrentResult(),
    () => observer?.getCurrentResult(),
  )
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted)
  })

  const stored = observes ? undefined : readState(client, hashQueryKey(loose.queryKey))
  const wanted = loose.enabled !== false && !observes && stored?.status !== 'success'
  useEffect(() => {
    // Nothing to show for this key: Query fetches it, as useQuery would have on mount.
    if (wanted) void loadQueryLayer().catch(() => undefined)
  }, [wanted])

  const result =
    observer && defaulted
      ? (observer.getOptimisticResult(defaulted) as ServerQueryResult<unknown>)
      : fromState(stored, loose, held.shown)
  held.remember(result.data)
  return result as ServerQueryResult<TData>
}

/** The page's state for a key: the seed, or Query's cache once the seed is handed over. */
function readState(client: QueryClient | null, hash: string): QueryState | undefined {
  if (client) return client.getQueryCache().get(hash)?.state
  return seed.get(hash)
}

function fromState(
  state: QueryState | undefined,
  options: LooseOptions,
  shown: unknown,
): ServerQueryResult<unknown> {
  const refetch = async () => {
    const { client } = await loadQueryLayer()
    await client.refetchQueries({ queryKey: options.queryKey, exact: true })
    return client.getQueryCache().find({ queryKey: options.queryKey, exact: true })?.state as never
  }
  const select = (data: unknown) => (options.select ? options.select(data) : data)
  const base = {
    refetch,
    isFetching: false,
    isLoading: false,
    fetchStatus: 'idle',
    isPlaceholderData: false,
  } as const
  if (state?.status === 'success') {
    return {
      ...base,
      status: 'success',
      isPending: false,
      isSuccess: true,
      isError: false,
      error: null,
      data: select(state.data),
    }
  }
  if (state?.status === 'error') {
    return {
      ...base,
      status: 'error',
      isPending: false,
      isSuccess: false,
      isError: true,
      error: state.error as Error,
      data: state.data === undefined ? undefined : select(state.data),
    }
  }
  const fetching = options.enabled !== false
  const progress = { isFetching: fetching, fetchStatus: fetching ? 'fetching' : 'idle' } as const
  const placeholder =
    typeof options.placeholderData === 'function'
      ? shown === undefined
        ? undefined
        : (options.placeholderData as (previous: unknown) => unknown)(shown)
      : options.placeholderData
  if (placeholder !== undefined) {
    return {
      ...base,
      ...progress,
      status: 'success',
      isPending: false,
      isSuccess: true,
      isError: false,
      isPlaceholderData: true,
      error: null,
      data: placeholder,
    }
  }
  return {
    ...base,
    ...progress,
    isLoading: fetching,
    status: 'pending',
    isPending: true,
    isSuccess: false,
    isError: false,
    error: null,
    data: undefined,
  }
}

/**
 * The query client for an action (a wishlist heart, a navigation's reads): the one a test or
 * the server provides, or the app's, loading Query first if it has not arrived, so an action
 * taken before then is kept, only later by Query's download.
 */
export function useQueryClientLater(): () => Promise<QueryClient> {
  const client = useClient()
  return useCallback(
    () => (client ? Promise.resolve(client) : loadQueryLayer().then((loaded) => loaded.client)),
    [client],
  )
}

/** A reader of cached data, for what only reads (the tab's title). */
export type QueryDataReader = Pick<QueryClient, 'getQueryData'>

/**
 * Cached data by key, from the page's state or Query's cache, re-read (a new reader) whenever
 * a query succeeds or Query arrives.
 */
export function useQueryDataReader(): QueryDataReader {
  const client = useClient()
  const [version, changed] = useReducer((count: number) => count + 1, 0)
  const live = useSyncExternalStore(subscribeLayer, currentLayer, noLayer)
  useEffect(
    () =>
      client?.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') changed()
      }),
    [client],
  )
  return useMemo(
    () =>
      ({
        version,
        live,
        getQueryData: (queryKey: QueryKey) =>
          client ? client.getQueryData(queryKey) : seed.get(hashQueryKey(queryKey))?.data,
      }) as QueryDataReader,
    [client, version, live],
  )
}

/**
 * Query's `queryOptions` (it returns its argument; the type tags the key with its data), here
 * so a first-screen module states its reads without importing Query.
 */
export const queryOptions = ((options: unknown) => options) as typeof queryOptionsOf

/** Query's `keepPreviousData`, for the same reason. */
export const keepPreviousData = <T,>(previous: T): T => previous

/** For tests: forget the hand-over, as a fresh page would. */
export function resetServerStateForTests(): void {
  waiting = null
  seed.clear()
  layer = null
  loading = null
}
