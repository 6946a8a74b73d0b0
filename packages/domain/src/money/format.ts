/** The shop trades in naira only, formatted the Nigerian way (spec §9). */
export const CURRENCY = 'NGN'
export const LOCALE = 'en-NG'

/** Kobo per naira: Paystack takes amounts in the currency's subunit (spec §5 Payment). */
export const KOBO_PER_NAIRA = 100

const wholeNaira = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const nairaWithKobo = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** ₦ with no decimals, en-NG grouping: the price format of most screens (spec §9). */
export function formatNaira(amount: number): string {
  return wholeNaira.format(amount)
}

/** ₦ with 2 decimals: the cart's format (spec §9, "the cart shows 2 decimals with the naira sign"). */
export function formatNairaWithKobo(amount: number): string {
  return nairaWithKobo.format(amount)
}

/**
 * The amount Paystack is asked for: total × 100 (spec §5 Payment). Rounded to the nearest
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

/** Paystack reports amounts in kobo; the shop stores integer naira (PRODUCT §3). */
export function koboToNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo) || kobo < 0) {
    throw new RangeError(`${kobo} is not an amount of kobo`)
  }
  return kobo / KOBO_PER_NAIRA
}
