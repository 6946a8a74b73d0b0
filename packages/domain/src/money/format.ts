/** The shop trades in naira only, formatted the Nigerian way (docs/product.md §S9). */
export const CURRENCY = 'NGN'
export const LOCALE = 'en-NG'

/** Kobo per naira: Paystack takes amounts in the currency's subunit (docs/product.md §S5 Payment). */
export const KOBO_PER_NAIRA = 100

const NAIRA_SIGN = '₦'

/**
 * `amount` rounded to `fractionDigits` decimals, half away from zero, as a plain decimal:
 * rounded on the number's shortest decimal spelling (what `String(amount)` prints), so
 * 2,500.255 is ₦2,500.26 as the shopper reads it, not ₦2,500.25 from its binary value.
 */
function decimalDigits(
  amount: number,
  fractionDigits: number,
): { whole: string; fraction: string } {
  const spelled = Math.abs(amount).toString()
  // Past 1e21 or under 1e-6 the spelling is exponential; no price is either.
  if (spelled.includes('e')) {
    const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(fractionDigits).split('.')
    return { whole, fraction }
  }
  const [whole = '0', rest = ''] = spelled.split('.')
  const kept = rest.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const digits = BigInt(whole + kept) + ((rest[fractionDigits] ?? '0') >= '5' ? 1n : 0n)
  const padded = digits.toString().padStart(fractionDigits + 1, '0')
  return {
    whole: padded.slice(0, padded.length - fractionDigits),
    fraction: padded.slice(padded.length - fractionDigits),
  }
}

/**
 * Naira as en-NG spells it: the sign, ₦, the whole naira grouped in threes with commas, and
 * `fractionDigits` decimals. Written out rather than through `Intl.NumberFormat`: a browser
 * starts its ICU library on the first `Intl` call, 60 ms on this project's test machine (about
 * 240 ms on Lighthouse's slowed phone) in the middle of the first page's script, only to
 * print a price. Its output is held to `Intl.NumberFormat`'s by a property test.
 */
function formatAmount(amount: number, fractionDigits: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  // A bug upstream, never a price; shown as Intl shows it rather than breaking the page.
  if (!Number.isFinite(amount)) return `${sign}${NAIRA_SIGN}${Number.isNaN(amount) ? 'NaN' : '∞'}`
  const { whole, fraction } = decimalDigits(amount, fractionDigits)
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${sign}${NAIRA_SIGN}${grouped}${fraction ? `.${fraction}` : ''}`
}

/** ₦ with no decimals, en-NG grouping: the price format of most screens (docs/product.md §S9). */
export function formatNaira(amount: number): string {
  return formatAmount(amount, 0)
}

/** ₦ with 2 decimals: the cart's format (docs/product.md §S9, "the cart shows 2 decimals with the naira sign"). */
export function formatNairaWithKobo(amount: number): string {
  return formatAmount(amount, 2)
}

/**
 * The amount Paystack is asked for: total × 100 (docs/product.md §S5 Payment). Rounded to the nearest
 * kobo because binary floating point makes 19.99 × 100 = 1998.9999…, and Paystack rejects
 * fractional kobo. Negative, non-finite or unsafe amounts are bugs, not shopper input.
 */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira) || naira < 0) {
    throw new RangeError(`Cannot charge ${naira} naira`)
  }
  const kobo = Math.round(naira * KOBO_PER_NAIRA)
  if (!Number.isSafeInteger(kobo)) {
    throw new RangeError(`${naira} naira is too large to charge`)
  }
  return kobo
}

/** Paystack reports amounts in kobo; the shop stores integer naira (docs/product.md §3). */
export function koboToNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo) || kobo < 0) {
    throw new RangeError(`${kobo} is not an amount of kobo`)
  }
  return kobo / KOBO_PER_NAIRA
}
