/**
 * Nigerian VAT (Value Added Tax Act, as amended by the Finance Act 2019): 7.5%. The shop's
 * prices, delivery fees and totals include it (docs/product.md §12), so a receipt shows the tax
 * inside the amount paid rather than adding it on.
 */

/** The rate in tenths of a percent, kept whole so the arithmetic is exact: 75 = 7.5%. */
export const VAT_RATE_PER_MILLE = 75
export const VAT_RATE_LABEL = '7.5%'

const PER_MILLE = 1_000

/**
 * The VAT included in a gross amount, in kobo, rounded to the nearest kobo (half up):
 * gross × 7.5 / 107.5, i.e. gross × 75 / 1,075. Integer arithmetic throughout, so ₦10,750
 * (1,075,000 kobo) carries exactly ₦750, with no binary-fraction drift.
 *
 * Accepts any non-negative whole number of kobo up to Number.MAX_SAFE_INTEGER / 150 (about
 * ₦600 billion): the intermediate product stays exact. Anything else is a caller's bug.
 */
export function vatIncludedKobo(grossKobo: number): number {
  if (!Number.isSafeInteger(grossKobo) || grossKobo < 0) {
    throw new RangeError(`A gross amount is a whole, non-negative number of kobo, not ${grossKobo}`)
  }
  const denominator = PER_MILLE + VAT_RATE_PER_MILLE
  if (grossKobo > Number.MAX_SAFE_INTEGER / (2 * VAT_RATE_PER_MILLE)) {
    throw new RangeError(`A gross amount of ${grossKobo} kobo is beyond any order`)
  }
  // round(g × 75 / 1075) half up = floor((2 × g × 75 + 1075) / (2 × 1075)).
  return Math.floor((2 * grossKobo * VAT_RATE_PER_MILLE + denominator) / (2 * denominator))
}

/** The VAT included in a whole-naira amount (how the database keeps money), in kobo. */
export function vatIncludedInNaira(grossNaira: number): number {
  return vatIncludedKobo(grossNaira * 100)
}
