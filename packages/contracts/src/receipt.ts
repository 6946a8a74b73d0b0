import type {
  Receipt,
  ReceiptLine,
  ReceiptRefund,
  ReceiptSeller,
} from '@scentia/domain/receipt/receipt'
import { z } from 'zod'
import type { NamesEveryField } from './names-every-field'

/**
 * A paid order's receipt on the wire (docs/product.md §12, decision 042): every figure the
 * printable page states, as the API computed it.
 */

const naira = z.number().int()

const receiptSellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
}) satisfies z.ZodType<ReceiptSeller>

const receiptLineSchema = z.object({
  name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int().positive(),
  unit_price: naira.nonnegative(),
  line_total: naira.nonnegative(),
}) satisfies z.ZodType<ReceiptLine>

const receiptRefundSchema = z.object({
  amount: naira.nonnegative(),
  refunded_at: z.string(),
  description: z.string(),
}) satisfies z.ZodType<ReceiptRefund>

export const receiptSchema = z.object({
  order_id: z.string(),
  issued_at: z.string(),
  seller: receiptSellerSchema,
  customer: z.object({
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    address: z.string(),
  }),
  lines: z.array(receiptLineSchema),
  totals: z.array(
    z.object({
      id: z.enum(['subtotal', 'sample-credit', 'discount', 'shipping', 'gift-wrap', 'total']),
      label: z.string(),
      amount: naira,
      value: z.string(),
    }),
  ),
  refunds: z.array(receiptRefundSchema),
  net_paid: naira.nonnegative(),
  payment: z.object({ method: z.string(), reference: z.string() }),
  vat: z.object({ rate: z.string(), included_kobo: z.number().int().nonnegative() }),
}) satisfies z.ZodType<Receipt>

/** GET /api/order/{id}/receipt. */
export const receiptAnswerSchema = z.object({ success: z.literal(true), receipt: receiptSchema })

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const RECEIPT_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<Receipt, typeof receiptSchema>,
  NamesEveryField<ReceiptLine, typeof receiptLineSchema>,
  NamesEveryField<ReceiptRefund, typeof receiptRefundSchema>,
  NamesEveryField<ReceiptSeller, typeof receiptSellerSchema>,
] = [true, true, true, true]
