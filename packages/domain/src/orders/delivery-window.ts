/** The confirmation page's estimate, whatever the state (docs/product.md §S2, §S9). */
export const CONFIRMATION_DELIVERY_DAYS = { min: 5, max: 7 } as const
export const CONFIRMATION_DELIVERY_LABEL = '5-7 business days'

export interface DeliveryWindow {
  from: Date
  to: Date
  label: string
}

function addDays(day: Date, days: number): Date {
  const result = new Date(day.getTime())
  // Calendar days in the shopper's time zone: setDate keeps the wall-clock time across DST.
  result.setDate(result.getDate() + days)
  return result
}

/** "Estimated delivery window today+5 to today+7 days, labelled '5-7 business days'" (docs/product.md §S2). */
export function confirmationDeliveryWindow(now: Date): DeliveryWindow {
  return {
    from: addDays(now, CONFIRMATION_DELIVERY_DAYS.min),
    to: addDays(now, CONFIRMATION_DELIVERY_DAYS.max),
    label: CONFIRMATION_DELIVERY_LABEL,
  }
}
