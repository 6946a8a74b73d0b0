import { z } from 'zod'

/**
 * Low stock, told (docs/decisions/045-low-stock-and-gifts.md). The owner sets a threshold per
 * fragrance, or leaves it to the shop-wide default; each stock row (the full bottle, and each
 * other size, which is stocked and restocked apart) is judged against its fragrance's threshold.
 */

/** The shop-wide default before the owner first chooses one. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3
/** A ceiling for a sane form: no perfume shop keeps a thousand bottles as its safety stock. */
export const LOW_STOCK_THRESHOLD_MAX = 1000

export const lowStockThresholdSchema = z
  .number({ error: 'Enter the low-stock level as a whole number' })
  .int('Enter the low-stock level as a whole number')
  .min(0, 'The low-stock level cannot be negative')
  .max(LOW_STOCK_THRESHOLD_MAX, `The low-stock level can be at most ${LOW_STOCK_THRESHOLD_MAX}`)

/** A fragrance's own threshold wins; none (null) means the shop-wide default. */
export function effectiveThreshold(own: number | null | undefined, shopDefault: number): number {
  return own ?? shopDefault
}

/** At or below the threshold: what the console's "Low stock" filter shows. */
export function isLowStock(stock: number, threshold: number): boolean {
  return stock <= threshold
}

/**
 * One stock change crossed into low stock: from above the threshold to at or below it. A change
 * that starts at or below (a second sale while already low) is no crossing, so the owner is told
 * once per crossing; rising back above and falling again is a new one. Run under the stock row's
 * lock, so two sales at once see one crossing between them.
 */
export function crossedIntoLowStock(before: number, after: number, threshold: number): boolean {
  return before > threshold && after <= threshold
}
