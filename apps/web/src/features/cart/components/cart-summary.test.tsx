import { cartTotals, type CartItem } from '@scentia/domain/cart/cart'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signInWithPaidSamples } from '../../../test/sample-credits'
import { useCartStore } from '../stores/cart-store'
import { CartSummary } from './cart-summary'

const bottle: CartItem = {
  id: 9,
  name: 'Oud Al Lagos',
  price: 48_500,
  image: '/o.svg',
  quantity: 1,
}
const sampleLine: CartItem = { ...bottle, price: 2_000, sizeId: 30, sizeLabel: '2 ml sample' }
function renderSummary(items: CartItem[]) {
  useCartStore.setState({ items })
  const client = signInWithPaidSamples()
  render(
    <QueryClientProvider client={client}>
      <CartSummary totals={cartTotals(items)} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  useCartStore.setState({ items: [] })
})

describe('CartSummary sample credit (issue 14)', () => {
  it('shows "Sample credit −₦…" on the full bottle of a sampled fragrance and takes it off', () => {
    renderSummary([bottle])
    expect(screen.getByText('Sample credit').nextElementSibling).toHaveTextContent('−₦2,000.00')
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₦46,500.00')
  })

  it('shows no credit on another sample of it', () => {
    renderSummary([sampleLine])
    expect(screen.queryByText('Sample credit')).not.toBeInTheDocument()
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₦2,000.00')
  })
})
