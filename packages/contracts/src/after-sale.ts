import { RETURN_REASONS, RETURN_STATES } from '@scentia/domain/payment/returns'
import { z } from 'zod'
import { orderReturnSchema, orderSchema } from './orders'

/**
 * Money after the sale on the wire (docs/product.md §12, decisions 041 and 043, 042): a
 * cancellation, a refund, a cash refund handed back and the returns, the shopper's and the
 * console's. The API declares these as `schema.response`; the web parses with them.
 */

/**
 * Every move of an order after the sale answers a sentence and the order as its shopper sees
 * it: the shopper's cancel and return request, the console's cancel, refund and cash returned.
 */
export const orderMoveAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
})
export type OrderMoveAnswer = z.output<typeof orderMoveAnswerSchema>

/** A row of GET /api/admin/returns. */
export const returnSummarySchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  full_name: z.string(),
  units: z.number().int().nonnegative(),
  created_at: z.string(),
})
export type ReturnSummary = z.output<typeof returnSummarySchema>

/** GET /api/admin/returns: a page of the list, as the console's other lists answer. */
export const returnsPageSchema = z.object({
  data: z.array(returnSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type ReturnsPage = z.output<typeof returnsPageSchema>

/** A return as the console reads it: the return with its order's id, and the order. */
export const ownerReturnSchema = z.object({
  return: orderReturnSchema.extend({ order_id: z.string() }),
  order: orderSchema,
})
export type OwnerReturn = z.output<typeof ownerReturnSchema>

/** GET /api/admin/returns/{id}. */
export const ownerReturnAnswerSchema = z.object({ data: ownerReturnSchema })

/** POST /api/admin/returns/{id}/approve, /refuse and /receive: a sentence and the return. */
export const returnStepAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ownerReturnSchema,
})
export type ReturnStepAnswer = z.output<typeof returnStepAnswerSchema>
