import type { CartItem } from '@scentia/domain/cart/cart'
import { describe, it } from 'vitest'
import {
  expectSampleCredit,
  renderWithPaidSample,
  sampleCreditLines,
} from '../../../test/sample-credits'
import { useCheckoutTotals } from '../hooks/use-checkout-totals'
import { OrderSummary } from './order-summary'

/** The checkout's own composition: its totals hook feeding the summary, delivery ₦3,000. */
function CheckoutSummary({ items, promoDiscount }: { items: CartItem[]; promoDiscount: number }) {
  const totals = useCheckoutTotals(items, promoDiscount, 3_000)
  const promo = promoDiscount > 0 ? { code: 'SCENT10', discount: totals.discount } : null
  return <OrderSummary items={items} shippingLabel="₦3,000" totals={totals} promo={promo} />
}

function renderSummary(items: CartItem[], promoDiscount = 0) {
  renderWithPaidSample(<CheckoutSummary items={items} promoDiscount={promoDiscount} />)
}

describe('checkout OrderSummary sample credit', () => {
  it('shows the cart\'s "Sample credit" and a total that matches the charge', () => {
    renderSummary([sampleCreditLines.bottle])
    expectSampleCredit('−₦2,000', '₦49,500')
  })

  it('takes the credit before a promo code, as the server prices it', () => {
    renderSummary([sampleCreditLines.bottle], 4_850)
    expectSampleCredit('−₦2,000', '₦44,650')
  })

  it('shows no credit line on a sample of the fragrance', () => {
    renderSummary([sampleCreditLines.sample])
    expectSampleCredit(null, '₦5,000')
  })
})
