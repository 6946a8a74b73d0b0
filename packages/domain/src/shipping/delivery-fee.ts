/**
 * The Lagos delivery fee (docs/product.md §S9): a ward's base fee, discounted by the order total, rounded up
 * to the next ₦100. Only Lagos pays it; every other state pays 0 at checkout.
 */

export const LAGOS = 'Lagos'

/** "Applies only when the state is Lagos (case-insensitive)"; surrounding spaces are no state. */
export function isLagos(state: string | null | undefined): boolean {
  return state?.trim().toLowerCase() === LAGOS.toLowerCase()
}

/**
 * Share of the base fee paid, by order total, highest threshold first (docs/product.md §S9): below ₦50,000
 * the full fee; from ₦50,000 to below ₦100,000 90 %; ₦100,000 or more 80 %.
 */
export const DELIVERY_DISCOUNTS = [
  { fromTotal: 100_000, percent: 80 },
  { fromTotal: 50_000, percent: 90 },
  { fromTotal: 0, percent: 100 },
] as const

export type DeliveryPercent = (typeof DELIVERY_DISCOUNTS)[number]['percent']

export function deliveryFeePercent(orderTotal: number): DeliveryPercent {
  assertAmount(orderTotal, 'order total')
  const tier = DELIVERY_DISCOUNTS.find((discount) => orderTotal >= discount.fromTotal)
  // The last tier starts at 0 and assertAmount refuses negatives, so a tier always matches.
  return tier?.percent ?? 100
}

/** "Rounded up to the next 100": ₦5,401.60 → ₦5,500, ₦7,200 stays ₦7,200. */
export function roundUpToHundred(amount: number): number {
  return Math.ceil(amount / 100) * 100
}

export interface DeliveryFeeInput {
  state: string
  /** The ward's base fee from the Lagos ward table; absent for a ward the table does not know. */
  baseFee?: number | null
}

/**
 * What the shopper pays for delivery. Unknown ward (no base fee) or a state other than Lagos:
 * 0, which checkout shows as "Pay on Delivery".
 *
 * Whole percents rather than factors like 0.9 (inexact in binary): base × percent is an exact
 * integer, so the only rounding is the spec's, and a fee on an exact hundred stays on it.
 */
export function calculateDeliveryFee(
  { state, baseFee }: DeliveryFeeInput,
  orderTotal: number,
): number {
  const percent = deliveryFeePercent(orderTotal)
  if (!isLagos(state) || baseFee == null || baseFee === 0) return 0
  if (!Number.isSafeInteger(baseFee) || baseFee < 0) {
    throw new RangeError(`A base fee is whole naira, not ${baseFee}`)
  }
  return roundUpToHundred((baseFee * percent) / 100)
}

function assertAmount(amount: number, what: string): void {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an ${what}: ${amount}`)
}
