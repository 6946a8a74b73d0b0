import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { memoryRoutes } from '../../../test/memory-routes'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildCartProduct, buildProduct, buildProductsPage } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { useCartDrawer } from '../stores/cart-drawer-store'
import { CART_STORAGE_KEY, useCartStore } from '../stores/cart-store'
import { CartButton } from './cart-button'
import { CartDrawer } from './cart-drawer'
import { CartPage } from './cart-page'

const rose = buildCartProduct({ stock: 3 })
const amber = {
  id: 2,
  productId: 'amber',
  name: 'Amber Nights',
  price: 18_000.5,
  image: '/a.svg',
  stock: 10,
}

function renderShell(path = '/') {
  const router = memoryRoutes(
    [
      {
        element: (
          <>
            <header>
              <CartButton />
            </header>
            <div id="root">
              <Outlet />
            </div>
            <CartDrawer />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/shop', element: <h1>Shop</h1> },
          { path: '/checkout', element: <h1>Checkout page</h1> },
          { path: '/cart', element: <CartPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>)
  return router
}

beforeEach(() => {
  useCartStore.setState({ items: [] })
  useCartDrawer.setState({ isOpen: false })
})

describe('CartButton', () => {
  it('names the count and shows the badge only above 0', () => {
    renderShell()
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
  })

  it('counts units, not lines', () => {
    useCartStore.getState().add(rose)
    useCartStore.getState().add(rose)
    useCartStore.getState().add(amber)
    renderShell()
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument()
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3')
  })
})

describe('CartDrawer', () => {
  it("says 'Your cart is empty' with nothing in it", async () => {
    renderShell()
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }))
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument()
  })

  it('lists lines with 2-decimal subtotal and total', async () => {
    useCartStore.getState().add(rose)
    useCartStore.getState().add(amber)
    useCartStore.getState().add(amber)
    renderShell()
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }))
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(drawer).getByRole('heading', { name: 'Rose Oud' })).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'Amber Nights' })).toHaveAttribute(
      'href',
      '/shop/product/amber',
    )
    // 25,000 + 2 × 18,000.50
    expect(within(drawer).getByText('Subtotal').nextSibling).toHaveTextContent('₦61,001.00')
    expect(within(drawer).getByText('Total').nextSibling).toHaveTextContent('₦61,001.00')
  })

  it("gives a line's name link a whole 44 px press at 360 px, reaching over the words' line (decision 055)", async () => {
    useCartStore.getState().add(amber)
    renderShell()
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    // A 22 px line of words and 14 px of press above and below it.
    expect(within(drawer).getByRole('link', { name: 'Amber Nights' })).toHaveClass(
      'relative',
      'after:absolute',
      'after:-inset-y-3.5',
    )
  })

  it("asks 'Remove item from cart?' when − takes a line to 0, and removes on confirm", async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(rose)
    useCartStore.getState().add(amber)
    renderShell()
    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }))
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Rose Oud' }))
    const confirm = screen.getByRole('dialog', { name: 'Remove item from cart?' })
    expect(confirm).toHaveTextContent('Rose Oud will be taken out of your cart.')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(screen.queryByRole('dialog', { name: 'Remove item from cart?' })).not.toBeInTheDocument()
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual([2])
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
  })

  it('names the size of a sized line in the drawer and in the remove question', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(
      {
        ...rose,
        sizes: [
          {
            id: 40,
            label: '2 ml sample',
            ml: 2,
            price: 1_500,
            stock: 5,
            isSample: true,
            isDefault: false,
          },
          {
            id: 41,
            label: '50ml',
            ml: 50,
            price: 25_000,
            stock: 3,
            isSample: false,
            isDefault: true,
          },
        ],
      },
      40,
    )
    renderShell()
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(drawer).getByText('2 ml sample')).toBeInTheDocument()
    await user.click(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Rose Oud, 2 ml sample' }),
    )
    expect(screen.getByRole('dialog', { name: 'Remove item from cart?' })).toHaveTextContent(
      'Rose Oud, 2 ml sample will be taken out of your cart.',
    )
  })

  it('keeps the line when the confirmation is declined or dismissed with Escape', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(rose)
    renderShell()
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Rose Oud' }))
    // Focus starts on the safe answer.
    expect(screen.getByRole('button', { name: 'Keep item' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Keep item' }))
    expect(useCartStore.getState().items).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Rose Oud' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Remove item from cart?' })).not.toBeInTheDocument()
    // Escape closed only the confirmation, not the drawer under it.
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument()
    expect(useCartStore.getState().items).toHaveLength(1)
  })

  it('marks + disabled at the stock cap, says the limit, and stays at the cap when pressed', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(rose)
    renderShell()
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    const plus = screen.getByRole('button', { name: 'Increase quantity of Rose Oud' })
    await user.click(plus)
    await user.click(plus)
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('Only 3 items in stock')).toBeInTheDocument()
    await user.click(plus)
    expect(useCartStore.getState().items[0]?.quantity).toBe(3)
  })

  it('closes on Escape and gives focus back to the cart button', async () => {
    const user = userEvent.setup()
    renderShell()
    const button = screen.getByRole('button', { name: 'Cart, 0 items' })
    await user.click(button)
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => {
      expect(button).toHaveFocus()
    })
  })

  it('keeps Tab inside the drawer', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(rose)
    renderShell()
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    for (let i = 0; i < 12; i++) {
      await user.tab()
      expect(drawer).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('Checkout closes the drawer and goes to /checkout', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(rose)
    const router = renderShell()
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    await user.click(screen.getByRole('link', { name: 'Checkout' }))
    expect(router.location.pathname).toBe('/checkout')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument()
  })

  it('Continue Shopping closes the drawer where the shopper is', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(rose)
    const router = renderShell('/cart')
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    await user.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.location.pathname).toBe('/cart')
  })
})

describe('catalogue reconciliation', () => {
  const fetchMock = vi.fn()
  stubFetchPerTest(fetchMock)

  it('opening the cart reads its own lines’ products by id, and brings them to today’s price and stock', async () => {
    const today = buildProduct({ ...rose, price: 26_000, stock: 2 })
    fetchMock.mockResolvedValue(Response.json(buildProductsPage([today], { per_page: 1 })))
    useCartStore.setState({ items: [{ ...rose, stock: 10, quantity: 5 }] })
    renderShell('/')
    // Closed, the cart asks nothing: the shell downloads no products to check a cart.
    expect(fetchMock).not.toHaveBeenCalled()
    act(() => {
      useCartDrawer.setState({ isOpen: true })
    })
    await waitFor(() => {
      expect(useCartStore.getState().items).toEqual([
        { ...rose, price: 26_000, stock: 2, quantity: 2 },
      ])
    })
    const [url] = fetchMock.mock.calls[0] as [string]
    expect(url).toBe(`/api/products?per_page=1&ids=${String(rose.id)}`)
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument()
  })
})

describe('CartPage', () => {
  it('shows the empty state with a way back to the shop', async () => {
    const user = userEvent.setup()
    const router = renderShell('/cart')
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }))
    expect(router.location.pathname).toBe('/shop')
  })

  it('clears the cart, saved copy included', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(rose)
    renderShell('/cart')
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }))
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]')
  })

  it('goes to checkout from the summary', async () => {
    const user = userEvent.setup()
    useCartStore.getState().add(amber)
    const router = renderShell('/cart')
    const summary = screen.getByRole('complementary', { name: 'Order Summary' })
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₦18,000.50')
    await user.click(within(summary).getByRole('link', { name: 'Checkout' }))
    expect(router.location.pathname).toBe('/checkout')
  })
})
