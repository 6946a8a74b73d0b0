const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** ₦ with no decimals, en-NG grouping: the price format of most screens (spec §9). */
export function formatNaira(amount: number): string {
  return wholeNaira.format(amount)
}
