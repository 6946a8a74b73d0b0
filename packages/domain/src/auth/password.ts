/**
 * The five password criteria of docs/product.md §S5, in the order the checklists show them. Sign-up and
 * the reset page need any three; the settings form needs all five with a restricted special set.
 */
export const PASSWORD_CRITERIA = ['length', 'uppercase', 'lowercase', 'number', 'special'] as const
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number]

export const MIN_PASSWORD_LENGTH = 8
/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const MAX_PASSWORD_LENGTH = 128
/** Sign-up and reset accept a password meeting at least this many criteria (docs/product.md §S9). */
export const MIN_PASSWORD_STRENGTH = 3

/** Checklist wording shown beside each criterion. */
export const PASSWORD_CRITERION_LABELS: Record<PasswordCriterion, string> = {
  length: `At least ${MIN_PASSWORD_LENGTH} characters`,
  uppercase: 'An uppercase letter',
  lowercase: 'A lowercase letter',
  number: 'A number',
  special: 'A special character',
}

/**
 * The settings form's "restricted" special characters (docs/product.md §6): the spec hides the set, we
 * show it, so a shopper is never refused for a character nobody told them about.
 */
export const RESTRICTED_SPECIAL_CHARACTERS = '@$!%*?&#'
export const RESTRICTED_SPECIAL_CHARACTERS_HINT = `Special characters allowed: ${RESTRICTED_SPECIAL_CHARACTERS}`

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
  if (strength >= MIN_PASSWORD_STRENGTH) return 'Medium'
  return 'Weak'
}

/** The meter's width in percent: 20 per criterion met (docs/product.md §S5). */
export function passwordStrengthBarWidth(strength: number): number {
  const clamped = Math.min(Math.max(Math.trunc(strength), 0), PASSWORD_CRITERIA.length)
  return clamped * (100 / PASSWORD_CRITERIA.length)
}

/**
 * Sign-up and reset: at least 3 of 5 criteria (docs/product.md §S5) and, because docs/product.md §S9 also lists a
 * minimum length of 8 as a limit of its own, never shorter than 8 characters: 'Ab1!' meets
 * four criteria but is no password for an account that stores addresses and orders.
 */
export function meetsMinimumPasswordStrength(password: string): boolean {
  return criterionTests.length(password) && passwordStrength(password) >= MIN_PASSWORD_STRENGTH
}

const settingsPasswordPattern = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${escapeForClass(RESTRICTED_SPECIAL_CHARACTERS)}])` +
    `[A-Za-z\\d${escapeForClass(RESTRICTED_SPECIAL_CHARACTERS)}]{${MIN_PASSWORD_LENGTH},}$`,
)

/**
 * Settings' stricter rule (docs/product.md §S5): all five criteria, where the special character comes from
 * RESTRICTED_SPECIAL_CHARACTERS and the password holds nothing but letters, digits and those.
 */
export function meetsSettingsPasswordRule(password: string): boolean {
  return settingsPasswordPattern.test(password)
}

function escapeForClass(characters: string): string {
  return characters.replace(/[\\\]^-]/g, '\\$&')
}
