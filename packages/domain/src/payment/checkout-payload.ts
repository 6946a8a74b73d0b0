import type { CheckoutOrderPayload, OrderItem } from '../orders/order'

/** A cart line as the server priced it at initialize (docs/product.md §4 step 1). */
export interface PricedCartLine {
  id: number
  name: string
  image: string
  /** Integer naira per unit, from the database at initialisation. */
  price: number
  quantity: number
  /** A size other than the full bottle; absent for the full bottle. */
  sizeId?: number
  /** The size as sold, e.g. "2 ml sample" or "100ml". */
  size?: string
  isSample?: boolean
}

/**
 * POST /api/payments/initialize's answer: the server's prices, not the browser's (decision 006).
 * Written once here so the API's answer and the web's reading of it cannot drift.
 */
export interface InitializedPayment {
  success: true
  message: string
  reference: string
  access_code: string
  /** Where the pop-up lives: Paystack's checkout page, or the sandbox's. */
  authorization_url: string
  /** Integer naira, shipping included: what the shopper sees. */
  amount: number
  /** The same in kobo: what Paystack charges. */
  amount_kobo: number
  currency: 'NGN'
  subtotal: number
  shipping_fee: number
  /**
   * Where the delivery fee came from: the owner's table, or the courier's signed live quote the
   * checkout showed (docs/decisions/044-couriers.md).
   */
  shipping_fee_source?: 'table' | 'courier'
  /** Integer naira taken off for samples bought before; the API always sends it. */
  sample_credit?: number
  /** The promo code the server applied, and what it took off the goods. */
  promo_code?: string | null
  discount?: number
  /** Integer naira of gift wrap in the amount (decision 045); absent or 0 when none. */
  gift_wrap?: number
  email: string
  /** The lines as the server priced them. */
  cart_items: PricedCartLine[]
}

/** The address fields the order payload repeats (the checkout's shipping details). */
export interface PayloadShipping {
  full_name: string
  email: string
  phone_number: string
  street_address: string
  city: string
  state: string
}

export interface CheckoutPayloadInput {
  /** 0 when unknown (docs/product.md §S3). */
  userId: string | number
  shipping: PayloadShipping
  reference: string
  /** Paystack's verdict as the browser saw it, and its channel as a payment method. */
  paymentStatus: string
  paymentMethod: string
  /** The browser's preview of the order; the server ignores it and prices its own snapshot. */
  preview: { cartItems: OrderItem[]; totalAmount: number; shippingFee: number }
}

/**
 * The docs/product.md §S3 order payload of POST /api/checkout. The server reads only the reference; the
 * rest is the browser's preview. One builder for the checkout page and the tests that play it.
 */
export function buildCheckoutPayload(input: CheckoutPayloadInput): CheckoutOrderPayload {
  const { preview } = input
  // Named one by one: the shipping details carry more (lga, ward) than the payload spells.
  const { full_name, email, phone_number, street_address, city, state } = input.shipping
  return {
    user_id: input.userId,
    full_name,
    email,
    phone_number,
    shipping_address: street_address,
    city,
    state,
    cart_items: preview.cartItems,
    total_amount: preview.totalAmount,
    shipping_fee: preview.shippingFee,
    payment_status: input.paymentStatus,
    payment_method: input.paymentMethod,
    transaction_reference: input.reference,
  }
}

/**
 * A paid card's verdict with a token preview: what the shop's own scripts and tests send when
 * they play the checkout, since the server reads only the reference (and its own snapshot).
 */
export const PAID_CARD_PAYLOAD: Pick<
  CheckoutPayloadInput,
  'paymentStatus' | 'paymentMethod' | 'preview'
> = {
  paymentStatus: 'success',
  paymentMethod: 'CARD',
  preview: { cartItems: [], totalAmount: 1, shippingFee: 0 },
}
