import { z } from 'zod'

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
