import type { CartItem } from '@scentia/domain/cart/cart'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signInWithPaidSamples } from '../../../test/sample-credits'
import { useCheckoutTotals } from '../hooks/use-checkout-totals'
import { OrderSummary } from './order-summary'

const bottle: CartItem = {
  id: 9,
  name: 'Oud Al Lagos',
  price: 48_500,
  image: '/o.svg',
  quantity: 1,
}

/** The checkout's own composition: its totals hook feeding the summary, delivery ₦3,000. */
function CheckoutSummary({
  items,
  promoDiscount = 0,
}: {
  items: CartItem[]
  promoDiscount?: number
}) {
  const totals = useCheckoutTotals(items, promoDiscount, 3_000)
  return (
    <OrderSummary
      items={items}
      shippingLabel="₦3,000"
      total={totals.total}
      sampleCredit={totals.sampleCredit}
      promo={promoDiscount > 0 ? { code: 'SCENT10', discount: totals.discount } : null}
    />
  )
}

function renderSummary(items: CartItem[], promoDiscount?: number) {
  render(
    <QueryClientProvider client={signInWithPaidSamples()}>
      <CheckoutSummary items={items} {...(promoDiscount ? { promoDiscount } : {})} />
    </QueryClientProvider>,
  )
}

describe('checkout OrderSummary sample credit (issue 14)', () => {
  it('shows the cart\'s "Sample credit" and a total that matches the charge', () => {
    renderSummary([bottle])
    expect(screen.getByText('Sample credit').nextElementSibling).toHaveTextContent('−₦2,000')
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₦49,500')
  })

  it('takes the credit before a promo code, as the server prices it', () => {
    renderSummary([bottle], 4_850)
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₦44,650')
  })

  it('shows no credit line on a sample of the fragrance', () => {
    renderSummary([{ ...bottle, price: 2_000, sizeId: 30, sizeLabel: '2 ml sample' }])
    expect(screen.queryByText('Sample credit')).not.toBeInTheDocument()
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₦5,000')
  })
})
