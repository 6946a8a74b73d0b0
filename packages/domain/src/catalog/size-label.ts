/**
 * What a size's label says about it, for sizes that arrive with only a label (the catalogue
 * CSV's `sizes` column, docs/product.md §11, carries `label:price:stock`, not the millilitres or
 * the sample flag the console's size form asks for).
 */

/** "100ml", "2 ml sample", "3.4 oz / 100 ml" → the millilitres named; 0 when none is. */
export function millilitresInLabel(label: string): number {
  const match = /(\d+(?:\.\d+)?)\s*ml/i.exec(label)
  return match?.[1] ? Math.round(Number(match[1])) : 0
}

/** A size is a sample when its label says so ("2 ml sample"), as the seed and console name them. */
export function isSampleLabel(label: string): boolean {
  return /\bsamples?\b/i.test(label)
}
