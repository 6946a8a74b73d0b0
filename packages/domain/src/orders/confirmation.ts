export const VALUED_CUSTOMER = 'Valued Customer'

/** 'Thank You, {first word of the user's full_name, or Valued Customer}!' (docs/product.md §S2). */
export function thankYouGreeting(fullName: string | null | undefined): string {
  const firstWord = fullName?.trim().split(/\s+/)[0]
  return `Thank You, ${firstWord ? firstWord : VALUED_CUSTOMER}!`
}
