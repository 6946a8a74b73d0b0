import { QueryClient, queryOptions } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import {
  Link,
  MemoryRouter,
  Outlet,
  useNavigate,
  useSearchParams,
  type RouteObject,
} from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KEEP_SCROLL } from '../lib/keep-scroll'
import { deferredPage } from '../test/deferred-page'
import { memoryRoutes } from '../test/memory-routes'
import type { RouteHandle } from './page-head'
import {
  lazyPage,
  lazyRouteGroup,
  PageRoutes,
  PagesOutlet,
  useIsNavigating,
  usePageMatches,
  usePageNotFound,
  useRouteError,
} from './page-router'

function Shell() {
  const isNavigating = useIsNavigating()
  const titles = usePageMatches().map(({ route }) => route.id ?? '')
  return (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/next">Next</Link> <Link to="/next#reviews">Anchor</Link>{' '}
        <Link to="/?sort=price" state={KEEP_SCROLL}>
          Sort
        </Link>
      </nav>
      {isNavigating ? <div role="progressbar" aria-label="Loading page" /> : null}
      <p data-testid="matches">{titles.join(' ')}</p>
      <Outlet />
    </>
  )
}

function Back() {
  const navigate = useNavigate()
  return (
    <button
      type="button"
      onClick={() => {
        void navigate(-1)
      }}
    >
      Back
    </button>
  )
}

function Failure() {
  return <p role="alert">{String(useRouteError())}</p>
}

const loaded = (name: string) =>
  lazyPage(async () =>
    Promise.resolve(function Page() {
      return (
        <>
          <h1>{name}</h1>
          <Back />
        </>
      )
    }),
  )

/** The app's shape: a shell (progress bar, the matched route ids) around the pages' layer. */
function shellTree(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'shell',
      element: <Shell />,
      children: [{ element: <PagesOutlet errorElement={<Failure />} />, children: pages }],
    },
  ]
}

