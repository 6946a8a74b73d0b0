/**
 * The sample credit: a shopper who paid for a sample of a fragrance gets the sample's
 * price back on the full bottle of the same fragrance, within 60 days, once. A pure step of
 * pricing, separate from the delivery fee and any promo step so that they compose: the server
 * runs it at initialize and records what it used; the cart shows the same figure as a preview.
 */

/** How long after the sample was paid for its credit can be used. */
export const SAMPLE_CREDIT_DAYS = 60
const DAY_MS = 24 * 60 * 60 * 1000

/** One paid sample line of the shopper's past orders, and whether its credit was already used. */
export interface PaidSample {
  /** The order line that bought the sample: a credit is identified by it, and used once. */
  sampleItemId: number
  /** The fragrance (product id) it is a sample of. */
  productId: number
  /** Integer naira per unit, as paid. */
  unitPrice: number
  paidAt: Date
  /** Already consumed by an order (or a live payment): never credited again. */
  used: boolean
}

/** A line of the cart being priced, as the server priced it. */
export interface CreditableLine {
  productId: number
  /** Integer naira per unit. */
  price: number
  quantity: number
  /** The full bottle (the product's default size): the only size a credit applies to. */
  isFullBottle: boolean
}

export interface AppliedSampleCredit {
  sampleItemId: number
  productId: number
  /** Integer naira taken off. */
  amount: number
}

export interface SampleCreditResult {
  /** Integer naira off the subtotal, never more than the full bottles it applies to. */
  total: number
  applied: AppliedSampleCredit[]
}

/** Whether a sample paid at `paidAt` may still be credited at `now` (day 60 included). */
export function isWithinCreditWindow(paidAt: Date, now: Date): boolean {
  const age = now.getTime() - paidAt.getTime()
  return age >= 0 && age <= SAMPLE_CREDIT_DAYS * DAY_MS
}

/**
 * What the shopper's paid samples take off this cart. Each full bottle in the cart takes at most
 * one sample's credit (the oldest first, as it expires first), each sample credits once, and a
 * fragrance's credit never exceeds what its full bottles cost: the total never goes below zero.
 */
export function sampleCredit(
  history: readonly PaidSample[],
  lines: readonly CreditableLine[],
  now: Date,
): SampleCreditResult {
  const available = history
    .filter((sample) => !sample.used && sample.unitPrice > 0)
    .filter((sample) => isWithinCreditWindow(sample.paidAt, now))
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.sampleItemId - b.sampleItemId)

  const bottles = new Map<number, { units: number; spend: number }>()
  for (const line of lines) {
    if (!line.isFullBottle || line.quantity <= 0) continue
    const entry = bottles.get(line.productId) ?? { units: 0, spend: 0 }
    entry.units += line.quantity
    entry.spend += line.price * line.quantity
    bottles.set(line.productId, entry)
  }

  const applied: AppliedSampleCredit[] = []
  for (const sample of available) {
    const bottle = bottles.get(sample.productId)
    if (!bottle || bottle.units <= 0 || bottle.spend <= 0) continue
    const amount = Math.min(sample.unitPrice, bottle.spend)
    bottle.units -= 1
    bottle.spend -= amount
    applied.push({ sampleItemId: sample.sampleItemId, productId: sample.productId, amount })
  }
  return { total: applied.reduce((sum, credit) => sum + credit.amount, 0), applied }
}
