import {
  dehydrate,
  hashKey,
  hydrate,
  notifyManager,
  QueryClient,
  QueryClientContext,
  QueryObserver,
} from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryLayer } from './query-client'
import {
  handOverTo,
  hashQueryKey,
  keepPreviousData,
  queryOptions,
  resetServerStateForTests,
  seedServerState,
  ServerStateProvider,
  useQueryClientLater,
  useQueryDataReader,
  useServerQuery,
  type QueryLayer,
} from './server-state'

const shelf = (search: string) =>
  queryOptions({
    queryKey: ['products', 'page', { userId: null, search }] as const,
    queryFn: vi.fn(async () => ({ names: [`fetched ${search}`] })),
    staleTime: 60_000,
  })

function Shelf({ search }: { search: string }) {
  const { data, isPending, isError } = useServerQuery(shelf(search))
  if (isError) return <p>failed</p>
  if (isPending) return <p>loading</p>
  return (
    <ul>
      {data.names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  )
}

function Title() {
  const reader = useQueryDataReader()
  const data = reader.getQueryData<{ names: string[] }>(shelf('a').queryKey)
  return <h1>{data?.names[0] ?? 'no title'}</h1>
}

/** The page both sides render: the server with its own client, the browser before Query. */
function Page({ client }: { client: QueryClient | null }) {
  return (
    <ServerStateProvider client={client}>
      <Title />
      <Shelf search="a" />
    </ServerStateProvider>
  )
}

/** What the server renders and dehydrates: its own client, answered. */
async function serverPage(names: string[]) {
  const server = new QueryClient()
  await server.query({ ...shelf('a'), queryFn: async () => ({ names }) })
  const html = renderToString(<Page client={server} />)
  return { html, state: dehydrate(server) }
}

/** A Query arrival with a client of the test's own (the app's one is the test set-up's). */
function arrival(): QueryLayer {
  return {
    client: new QueryClient(),
    Observer: QueryObserver,
    context: QueryClientContext,
    notify: notifyManager,
    hydrate,
  }
}

let root: Root | undefined
let container: HTMLElement

/**
 * The browser hydrates the server's page in the container before Query has loaded. A mismatch
 * React recovers from is reported to console.error, where the tests look for it.
 */
async function hydratePage() {
  await act(async () => {
    root = hydrateRoot(container, <Page client={null} />, {
      onRecoverableError: (error) => {
        console.error(error)
      },
    })
    await Promise.resolve()
  })
}

beforeEach(() => {
  resetServerStateForTests()
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  // The rest of the suite runs with Query arrived, as the test set-up left it.
  resetServerStateForTests()
  handOverTo(queryLayer)
})

describe('hashQueryKey', () => {
  it.each([
    [['app-config']],
    [['products', 'page', { userId: null, search: 'sort=new&page=2' }]],
    [['products', 'page', { search: 'x', userId: 4 }]],
    [['reviews', 'mine', 'storm-surge', 7]],
    [['a', { z: 1, a: { y: [1, { b: 2, a: 1 }], x: null } }]],
  ])('hashes %j as Query does', (key) => {
    expect(hashQueryKey(key)).toBe(hashKey(key))
  })
})

describe('before Query has loaded', () => {
  it('hydrates from the page state without a mismatch or a request', async () => {
    const { html, state } = await serverPage(['Storm Surge', 'Oud Royale'])
    container.innerHTML = html
    seedServerState(state)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')

    await hydratePage()

    expect(container.innerHTML).toBe(html)
    expect(screen.getByRole('heading', { name: 'Storm Surge' })).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
    expect(fetchSpy).not.toHaveBeenCalled()
    errors.mockRestore()
    fetchSpy.mockRestore()
  })

  it('fails without the seed: the browser would show what the server did not', async () => {
    const { html } = await serverPage(['Storm Surge'])
    container.innerHTML = html
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await hydratePage()
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })
})

describe('when Query arrives', () => {
  it('takes the page state into its cache, keeps no copy, and shows what its cache holds from then on', async () => {
    const { html, state } = await serverPage(['Storm Surge'])
    container.innerHTML = html
    seedServerState(state)
    await hydratePage()

    const layer = arrival()
    act(() => {
      handOverTo(layer)
    })
    // One truth: the page's read is Query's now, fresh, so nothing is fetched again.
    expect(layer.client.getQueryData(shelf('a').queryKey)).toEqual({ names: ['Storm Surge'] })
    expect(layer.client.getQueryState(shelf('a').queryKey)?.isInvalidated).toBe(false)

    // A mutation's update (a wishlist flag, an invalidation's answer) shows where the data does.
    act(() => {
      layer.client.setQueryData(shelf('a').queryKey, { names: ['Changed'] })
    })
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Changed'))
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Changed'))
  })

  it('is loaded by a read the page state does not hold, which Query then fetches', async () => {
    seedServerState({ mutations: [], queries: [] })
    container.innerHTML = '<p>loading</p>'
    root = hydrateRoot(container, <Shelf search="b" />)
    expect(screen.getByText('loading')).toBeInTheDocument()
    // The read's effect loads Query (here the test set-up's client), whose observer fetches.
    expect(await screen.findByRole('listitem')).toHaveTextContent('fetched b')
    expect(queryLayer.client.getQueryData(shelf('b').queryKey)).toEqual({ names: ['fetched b'] })
  })

  it('keeps what a read showed while its next key loads, through Query’s arrival', async () => {
    // The signed-in shopper's read of `/shop`: the page's visitor read is on screen, the next key
    // is not in the page's state, and its fetch answers only after Query has arrived.
    let answer: (names: string[]) => void = () => undefined
    const queryFn = vi.fn(
      () =>
        new Promise<{ names: string[] }>((resolve) => {
          answer = (names) => {
            resolve({ names })
          }
        }),
    )
    function KeptShelf({ search }: { search: string }) {
      const { data, isPlaceholderData } = useServerQuery({
        ...shelf(search),
        queryFn,
        placeholderData: keepPreviousData,
      })
      if (data === undefined) return <p>loading</p>
      return (
        <ul aria-busy={isPlaceholderData || undefined}>
          {data.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )
    }
    const { state } = await serverPage(['Storm Surge'])
    seedServerState(state)
    const shown = createRoot(container)
    root = shown
    act(() => {
      shown.render(
        <ServerStateProvider client={null}>
          <KeptShelf search="a" />
        </ServerStateProvider>,
      )
    })
    const before = screen.getByRole('listitem')
    expect(before).toHaveTextContent('Storm Surge')

    // The key changes; its read loads Query, whose observer fetches it.
    act(() => {
      shown.render(
        <ServerStateProvider client={null}>
          <KeptShelf search="kept" />
        </ServerStateProvider>,
      )
    })
    await waitFor(() => {
      expect(queryFn).toHaveBeenCalledOnce()
    })
    // Query is here and fetching: the same item, in the same node, not a skeleton.
    expect(screen.queryByText('loading')).not.toBeInTheDocument()
    expect(screen.getByRole('listitem')).toBe(before)
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true')

    act(() => {
      answer(['Oud Royale'])
    })
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Oud Royale'))
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy')
  })

  it('gives an action taken before it arrived the client once it has', async () => {
    seedServerState({ mutations: [], queries: [] })
    let resolve: (client: QueryClient) => void = () => undefined
    const pressed = new Promise<QueryClient>((done) => (resolve = done))
    function Heart() {
      const later = useQueryClientLater()
      useEffect(() => {
        void later().then(resolve)
      }, [later])
      return null
    }
    await act(async () => {
      root = hydrateRoot(container, <Heart />)
      await Promise.resolve()
    })
    const client = await pressed
    // The app's client, loaded on demand (here: the test set-up's, already imported).
    expect(client).toBe(queryLayer.client)
  })
})
