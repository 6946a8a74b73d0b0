import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { buildCartProduct } from '../../../test/factories'
import { useCartStore } from '../stores/cart-store'
import { CartControl, type CartControlProduct } from './cart-control'

const rose: CartControlProduct = buildCartProduct()

beforeEach(() => {
  useCartStore.setState({ items: [] })
  vi.restoreAllMocks()
})

describe('CartControl', () => {
  it("shows 'Add to Cart' at 0 and − n + once added", async () => {
    const user = userEvent.setup()
    render(<CartControl product={rose} />)
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }))
    expect(useCartStore.getState().items).toEqual([{ ...rose, quantity: 1 }])
    expect(screen.getByRole('group', { name: 'Quantity of Rose Oud' })).toHaveTextContent('1')
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).not.toBeInTheDocument()
  })

  it('stops + at stock with the limit said, and toasts it if pressed anyway', async () => {
    const user = userEvent.setup()
    const error = vi.spyOn(toast, 'error')
    render(<CartControl product={rose} />)
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }))
    const plus = screen.getByRole('button', { name: 'Increase quantity of Rose Oud' })
    expect(plus).toHaveAttribute('aria-disabled', 'false')
    await user.click(plus)
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('Only 2 items in stock')).toBeInTheDocument()
    await user.click(plus)
    expect(error).toHaveBeenCalledWith('Only 2 items in stock', expect.anything())
    expect(useCartStore.getState().items[0]?.quantity).toBe(2)
    // Focus stays on + (aria-disabled, not disabled), so a keyboard user is not dropped.
    expect(plus).toHaveFocus()
  })

  it('uses the product’s current stock over the one saved with the line', async () => {
    useCartStore.setState({ items: [{ ...rose, stock: 10, quantity: 2 }] })
    render(<CartControl product={rose} />)
    expect(screen.getByRole('button', { name: 'Increase quantity of Rose Oud' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('asks before − removes the last one, then offers Add to Cart again with focus on it', async () => {
    const user = userEvent.setup()
    render(<CartControl product={rose} />)
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }))
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Rose Oud' }))
    // The question's code loads with its first asking (decision 036).
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    expect(useCartStore.getState().items).toEqual([])
    const add = screen.getByRole('button', { name: /^Add to Cart/ })
    await waitFor(() => {
      expect(add).toHaveFocus()
    })
  })

  it('takes one off without asking above 1', async () => {
    const user = userEvent.setup()
    useCartStore.setState({ items: [{ ...rose, quantity: 2 }] })
    render(<CartControl product={rose} />)
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Rose Oud' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(useCartStore.getState().items[0]?.quantity).toBe(1)
  })

  it('offers nothing to add when sold out', () => {
    render(<CartControl product={{ ...rose, stock: 0 }} />)
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  })

  it('names the product in the add button for screen readers', () => {
    render(<CartControl product={rose} />)
    expect(screen.getByRole('button', { name: 'Add to Cart: Rose Oud' })).toBeInTheDocument()
  })
})

describe('CartControl with a size', () => {
  const sized: CartControlProduct = {
    ...rose,
    sizes: [
      {
        id: 40,
        label: '2 ml sample',
        ml: 2,
        price: 2_000,
        stock: 8,
        isSample: true,
        isDefault: false,
      },
      {
        id: 41,
        label: '100ml',
        ml: 100,
        price: 25_000,
        stock: 2,
        isSample: false,
        isDefault: true,
      },
    ],
  }

  it('adds the chosen size as its own line beside the full bottle', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<CartControl product={sized} sizeId={41} />)
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }))
    rerender(<CartControl product={sized} sizeId={40} />)
    await user.click(screen.getByRole('button', { name: /^Add to Cart: Rose Oud, 2 ml sample/ }))
    expect(
      screen.getByRole('group', { name: 'Quantity of Rose Oud, 2 ml sample' }),
    ).toHaveTextContent('1')
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ id: 1, price: 25_000, quantity: 1 }),
      expect.objectContaining({
        id: 1,
        sizeId: 40,
        sizeLabel: '2 ml sample',
        price: 2_000,
        stock: 8,
        quantity: 1,
      }),
    ])
    expect(useCartStore.getState().items[0]?.sizeId).toBeUndefined()
  })
})
