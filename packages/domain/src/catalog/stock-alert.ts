import { z } from 'zod'
import { emailSchema } from '../auth/credentials'

/** The product page's and the API's words for a back-in-stock alert. */
export const STOCK_ALERT_MESSAGES = {
  /**
   * The same answer whether the address has an account, had already asked, or is new: the form
   * is public, so it must not tell anyone which addresses the shop knows (docs/product.md §6).
   */
  saved:
    "Almost done: please check your email and click the link we sent to confirm. We'll email you once when it's back.",
  /** The page was stale: the bottle came back before the shopper asked. */
  inStock: "Good news: it's back in stock",
  /** The mailed link's page, once the link was used. */
  confirmed: "You're all set: we'll email you once when it's back.",
  /** An unknown, used or out-of-date link. */
  linkInvalid:
    'This link has already been used or is no longer valid. To get an alert, ask again on the fragrance’s page.',
} as const

/** How long a confirmation link works: long enough for a shopper who reads mail weekly. */
export const STOCK_ALERT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** POST /api/stock-alerts/confirm: the token of the mailed link. */
export const stockAlertConfirmSchema = z.object({
  token: z.string({ error: STOCK_ALERT_MESSAGES.linkInvalid }).min(1).max(200),
})
export type StockAlertConfirmRequest = z.input<typeof stockAlertConfirmSchema>

export interface StockAlertConfirmResponse {
  success: true
  message: string
  /** The fragrance's page id, for the "back to it" link. */
  productId: string
  productName: string
}

/**
 * POST /api/product/{productId}/stock-alerts. `size_id` names a sold-out size other than the full
 * bottle (a sample, a travel spray); absent, the alert is for the full bottle, as in a cart line.
 */
export const stockAlertRequestSchema = z.object({
  email: emailSchema,
  size_id: z.number().int().min(1).max(2_147_483_647).optional(),
})
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>

export interface StockAlertResponse {
  success: true
  message: string
  /** True when nothing was saved because the product (or the size asked about) can be bought now. */
  inStock: boolean
}

/**
 * Whether a stock change brings a product back: only the step from none to some. A change
 * between two positive counts (10 → 12, or an order taking 12 → 10) is not news to anyone
 * waiting, and must never mail them again.
 */
export function isBackInStock(before: number, after: number): boolean {
  return before <= 0 && after > 0
}
