import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { promoCodeSchema, promoInputSchema, UNKNOWN_PROMO_MESSAGE } from '../promo/promo'
import { fieldLabel, validationMessage, type ValidationIssue } from './validation-message'

describe('fieldLabel', () => {
  it.each([
    [['amount'], 'Amount'],
    [['per_shopper_limit'], 'Uses per shopper'],
    [['items', 2, 'quantity'], 'Quantity'],
    [['shippingAddress'], 'Shipping address'],
    [[], 'This value'],
    [[0], 'This value'],
  ] as const)('%j → %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label)
  })
})

describe('validationMessage', () => {
  const at = (issue: Omit<ValidationIssue, 'path'>, path: PropertyKey[] = ['amount']) =>
    validationMessage({ ...issue, path })
  it.each<[Omit<ValidationIssue, 'path'>, string]>([
    [
      { code: 'too_small', origin: 'number', minimum: 1, inclusive: true, input: 0 },
      'Amount must be at least 1.',
    ],
    [
      { code: 'too_big', origin: 'number', maximum: 100_000_000, inclusive: true, input: 1e9 },
      'Amount must be at most 100,000,000.',
    ],
    [
      { code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: 0 },
      'Amount must be more than 0.',
    ],
    [
      { code: 'too_big', origin: 'string', maximum: 64, input: 'x'.repeat(65) },
      'Amount must be at most 64 characters.',
    ],
    [
      { code: 'too_small', origin: 'string', minimum: 8, input: 'short' },
      'Amount must be at least 8 characters.',
    ],
    [{ code: 'too_small', origin: 'string', minimum: 1, input: '' }, 'Amount is required.'],
    [{ code: 'too_small', origin: 'array', minimum: 1, input: [] }, 'Amount: choose at least one.'],
    [{ code: 'invalid_type', expected: 'number', input: undefined }, 'Amount is required.'],
    [{ code: 'invalid_type', expected: 'number', input: Number.NaN }, 'Amount must be a number.'],
    [{ code: 'invalid_type', expected: 'int', input: 1.5 }, 'Amount must be a whole number.'],
    [{ code: 'invalid_type', expected: 'string', input: 5 }, 'Amount is not valid.'],
    [
      { code: 'invalid_format', format: 'email', input: 'ada' },
      'Amount must be an email address such as ada@example.com.',
    ],
    [{ code: 'invalid_format', format: 'regex', input: 'a b' }, 'Amount is not in the right form.'],
    [
      { code: 'invalid_value', values: ['percent', 'naira'], input: 'x' },
      'Amount must be one of: percent, naira.',
    ],
    [{ code: 'not_multiple_of', divisor: 5, input: 7 }, 'Amount must be a multiple of 5.'],
    [{ code: 'unrecognized_keys', keys: ['x'], input: {} }, "We don't know the field x."],
    [{ code: 'custom', input: 3 }, 'Amount is not valid.'],
  ])('%j → %s', (issue, message) => {
    expect(at(issue)).toBe(message)
  })
})

describe('as zod’s error map', () => {
  const parse = <T>(schema: z.ZodType<T>, input: unknown) => {
    const result = schema.safeParse(input, { error: validationMessage })
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('writes every default message of the console promo form for a person', () => {
    const messages = parse(promoInputSchema, {
      code: 'SAVE10',
      kind: 'percent',
      amount: 0,
      min_subtotal: -1,
      first_order_only: false,
      expires_at: null,
      total_limit: 0,
      per_shopper_limit: null,
    })
    expect(messages).toEqual([
      'Amount must be at least 1.',
      'Minimum order must be at least 0.',
      'Total uses must be at least 1.',
    ])
  })

  it('keeps a schema’s own message: an over-long promo code is one we do not know', () => {
    expect(parse(promoCodeSchema, 'X'.repeat(65))).toEqual([UNKNOWN_PROMO_MESSAGE])
  })

  it('never passes zod’s own wording through, whatever the issue', () => {
    const schema = z
      .object({
        name: z.string().min(2).max(5),
        age: z.number().int().min(18),
        email: z.email(),
        kind: z.enum(['a', 'b']),
        tags: z.array(z.string()).min(1),
        when: z.iso.datetime(),
      })
      .strict()
    const messages = parse(schema, {
      name: 'x'.repeat(9),
      age: 1.5,
      email: 'no',
      kind: 'c',
      tags: [],
      when: 'now',
      extra: 1,
    })
    expect(messages.length).toBeGreaterThan(5)
    for (const message of messages) {
      expect(message).not.toMatch(/expected|Too (big|small)|Invalid|>=|<=/)
      expect(message).toMatch(/^[A-Z].*\.$/)
    }
  })
})
