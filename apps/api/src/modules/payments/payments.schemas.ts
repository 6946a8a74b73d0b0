import { phoneNumberSchema } from '@scentia/domain/account/phone'
import { MAX_STREET_ADDRESS_LENGTH } from '@scentia/domain/account/address'
import {
  EMAIL_INVALID_MESSAGE,
  MAX_EMAIL_LENGTH,
  MAX_FULL_NAME_LENGTH,
  normaliseEmail,
} from '@scentia/domain/auth/credentials'
import { missingFieldMessage } from '@scentia/domain/checkout/shipping-gate'
import { refuseUnsafeCharacters } from '@scentia/domain/text/unsafe-characters'
import { z } from 'zod'
import { PAYSTACK_REFERENCE_PATTERN } from '../paystack/paystack-client.js'

/** A cart holds at most this many distinct lines (the UI caps nothing, the server must). */
export const MAX_CART_LINES = 50
/** "The maximum is 100 when stock is not given" (spec §4 Cart). */
export const MAX_LINE_QUANTITY = 100
export const MAX_LOCATION_PART_LENGTH = 120

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`
export const EMPTY_CART_MESSAGE = 'Your cart is empty'
export const TOO_MANY_LINES_MESSAGE = `A cart can hold at most ${MAX_CART_LINES} different products`
export const REFERENCE_MESSAGE = 'Invalid transaction reference'

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    // The recipient's name and address are printed on the parcel and echoed into mails.
    .superRefine(refuseUnsafeCharacters(label))
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)

/**
 * One cart line. Only `id` and `quantity` are read: a browser that also sends name, price or
 * image (the cart's own shape) is not refused, but nothing it says about money is believed.
 */
const cartLine = z.object({
  id: z.number({ error: 'Each cart item needs a product id' }).int().positive().max(2_147_483_647),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
})

export const shippingSchema = z.object({
  full_name: required(missingFieldMessage('fullName'), MAX_FULL_NAME_LENGTH, 'Full name'),
  email: z
    .string({ error: missingFieldMessage('email') })
    .trim()
    .min(1, missingFieldMessage('email'))
    .max(MAX_EMAIL_LENGTH, EMAIL_INVALID_MESSAGE)
    .pipe(z.email(EMAIL_INVALID_MESSAGE))
    .transform(normaliseEmail),
  phone_number: phoneNumberSchema(missingFieldMessage('phone')),
  street_address: required(
    missingFieldMessage('streetAddress'),
    MAX_STREET_ADDRESS_LENGTH,
    'Street address',
  ),
  city: required(missingFieldMessage('city'), MAX_STREET_ADDRESS_LENGTH, 'City'),
  state: required(missingFieldMessage('state'), MAX_LOCATION_PART_LENGTH, 'State'),
  lga: required('Please select your LGA', MAX_LOCATION_PART_LENGTH, 'LGA'),
  ward: required('Please select your Ward', MAX_LOCATION_PART_LENGTH, 'Ward'),
})
export type ShippingInput = z.output<typeof shippingSchema>

/** POST /api/payments/initialize (PRODUCT §4 step 1). */
export const initializePaymentBody = z.object({
  cart_items: z
    .array(cartLine, { error: EMPTY_CART_MESSAGE })
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE),
  shipping: shippingSchema,
})
export type InitializePaymentInput = z.output<typeof initializePaymentBody>

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
  state: loose(MAX_LOCATION_PART_LENGTH),
  cart_items: z.array(z.unknown()).max(MAX_CART_LINES).optional(),
  total_amount: z.number().optional(),
  shipping_fee: z.number().optional(),
  payment_status: loose(40),
  payment_method: loose(40),
})
export type CheckoutInput = z.output<typeof checkoutBody>
