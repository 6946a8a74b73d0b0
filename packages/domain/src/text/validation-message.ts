/**
 * What a shopper or owner reads when a value fails a schema that gave no message of its own.
 * zod's defaults ("Too small: expected number to be >=1") are written for developers; both apps
 * install this as zod's error map (`z.config({ customError })`), so the API's error answers and
 * every web form say the same plain sentence. A schema's own message still wins over this one.
 */

/** The parts of a zod issue the sentence is built from (zod's raw issue carries more). */
export interface ValidationIssue {
  readonly code?: string
  readonly path?: readonly PropertyKey[]
  readonly input?: unknown
  readonly expected?: string
  readonly origin?: string
  readonly minimum?: number | bigint
  readonly maximum?: number | bigint
  readonly inclusive?: boolean
  readonly exact?: boolean
  readonly format?: string
  readonly divisor?: number
  readonly values?: readonly unknown[]
  readonly keys?: readonly string[]
}

/** Field names whose plain reading is not the name itself. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  min_subtotal: 'Minimum order',
  total_limit: 'Total uses',
  per_shopper_limit: 'Uses per shopper',
  expires_at: 'Expiry date',
  phone_number: 'Phone number',
  full_name: 'Full name',
  productId: 'Product',
  product_id: 'Product',
  size_id: 'Size',
}

/** "per_shopper_limit" → "Uses per shopper", "city" → "City"; no field at all → "This value". */
export function fieldLabel(path: readonly PropertyKey[] = []): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string')
  if (key === undefined) return 'This value'
  const known = FIELD_LABELS[key]
  if (known) return known
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words === '' ? 'This value' : words.charAt(0).toUpperCase() + words.slice(1)
}

/** 100000000 → "100,000,000": limits are read by people, not parsers. */
function count(value: number | bigint | undefined): string {
  return String(value ?? 0).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const isMissing = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

function sizeMessage(field: string, issue: ValidationIssue, small: boolean): string {
  const limit = small ? issue.minimum : issue.maximum
  const n = Number(limit ?? 0)
  if (small && isMissing(issue.input)) return `${field} is required.`
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return `${field} must be exactly ${count(limit)} characters.`
      if (small && n === 1) return `${field} is required.`
      return small
        ? `${field} must be at least ${count(limit)} characters.`
        : `${field} must be at most ${count(limit)} characters.`
    case 'array':
    case 'set':
      if (small && n === 1) return `${field}: choose at least one.`
      return small
        ? `${field}: choose at least ${count(limit)}.`
        : `${field}: choose at most ${count(limit)}.`
    case 'date':
      return small ? `${field} is too early.` : `${field} is too late.`
    default:
      if (issue.inclusive === false) {
        return small
          ? `${field} must be more than ${count(limit)}.`
          : `${field} must be less than ${count(limit)}.`
      }
      return small
        ? `${field} must be at least ${count(limit)}.`
        : `${field} must be at most ${count(limit)}.`
  }
}

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  email: 'an email address such as ada@example.com',
  url: 'a web address starting with https://',
  datetime: 'a date and time',
  date: 'a date',
  time: 'a time',
  uuid: 'a valid id',
}

/** The plain sentence for one issue (a zod error map: `z.config({ customError: validationMessage })`). */
export function validationMessage(issue: ValidationIssue): string {
  const field = fieldLabel(issue.path)
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return `${field} is required.`
      if (
        issue.expected === 'int' &&
        typeof issue.input === 'number' &&
        !Number.isNaN(issue.input)
      ) {
        return `${field} must be a whole number.`
      }
      if (issue.expected === 'number' || issue.expected === 'int') {
        return `${field} must be a number.`
      }
      return `${field} is not valid.`
    case 'too_small':
      return sizeMessage(field, issue, true)
    case 'too_big':
      return sizeMessage(field, issue, false)
    case 'invalid_format': {
      if (isMissing(issue.input)) return `${field} is required.`
      const name = FORMAT_NAMES[issue.format ?? '']
      return name ? `${field} must be ${name}.` : `${field} is not in the right form.`
    }
    case 'not_multiple_of':
      return issue.divisor === 1
        ? `${field} must be a whole number.`
        : `${field} must be a multiple of ${count(issue.divisor)}.`
    case 'invalid_value':
      if (isMissing(issue.input)) return `${field} is required.`
      return `${field} must be one of: ${(issue.values ?? []).map(String).join(', ')}.`
    case 'unrecognized_keys':
      return `We don't know ${(issue.keys ?? []).length === 1 ? 'the field' : 'the fields'} ${(issue.keys ?? []).join(', ')}.`
    default:
      if (isMissing(issue.input)) return `${field} is required.`
      return `${field} is not valid.`
  }
}