describe('the page router (decision 036: React Router declarative mode)', () => {
  const scrollTo = vi.fn()
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo)
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0, writable: true })
  })
  afterEach(() => {
    scrollTo.mockReset()
    vi.unstubAllGlobals()
  })

  it('renders a preloaded page at once, without its Suspense fallback', async () => {
    const home = loaded('Home page')
    await home.preload()
    const router = memoryRoutes([
      {
        element: <PagesOutlet errorElement={<Failure />} />,
        children: [{ index: true, Component: home }],
      },
    ])
    render(router.element)
    // No await: the page is there in the first render (hydration must not meet a fallback).
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('shows a choice kept in the URL in the same event it is made (a controlled radio never flips back)', async () => {
    function DeliveryChoice() {
      const [params, setParams] = useSearchParams()
      const delivery = params.get('delivery') ?? 'courier'
      return (
        <fieldset>
          {['courier', 'pickup'].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="delivery"
                value={value}
                checked={delivery === value}
                onChange={() => {
                  setParams({ delivery: value }, { replace: true })
                }}
              />
              {value}
            </label>
          ))}
        </fieldset>
      )
    }
    const page = lazyPage(async () => Promise.resolve(DeliveryChoice))
    await page.preload()
    const router = memoryRoutes([
      {
        element: <PagesOutlet errorElement={<Failure />} />,
        children: [{ index: true, Component: page }],
      },
    ])
    render(router.element)
    const pickup = screen.getByRole('radio', { name: 'pickup' })
    // A real click, outside act() (which would flush every transition): what a browser, and
    // Playwright's check(), sees right after it.
    pickup.click()
    expect(pickup).toBeChecked()
    await act(async () => Promise.resolve())
    expect(pickup).toBeChecked()
    expect(router.location.search).toBe('?delivery=pickup')
  })

  it('keeps the page and shows progress while the next page loads, and starts its queries', async () => {
    const user = userEvent.setup()
    const next = deferredPage('Next page')
    const fetchNext = vi.fn(async () => Promise.resolve('answer'))
    const handle: RouteHandle = {
      head: { title: 'Next', description: 'The next page' },
      queries: () => [queryOptions({ queryKey: ['next'], queryFn: fetchNext })],
    }
    const queryClient = new QueryClient()
    const router = memoryRoutes(
      shellTree([
        { id: 'home', index: true, Component: loaded('Home page') },
        { id: 'next', path: 'next', handle, Component: next.page },
      ]),
      { queryClient },
    )
    render(router.element)
    await screen.findByRole('heading', { name: 'Home page' })
    expect(screen.getByTestId('matches')).toHaveTextContent('shell home')

    await user.click(screen.getByRole('link', { name: 'Next' }))
    expect(router.location.pathname).toBe('/next')
    // The old page stays under a progress bar; the next page's data is asked for already.
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    await vi.waitFor(() => {
      expect(fetchNext).toHaveBeenCalledTimes(1)
    })

    await act(async () => {
      next.arrive()
      await Promise.resolve()
    })
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByTestId('matches')).toHaveTextContent('shell next')
    expect(queryClient.getQueryData(['next'])).toBe('answer')
  })

  /** A tree whose /next area loads when the test says so (the browser's route groups). */
  function treeWithGroup(loadGroup: () => Promise<RouteObject[]>): RouteObject[] {
    const tree: RouteObject[] = shellTree([
      { id: 'home', index: true, Component: loaded('Home page') },
      ...lazyRouteGroup(['next/*'], loadGroup, () => tree),
    ])
    return tree
  }

  it("keeps the page under progress while the next page's area loads, then shows it and starts its queries", async () => {
    const user = userEvent.setup()
    let arrive: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve
    })
    const fetchNext = vi.fn(async () => Promise.resolve('answer'))
    const handle: RouteHandle = {
      head: { title: 'Next', description: 'The next page' },
      queries: () => [queryOptions({ queryKey: ['next'], queryFn: fetchNext })],
    }
    const loadGroup = vi.fn(async (): Promise<RouteObject[]> => {
      await arrived
      return [{ id: 'next', path: 'next', handle, Component: loaded('Next page') }]
    })
    const queryClient = new QueryClient()
    const router = memoryRoutes(treeWithGroup(loadGroup), { queryClient })
    render(router.element)
    await screen.findByRole('heading', { name: 'Home page' })
    expect(loadGroup).not.toHaveBeenCalled()

    await user.click(screen.getByRole('link', { name: 'Next' }))
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(loadGroup).toHaveBeenCalledTimes(1)

    await act(async () => {
      arrive()
      await Promise.resolve()
    })
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    // The head reads the area's own routes, not the stand-in.
    expect(screen.getByTestId('matches')).toHaveTextContent('shell next')
    expect(fetchNext).toHaveBeenCalledTimes(1)
    expect(loadGroup).toHaveBeenCalledTimes(1)
  })

  it('shows a page whose area failed to load on the way once it loads, or the error page', async () => {
    const user = userEvent.setup()
    const loadGroup = vi
      .fn<() => Promise<RouteObject[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([{ id: 'next', path: 'next', Component: loaded('Next page') }])
    render(memoryRoutes(treeWithGroup(loadGroup)).element)
    await screen.findByRole('heading', { name: 'Home page' })
    await user.click(screen.getByRole('link', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument()
    expect(screen.getByTestId('matches')).toHaveTextContent('shell next')
    expect(loadGroup).toHaveBeenCalledTimes(2)

    const failing = vi.fn<() => Promise<RouteObject[]>>().mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(memoryRoutes(treeWithGroup(failing), { initialEntries: ['/next'] }).element)
    expect(await screen.findByRole('alert')).toHaveTextContent('offline')
  })

  it('starts a new page at the top, returns to the old position on back, and keeps it when asked', async () => {
    const user = userEvent.setup()
    const router = memoryRoutes([
      {
        element: <Shell />,
        children: [
          {
            element: <PagesOutlet errorElement={<Failure />} />,
            children: [
              { index: true, Component: loaded('Home page') },
              { path: 'next', Component: loaded('Next page') },
            ],
          },
        ],
      },
    ])
    // StrictMode runs the effects twice on mount: the first page still keeps its place.
    render(<StrictMode>{router.element}</StrictMode>)
    await screen.findByRole('heading', { name: 'Home page' })
    expect(scrollTo).not.toHaveBeenCalled()

    window.scrollY = 640
    await user.click(screen.getByRole('link', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Next page' })
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)

    window.scrollY = 90
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Home page' })
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640)

    scrollTo.mockClear()
    await user.click(screen.getByRole('link', { name: 'Sort' }))
    await vi.waitFor(() => {
      expect(router.location.search).toBe('?sort=price')
    })
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('scrolls a new page to its #anchor', async () => {
    const user = userEvent.setup()
    const scrollIntoView = vi.fn()
    const router = memoryRoutes([
      {
        element: <Shell />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          {
            path: 'next',
            element: (
              <h2
                id="reviews"
                ref={(node) => {
                  if (node) node.scrollIntoView = scrollIntoView
                }}
              >
                Reviews
              </h2>
            ),
          },
        ],
      },
    ])
    render(router.element)
    await user.click(screen.getByRole('link', { name: 'Anchor' }))
    await screen.findByRole('heading', { name: 'Reviews' })
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it("holds a page's error in the page layer, and clears it on the next page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    function Crash(): never {
      throw new Error('the page broke')
    }
    const router = memoryRoutes(
      [
        {
          element: <Shell />,
          children: [
            {
              element: <PagesOutlet errorElement={<Failure />} />,
              children: [
                { index: true, element: <Crash /> },
                { path: 'next', element: <h1>Next page</h1> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    )
    render(router.element)
    expect(await screen.findByRole('alert')).toHaveTextContent('the page broke')
    // The shell stays around the error.
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("says Not Found for the server's first page only", async () => {
    const user = userEvent.setup()
    function Product() {
      return <h1>{usePageNotFound() ? 'Not found' : 'A fragrance'}</h1>
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <PageRoutes
          routes={[
            {
              element: <Shell />,
              children: [
                { path: 'a', element: <Product /> },
                { path: 'next', element: <Product /> },
              ],
            },
          ]}
          queryClient={new QueryClient()}
          outcome={{ notFound: true }}
        />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'A fragrance' })).toBeInTheDocument()
  })
})
