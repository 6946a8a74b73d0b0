import type { WishlistProduct } from '@scentia/domain/account/wishlist'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAccountPanelState } from '../../../lib/account-panel'
import { createQueryClient } from '../../../lib/query-client'
import { buildProduct } from '../../../test/factories'
import { SharedWishlistPage } from './shared-wishlist-page'

// A whole wishlist line: the answer is checked against its contract (decision 042).
const item: WishlistProduct = {
  ...buildProduct({
    id: 1,
    productId: 'storm-surge-100ml',
    name: 'Storm Surge',
    brand: 'Nola Noir',
    price: 34_500,
    image: '/art.svg',
    size: '100ml',
    type: 'Fresh',
  }),
  addedToWishlistAt: '2026-11-20T10:00:00Z',
}

function renderPage(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SharedWishlistPage
          shareToken="abc"
          renderAction={(product) => <span>cart for {product.name}</span>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SharedWishlistPage (docs/product.md §S2)', () => {
  it("shows the owner's first name, the items and the sign-up call to action", async () => {
    renderPage(200, { success: true, wishlist: [item], ownerName: 'Amaka', totalItems: 1 })
    expect(await screen.findByRole('heading', { level: 1, name: "Amaka's Wishlist" })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Storm Surge' })).toHaveAttribute(
      'href',
      '/shop/product/storm-surge-100ml',
    )
    expect(screen.getByText('cart for Storm Surge')).toBeVisible()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(getAccountPanelState()).toMatchObject({ isOpen: true, mode: 'signup' })
  })

  it('an empty wishlist offers Browse Products', async () => {
    renderPage(200, { success: true, wishlist: [], ownerName: 'Amaka', totalItems: 0 })
    expect(await screen.findByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/shop',
    )
  })

  it("a 404 is 'Invalid or expired share link'", async () => {
    renderPage(404, { success: false, message: 'Not found' })
    expect(
      await screen.findByRole('heading', { name: 'Invalid or expired share link' }),
    ).toBeVisible()
  })

  it("any other failure is 'Oops! Something went wrong' with Try Again", async () => {
    renderPage(500, { success: false })
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
    expect(screen.getByText('Failed to load wishlist')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible()
  })
})
