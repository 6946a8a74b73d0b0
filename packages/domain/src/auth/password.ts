/**
 * The five password criteria of docs/product.md §S5, in the order the checklists show them. One
 * rule for every new password (sign-up, completing registration, reset, settings): all five,
 * where any symbol counts (decision 033), so the meter's "Strong" and the rule always agree.
 */
export const PASSWORD_CRITERIA = ['length', 'uppercase', 'lowercase', 'number', 'special'] as const
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number]

export const MIN_PASSWORD_LENGTH = 8
/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const MAX_PASSWORD_LENGTH = 128
/** The meter's "Medium" starts here (docs/product.md §S5); "Strong" is all five. */
const MEDIUM_STRENGTH = 3

/** Checklist wording shown beside each criterion. */
export const PASSWORD_CRITERION_LABELS: Record<PasswordCriterion, string> = {
  length: `At least ${MIN_PASSWORD_LENGTH} characters`,
  uppercase: 'An uppercase letter',
  lowercase: 'A lowercase letter',
  number: 'A number',
  special: 'A special character',
}

const criterionTests: Record<PasswordCriterion, (password: string) => boolean> = {
  length: (password) => password.length >= MIN_PASSWORD_LENGTH,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  number: (password) => /\p{Nd}/u.test(password),
  // Anything that is not a letter, a digit or white space counts, as a shopper would expect.
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
}

export type PasswordChecklist = Record<PasswordCriterion, boolean>

/** Which of the five criteria a password meets. */
export function checkPasswordCriteria(password: string): PasswordChecklist {
  return {
    length: criterionTests.length(password),
    uppercase: criterionTests.uppercase(password),
    lowercase: criterionTests.lowercase(password),
    number: criterionTests.number(password),
    special: criterionTests.special(password),
  }
}

/** Strength = the number of criteria met, 0 to 5 (docs/product.md §S5). */
export function passwordStrength(password: string): number {
  return Object.values(checkPasswordCriteria(password)).filter(Boolean).length
}

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong'

/** Weak at 2 or fewer, Medium at 3-4, Strong at 5 (docs/product.md §S5). */
export function passwordStrengthLabel(strength: number): PasswordStrengthLabel {
  if (strength >= PASSWORD_CRITERIA.length) return 'Strong'
  if (strength >= MEDIUM_STRENGTH) return 'Medium'
  return 'Weak'
}

/** The meter's width in percent: 20 per criterion met (docs/product.md §S5). */
export function passwordStrengthBarWidth(strength: number): number {
  const clamped = Math.min(Math.max(Math.trunc(strength), 0), PASSWORD_CRITERIA.length)
  return clamped * (100 / PASSWORD_CRITERIA.length)
}

/**
 * Whether a new password may be chosen, wherever it is chosen: every one of the five criteria
 * (decision 033). The checklist beside the field names what is missing.
 */
export function meetsPasswordRule(password: string): boolean {
  return passwordStrength(password) === PASSWORD_CRITERIA.length
}

/** The one message for a password that misses the rule (docs/product.md §S5's sign-up wording). */
export const WEAK_PASSWORD_MESSAGE = "Password doesn't meet minimum strength requirements"
