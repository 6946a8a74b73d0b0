import { cartSubtotal, type CartItem } from '@scentia/domain/cart/cart'
import { orderTotal } from '@scentia/domain/checkout/gift'
import { useSampleCreditPreview } from '../../../lib/sample-credits'

export interface CheckoutTotals {
  subtotal: number
  /** The shopper's sample credit preview, the same figure the cart shows. */
  sampleCredit: number
  discount: number
  /** Gift wrap's naira when chosen (decision 045); the server prices it again. */
  giftWrap: number
  /** What a card or transfer payment charges, and what the courier collects on delivery. */
  total: number
}

/**
 * The checkout's figures, in the order the server prices every payment, pay on delivery
 * included (decisions 019 and 020): the sample credit first, then a code's discount on the goods
 * still owed, then delivery. The server prices all of it again; this is the preview the shopper
 * reads.
 */
export function useCheckoutTotals(
  items: readonly CartItem[],
  promoDiscount: number,
  shippingFee: number,
  giftWrap = 0,
): CheckoutTotals {
  const sampleCredit = useSampleCreditPreview(items)
  const subtotal = cartSubtotal(items)
  const discount = Math.min(promoDiscount, subtotal - sampleCredit)
  return {
    subtotal,
    sampleCredit,
    discount,
    giftWrap,
    total: orderTotal({ subtotal, sampleCredit, discount, shippingFee, giftWrap }),
  }
}
