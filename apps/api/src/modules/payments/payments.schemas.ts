import {
  MAX_LOCATION_NAME_LENGTH,
  MAX_STREET_ADDRESS_LENGTH,
} from '@scentia/domain/account/address'
import { MAX_EMAIL_LENGTH, MAX_FULL_NAME_LENGTH } from '@scentia/domain/auth/credentials'
import { DEFAULT_MAX_QUANTITY } from '@scentia/domain/cart/cart'
import { shippingDetailsSchema } from '@scentia/domain/checkout/shipping-details'
import { promoCodeSchema } from '@scentia/domain/promo/promo'
import { DELIVERY_METHODS } from '@scentia/domain/shipping/pickup'
import { z } from 'zod'
import { PAYSTACK_REFERENCE_PATTERN } from '../paystack/index.js'

/** A cart holds at most this many distinct lines (the UI caps nothing, the server must). */
export const MAX_CART_LINES = 50

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${DEFAULT_MAX_QUANTITY}`
export const EMPTY_CART_MESSAGE = 'Your cart is empty'
export const TOO_MANY_LINES_MESSAGE = `A cart can hold at most ${MAX_CART_LINES} different products`
export const REFERENCE_MESSAGE = 'Invalid transaction reference'

/**
 * One cart line, capped as the cart caps it (docs/product.md §S4 Cart: 100 when stock is not given).
 * Only `id` and `quantity` are read: a browser that also sends name, price or
 * image (the cart's own shape) is not refused, but nothing it says about money is believed.
 */
const cartLine = z.object({
  id: z.number({ error: 'Each cart item needs a product id' }).int().positive().max(2_147_483_647),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(DEFAULT_MAX_QUANTITY, QUANTITY_MESSAGE),
  /** A size other than the full bottle; absent: the full bottle, as before sizes. */
  size_id: z.number({ error: 'Invalid size' }).int().positive().max(2_147_483_647).optional(),
})

/** POST /api/payments/initialize (docs/product.md §4 step 1). */
export const initializePaymentBody = z.object({
  cart_items: z
    .array(cartLine, { error: EMPTY_CART_MESSAGE })
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE),
  shipping: shippingDetailsSchema,
  /** A promo code: priced by the server at initialize, never by the browser. */
  promo_code: promoCodeSchema.optional(),
  /** A courier delivery (the default) or a pickup at the showroom (decision 042). */
  delivery_method: z
    .enum(DELIVERY_METHODS, { error: 'Choose delivery or pickup at the showroom' })
    .default('delivery'),
})
export type InitializePaymentInput = z.output<typeof initializePaymentBody>

/** POST /api/promos/check: a code against the cart as it stands (the checkout's preview). */
export const promoCheckBody = z.object({
  code: promoCodeSchema,
  cart_items: initializePaymentBody.shape.cart_items,
})
export type PromoCheckInput = z.output<typeof promoCheckBody>

export const referenceSchema = z
  .string()
  .trim()
  .regex(PAYSTACK_REFERENCE_PATTERN, REFERENCE_MESSAGE)

export const referenceParams = z.object({ reference: referenceSchema })

const loose = (max: number) => z.string().max(max).optional()

/**
 * POST /api/checkout: the spec's order payload (§3). Only `transaction_reference` (and
 * `user_id`, which must be the signed-in shopper when given) is acted on; the items, amounts,
 * address and payment status are the browser's preview and are checked for size, not believed:
 * the order is made from the payment's stored snapshot and Paystack's verdict.
 */
export const checkoutBody = z.object({
  transaction_reference: z
    .string({ error: 'transaction_reference is required' })
    .pipe(referenceSchema),
  user_id: z.union([z.number().int(), z.string().max(20)]).optional(),
  full_name: loose(MAX_FULL_NAME_LENGTH * 2),
  email: loose(MAX_EMAIL_LENGTH),
  phone_number: loose(40),
  shipping_address: loose(MAX_STREET_ADDRESS_LENGTH * 2),
  city: loose(MAX_STREET_ADDRESS_LENGTH * 2),
  state: loose(MAX_LOCATION_NAME_LENGTH),
  cart_items: z.array(z.unknown()).max(MAX_CART_LINES).optional(),
  total_amount: z.number().optional(),
  shipping_fee: z.number().optional(),
  payment_status: loose(40),
  payment_method: loose(40),
})
export type CheckoutInput = z.output<typeof checkoutBody>
