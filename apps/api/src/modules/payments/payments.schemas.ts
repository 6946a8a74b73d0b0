import {
  MAX_LOCATION_NAME_LENGTH,
  MAX_STREET_ADDRESS_LENGTH,
} from '@scentia/domain/account/address'
import { MAX_EMAIL_LENGTH, MAX_FULL_NAME_LENGTH } from '@scentia/domain/auth/credentials'
import { MAX_CART_LINES } from '@scentia/contracts/checkout'
import { z } from 'zod'
import { PAYSTACK_REFERENCE_PATTERN } from '../paystack/index.js'

// The bodies the storefront sends are contracts shared with it (docs/decisions/042).
export {
  EMPTY_CART_MESSAGE,
  MAX_CART_LINES,
  QUANTITY_MESSAGE,
  TOO_MANY_LINES_MESSAGE,
  initializePaymentBody,
  promoCheckBody,
  type InitializePaymentInput,
  type PromoCheckInput,
} from '@scentia/contracts/checkout'

export const REFERENCE_MESSAGE = 'Invalid transaction reference'

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
