import { cartTotals, type CartItem } from '@scentia/domain/cart/cart'
import type { User } from '@scentia/domain/account/user'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { sessionActions } from '../../../lib/session'
import { buildAddress, buildUser } from '../../../test/factories'
import {
  expectSampleCredit,
  renderWithPaidSample,
  sampleCreditLines,
} from '../../../test/sample-credits'
import { useCartStore } from '../stores/cart-store'
import { CartSummary, DELIVERY_AT_CHECKOUT } from './cart-summary'

function renderSummary(items: CartItem[]) {
  useCartStore.setState({ items })
  renderWithPaidSample(<CartSummary totals={cartTotals(items)} />)
}

afterEach(() => {
  useCartStore.setState({ items: [] })
})

describe('CartSummary sample credit', () => {
  it('shows "Sample credit −₦…" on the full bottle of a sampled fragrance and takes it off', () => {
    renderSummary([sampleCreditLines.bottle])
    expectSampleCredit('−₦2,000.00', '₦46,500.00')
  })

  it('shows no credit on another sample of it', () => {
    renderSummary([sampleCreditLines.sample])
    expectSampleCredit(null, '₦2,000.00')
  })
})

describe('CartSummary delivery fee (docs/product.md §13)', () => {
  const bottle: CartItem = {
    id: 1,
    name: 'Rose of Ikoyi',
    price: 30_000,
    image: '/a.webp',
    quantity: 1,
  }
  const feeAnswer = {
    success: true,
    fee: 7_200,
    baseFee: 8_000,
    estimate: '2-4 business days',
    label: '₦7,200',
  }
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      new Response(JSON.stringify(url.includes('/shipping/fee') ? feeAnswer : { success: true }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  )

  function renderFor(user: User | null) {
    vi.stubGlobal('fetch', fetchMock)
    if (user) sessionActions.signIn('token', user)
    useCartStore.setState({ items: [bottle] })
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CartSummary totals={cartTotals([bottle])} />
      </QueryClientProvider>,
    )
  }

  afterEach(() => {
    sessionActions.signOut()
    fetchMock.mockClear()
    vi.unstubAllGlobals()
  })

  it('shows checkout’s fee for a signed-in shopper’s saved address, and adds it to the total', async () => {
    renderFor(buildUser({ addresses: [buildAddress({ id: 1 })] }))
    expect(await screen.findByTestId('cart-delivery-fee')).toHaveTextContent('₦7,200')
    expect(screen.getByText('to Lagos')).toBeInTheDocument()
    expect(screen.getByText('₦37,200.00')).toBeInTheDocument()
    const feeCall = fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.includes('/shipping/fee'))
    expect(feeCall).toContain('subtotal=30000')
  })

  it.each([
    ['signed out', null],
    ['signed in without a saved address', buildUser({ addresses: [] })],
  ])('%s: delivery is calculated at checkout, and nothing is asked', (_name, user) => {
    renderFor(user)
    expect(screen.getByText(DELIVERY_AT_CHECKOUT)).toBeInTheDocument()
    // Subtotal and total alike: no fee is added.
    expect(screen.getAllByText('₦30,000.00')).toHaveLength(2)
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/shipping/fee'))).toBe(false)
  })
})
