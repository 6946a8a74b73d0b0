import { cartTotals, type CartItem } from '@scentia/domain/cart/cart'
import { afterEach, describe, it } from 'vitest'
import {
  expectSampleCredit,
  renderWithPaidSample,
  sampleCreditLines,
} from '../../../test/sample-credits'
import { useCartStore } from '../stores/cart-store'
import { CartSummary } from './cart-summary'

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
