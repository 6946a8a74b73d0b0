import { shippingDetailsSchema } from '@scentia/domain/checkout/shipping-details'
import type { DeliveryRates, LgaRate, StateRate } from '@scentia/domain/shipping/delivery-rates'
import { DELIVERY_FEE_SOURCES } from '@scentia/domain/couriers/couriers'
import { z } from 'zod'
import { initializePaymentBody, MAX_QUOTE_TOKEN_LENGTH } from './checkout'
import type { NamesEveryField } from './names-every-field'

/**
 * GET /api/shipping/fee's answer: the fee the server will charge, with how to show it
 * (docs/product.md §S9). The checkout shows it as the figure about to be charged.
 */
export const shippingFeeAnswerSchema = z.object({
  success: z.boolean(),
  /** Naira after the order-total discount; 0 means 'Pay on Delivery'. */
  fee: z.number().int().nonnegative(),
  /** The ward's fee before the discount. */
  baseFee: z.number().int().nonnegative().nullable(),
  /** e.g. '2-4 business days'. */
  estimate: z.string(),
  /** The fee as shoppers see it: '₦8,000' or 'Pay on Delivery'. */
  label: z.string(),
})
export type ShippingFeeAnswer = z.output<typeof shippingFeeAnswerSchema>

/**
 * POST /api/shipping/courier-quote (docs/decisions/044-couriers.md): checkout's delivery fee for
 * the address and cart it holds. The server prices the lines itself; only ids and quantities are
 * read.
 */
export const courierQuoteBody = z.object({
  shipping: shippingDetailsSchema,
  cart_items: initializePaymentBody.shape.cart_items,
})
export type CourierQuoteBody = z.input<typeof courierQuoteBody>
export type CourierQuoteInput = z.output<typeof courierQuoteBody>

/**
 * Its answer: the courier's live price (`source: 'courier'`, with `quote`, the signed token
 * initialize charges), or the owner's table when the courier is slow, down or not asked.
 */
export const courierQuoteAnswerSchema = z.object({
  success: z.literal(true),
  fee: z.number().int().nonnegative(),
  source: z.enum(DELIVERY_FEE_SOURCES),
  /** The courier whose price it is; null for the table's. */
  courier: z.string().nullable(),
  label: z.string(),
  estimate: z.string(),
  quote: z.string().max(MAX_QUOTE_TOKEN_LENGTH).nullable(),
})
export type CourierQuoteAnswer = z.output<typeof courierQuoteAnswerSchema>

const stateRateSchema = z.object({
  state: z.string(),
  fee: z.number().int().nonnegative(),
  min_days: z.number().int(),
  max_days: z.number().int(),
}) satisfies z.ZodType<StateRate>

const lgaRateSchema = stateRateSchema.extend({ lga: z.string() }) satisfies z.ZodType<LgaRate>

/** The owner's delivery table as it is stored (decision 040); its rules are the domain's. */
export const deliveryRatesAnswerSchema = z.object({
  success: z.literal(true),
  rates: z.object({
    states: z.array(stateRateSchema),
    lga_overrides: z.array(lgaRateSchema),
    free_delivery_from: z.number().int().nullable(),
  }) satisfies z.ZodType<DeliveryRates>,
})

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const DELIVERY_RATES_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<StateRate, typeof stateRateSchema>,
  NamesEveryField<LgaRate, typeof lgaRateSchema>,
  NamesEveryField<DeliveryRates, typeof deliveryRatesAnswerSchema.shape.rates>,
] = [true, true, true]
