import { Suspense, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart'
import { closeAccountPanel, getAccountPanelState } from '../lib/account-panel'
import { sessionActions } from '../lib/session'
import { buildUser } from '../test/factories'
import { mountServerRenderedPage } from '../test/server-rendered-page'
import { expectWishlistAddSent, storeReturningShopper } from '../test/wishlist-press'
import { Providers } from './providers'

const shopper = buildUser({ user_id: 42 })
const rose = { id: 3, name: 'Rose of Ikoyi', inWishlist: false }

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url) => {
  return Promise.resolve(
    url === '/api/user/add-to-wishlist'
      ? new Response(JSON.stringify({ success: true, message: 'Added to wishlist' }))
      : new Response(JSON.stringify({ success: false, error: 'Not here' }), { status: 404 }),
  )
})

let root: Root | null = null

/** The page's place in the shell: its own Suspense boundary (app/page-router.tsx's outlet). */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

beforeEach(() => {
  // Hydration runs as in the browser, in React's own tasks, not flushed by act().
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  root?.unmount()
  root = null
  document.body.replaceChildren()
  document.documentElement.classList.remove('hydrated')
  window.__scentiaHydrated = false
  window.__scentiaPresses = []
  closeAccountPanel()
  sessionActions.signOut()
  fetchMock.mockClear()
  vi.unstubAllGlobals()
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
})

it('a heart pressed before hydration is replayed for the shopper the stored session restores', async () => {
  // A returning shopper: the browser holds their session; the server rendered for a visitor.
  storeReturningShopper(shopper)
  const container = mountServerRenderedPage(
    renderToString(
      <Page>
        <WishlistHeart product={rose} />
      </Page>,
    ),
  )
  const heart = container.querySelector('button')
  if (!heart) throw new Error('The server rendered no heart')
  // Pressed while the page was only HTML: index.html's first script kept the press.
  window.__scentiaPresses = [heart]

  root = hydrateRoot(
    container,
    <Providers queryClient={null}>
      <Page>
        <WishlistHeart product={rose} />
      </Page>
    </Providers>,
  )

  await vi.waitFor(() => {
    expect(fetchMock).toHaveBeenCalledOnce()
  })
  expectWishlistAddSent(fetchMock, rose.id, shopper)
  expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toMatch(
    /^Bearer /,
  )
  // Saved, not asked to sign in: the replay acted for the shopper, not the visitor rendered.
  expect(getAccountPanelState().isOpen).toBe(false)
  await vi.waitFor(() => {
    expect(heart).toBeEnabled()
  })
})
