import { DEFAULT_MAX_QUANTITY } from '@scentia/domain/cart/cart'
import { shippingDetailsSchema } from '@scentia/domain/checkout/shipping-details'
import type { InitializedPayment, PricedCartLine } from '@scentia/domain/payment/checkout-payload'
import { giftRequestSchema } from '@scentia/domain/checkout/gift'
import { promoCodeSchema, type PromoCheckAnswer } from '@scentia/domain/promo/promo'
import { DELIVERY_METHODS } from '@scentia/domain/shipping/pickup'
import { COURIER_QUOTE_MESSAGES } from '@scentia/domain/couriers/courier-quote'
import { DELIVERY_FEE_SOURCES } from '@scentia/domain/couriers/couriers'
import { z } from 'zod'
import { orderSchema } from './orders'

/**
 * The checkout's wire shapes (docs/product.md §4), written once: the API declares them on its
 * routes and the storefront builds its bodies and reads the answers with them (decision 042).
 */

/** A cart holds at most this many distinct lines (the UI caps nothing, the server must). */
export const MAX_CART_LINES = 50

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${DEFAULT_MAX_QUANTITY}`
export const EMPTY_CART_MESSAGE = 'Your cart is empty'
export const TOO_MANY_LINES_MESSAGE = `A cart can hold at most ${MAX_CART_LINES} different products`

/**
 * One cart line, capped as the cart caps it (docs/product.md §S4 Cart: 100 when stock is not given).
 * Only `id` and `quantity` are read: a browser that also sends name, price or
 * image (the cart's own shape) is not refused, but nothing it says about money is believed.
 */
export const cartLineBody = z.object({
  id: z.number({ error: 'Each cart item needs a product id' }).int().positive().max(2_147_483_647),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(DEFAULT_MAX_QUANTITY, QUANTITY_MESSAGE),
  /** A size other than the full bottle; absent: the full bottle, as before sizes. */
  size_id: z.number({ error: 'Invalid size' }).int().positive().max(2_147_483_647).optional(),
})

/** A signed quote is well under this; anything longer is not one of ours. */
export const MAX_QUOTE_TOKEN_LENGTH = 1_000

/** POST /api/payments/initialize (docs/product.md §4 step 1); pay on delivery takes the same. */
export const initializePaymentBody = z.object({
  cart_items: z
    .array(cartLineBody, { error: EMPTY_CART_MESSAGE })
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE),
  shipping: shippingDetailsSchema,
  /** A promo code: priced by the server at initialize, never by the browser. */
  promo_code: promoCodeSchema.optional(),
  /** "This is a gift" (decision 045): a message for the slip, and wrap priced by the server. */
  gift: giftRequestSchema.optional(),
  /** A courier delivery (the default) or a pickup at the showroom (decision 046). */
  delivery_method: z
    .enum(DELIVERY_METHODS, { error: 'Choose delivery or pickup at the showroom' })
    .default('delivery'),
  /**
   * The courier's live quote the shipping step showed, as the server signed it
   * (docs/decisions/044-couriers.md): charged exactly when it still holds for this address and
   * cart, refused in words when not; absent, the owner's table prices delivery.
   */
  shipping_quote: z
    .string({ error: COURIER_QUOTE_MESSAGES.forged })
    .min(1, COURIER_QUOTE_MESSAGES.forged)
    .max(MAX_QUOTE_TOKEN_LENGTH, COURIER_QUOTE_MESSAGES.forged)
    .optional(),
})
export type InitializePaymentInput = z.output<typeof initializePaymentBody>
/** What the storefront sends (before the server's trimming and defaults). */
export type InitializePaymentBody = z.input<typeof initializePaymentBody>

/** POST /api/promos/check: a code against the cart as it stands (the checkout's preview). */
export const promoCheckBody = z.object({
  code: promoCodeSchema,
  cart_items: initializePaymentBody.shape.cart_items,
})
export type PromoCheckInput = z.output<typeof promoCheckBody>

const naira = z.number().int().nonnegative()

export const pricedCartLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: naira,
  quantity: z.number().int().positive(),
  sizeId: z.number().int().optional(),
  size: z.string().optional(),
  isSample: z.boolean().optional(),
}) satisfies z.ZodType<PricedCartLine>

/**
 * POST /api/payments/initialize's answer: the server's prices, not the browser's (decision 006).
 * The storefront shows these figures and hands the reference to Paystack, so it always checks them.
 */
export const initializedPaymentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string().min(1),
  access_code: z.string(),
  authorization_url: z.string(),
  amount: naira,
  amount_kobo: naira,
  currency: z.literal('NGN'),
  subtotal: naira,
  shipping_fee: naira,
  shipping_fee_source: z.enum(DELIVERY_FEE_SOURCES).optional(),
  sample_credit: naira.optional(),
  promo_code: z.string().nullish(),
  discount: naira.optional(),
  gift_wrap: naira.optional(),
  email: z.string(),
  cart_items: z.array(pricedCartLineSchema),
}) satisfies z.ZodType<InitializedPayment>

/** Fails to compile when InitializedPayment gains a field the schema above leaves out. */
type UnnamedInitializeFields = Exclude<
  keyof InitializedPayment,
  keyof z.output<typeof initializedPaymentSchema>
>
export const INITIALIZE_SCHEMA_NAMES_EVERY_FIELD: [UnnamedInitializeFields] extends [never]
  ? true
  : never = true

/** POST /api/checkout's answer: 201 made, 200 already existed (docs/product.md §4 step 4). */
export const checkoutAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order_id: z.string(),
  payment_status: z.string(),
  order: orderSchema,
})
export type CheckoutAnswer = z.output<typeof checkoutAnswerSchema>

/** POST /api/checkout's 409: paid, but no order could be confirmed, and the money is going back. */
export const checkoutConflictSchema = z.object({
  success: z.literal(false),
  code: z.literal('CONFLICT'),
  message: z.string(),
  order_id: z.string(),
  payment_status: z.string(),
  order: orderSchema,
})

/** POST /api/promos/check: a refusal is an answer with the shopper's message, not an error. */
export const promoCheckAnswerSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), code: z.string(), discount: naira, subtotal: naira }),
  z.object({ success: z.literal(false), message: z.string() }),
]) satisfies z.ZodType<PromoCheckAnswer>

/** GET /api/payments/sample-credits: the shopper's unused paid samples, for the cart's preview. */
export const sampleCreditsAnswerSchema = z.object({
  success: z.literal(true),
  samples: z.array(
    z.object({
      sampleItemId: z.number().int(),
      productId: z.number().int(),
      unitPrice: naira,
      paidAt: z.string(),
    }),
  ),
})
export type SampleCreditsAnswer = z.output<typeof sampleCreditsAnswerSchema>

/**
 * GET /api/payments/pay-on-delivery and the owner's PUT: the switch and its ceiling (public: the
 * checkout shows them to every shopper, docs/product.md §10).
 */
export const podSettingsAnswerSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  ceiling_naira: z.number().int().nonnegative(),
})

/** GET /api/checkout/gift-options: the owner's gift wrap price (0: not offered; decision 045). */
export const giftOptionsAnswerSchema = z.object({
  success: z.literal(true),
  gift_wrap_price: z.number().int().nonnegative(),
})

/**
 * GET /api/checkout-reminders/cart: the cart a reminder's restore link brings back (decision
 * 048), lines by product id, with the size when it is not the full bottle.
 */
export const reminderCartAnswerSchema = z.object({
  success: z.literal(true),
  cart_items: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int().positive(),
      size_id: z.number().int().optional(),
    }),
  ),
})
