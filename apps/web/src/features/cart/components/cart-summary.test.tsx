import { cartTotals, type CartItem } from '@scentia/domain/cart/cart'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionActions } from '../../../lib/session'
import { buildUser } from '../../../test/factories'
import { sampleCreditKeys } from '../api/get-sample-credits'
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
const paidSample = {
  sampleItemId: 1,
  productId: 9,
  unitPrice: 2_000,
  paidAt: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000).toISOString(),
}

function renderSummary(items: CartItem[]) {
  useCartStore.setState({ items })
  sessionActions.signIn('token', buildUser({ user_id: 7 }))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sampleCreditKeys.list(7), { success: true, samples: [paidSample] })
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
