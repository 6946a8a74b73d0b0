import type { OrderItem } from '../orders/order'

/** The payment method recorded when Paystack names no channel (docs/product.md §S3 Order payload). */
export const DEFAULT_PAYMENT_METHOD = 'PAYSTACK'

export interface PayerName {
  firstName: string
  lastName: string
}

/**
 * "First and last name are the first two space-separated words of the full name" (docs/product.md §S5).
 * Runs of spaces count as one, so "Ada  Obi" is Ada / Obi; a one-word name has no last name.
 */
export function splitFullName(fullName: string): PayerName {
  const [firstName = '', lastName = ''] = fullName.trim().split(/\s+/)
  return { firstName, lastName }
}

/** One of Paystack's `metadata.custom_fields`, shown on the transaction in its dashboard. */
export interface PaystackCustomField {
  display_name: string
  variable_name: string
  value: string
}

export interface PaymentMetadata {
  custom_fields: PaystackCustomField[]
}

export interface PaymentMetadataInput {
  user_id: string | number
  full_name: string
  phone_number: string
  cart_items: readonly Pick<OrderItem, 'id' | 'name' | 'quantity' | 'price'>[]
}

/**
 * The metadata sent with every Paystack transaction (docs/product.md §S3, "Payment metadata custom
 * fields"): who paid and what for, so that support can match a debit to a cart from the
 * Paystack dashboard alone.
 */
export function buildPaymentMetadata(input: PaymentMetadataInput): PaymentMetadata {
  // Only these four keys, whatever else the cart lines carry (image URLs, stock…).
  const cartItems = input.cart_items.map(({ id, name, quantity, price }) => ({
    id,
    name,
    quantity,
    price,
  }))
  return {
    custom_fields: [
      { display_name: 'User ID', variable_name: 'user_id', value: String(input.user_id) },
      { display_name: 'Full Name', variable_name: 'full_name', value: input.full_name },
      { display_name: 'Phone Number', variable_name: 'phone_number', value: input.phone_number },
      { display_name: 'Cart Items', variable_name: 'cart_items', value: JSON.stringify(cartItems) },
    ],
  }
}

/** payment_method: the verified channel upper-cased, PAYSTACK when none (docs/product.md §S3). */
export function paymentMethodFromChannel(channel: string | null | undefined): string {
  const method = channel?.trim().toUpperCase()
  return method ? method : DEFAULT_PAYMENT_METHOD
}

/** The failure screen's status when none is known (docs/product.md §S2 Checkout). */
export const DEFAULT_FAILED_PAYMENT_STATUS = 'failed'

/** 'Payment {status}', e.g. 'Payment failed', 'Payment abandoned', 'Payment Server Error'. */
export function paymentFailureTitle(status: string | null | undefined): string {
  const shown = status?.trim()
  return `Payment ${shown ? shown : DEFAULT_FAILED_PAYMENT_STATUS}`
}

export const INVALID_VERIFICATION_MESSAGE = 'Invalid verification response'

/** What the shop reads from Paystack's verify answer (docs/product.md §S7 Notes, docs/product.md §4 step 3). */
export interface VerifiedTransaction {
  /** Paystack's transaction status: success, failed, abandoned, ongoing, pending… */
  status: string
  channel: string | null
  reference: string
  /** Kobo. */
  amount: number
}

export type VerificationReading =
  { ok: true; transaction: VerifiedTransaction } | { ok: false; message: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads Paystack's `GET /transaction/verify/{reference}` envelope
 * (`{ status: true, data: { status, channel, reference, amount } }`), which our own
 * `GET /api/payments/verify/{reference}` passes on. Anything else is an invalid answer,
 * never a success.
 */
export function readVerificationResponse(body: unknown): VerificationReading {
  const invalid = { ok: false, message: INVALID_VERIFICATION_MESSAGE } as const
  if (!isRecord(body) || body.status !== true || !isRecord(body.data)) return invalid
  const { status, channel, reference, amount } = body.data
  if (typeof status !== 'string' || status === '') return invalid
  if (typeof reference !== 'string' || reference === '') return invalid
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return invalid
  return {
    ok: true,
    transaction: {
      status,
      channel: typeof channel === 'string' && channel !== '' ? channel : null,
      reference,
      amount,
    },
  }
}
