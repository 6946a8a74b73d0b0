import type {
  StockAlertConfirmResponse,
  StockAlertResponse,
} from '@scentia/domain/catalog/stock-alert'
import { z } from 'zod'
import type { NamesEveryField } from './names-every-field'

/** "Tell me when it's back" on the wire (its mails: docs/product.md §5; decision 042). */

/** POST /api/product/{productId}/stock-alerts: saved, or the product can be bought now. */
export const stockAlertAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  inStock: z.boolean(),
}) satisfies z.ZodType<StockAlertResponse>

/** POST /api/stock-alerts/confirm: the mailed link confirmed, and the fragrance to go back to. */
export const stockAlertConfirmAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  productId: z.string(),
  productName: z.string(),
}) satisfies z.ZodType<StockAlertConfirmResponse>

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const STOCK_ALERT_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<StockAlertResponse, typeof stockAlertAnswerSchema>,
  NamesEveryField<StockAlertConfirmResponse, typeof stockAlertConfirmAnswerSchema>,
] = [true, true]
