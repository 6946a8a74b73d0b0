import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressInputSchema } from '../account/address'
import { profileUpdateRequestSchema } from '../account/profile'
import { productInputSchema } from '../admin/product-input'
import { signUpRequestSchema } from '../auth/sign-up'
import { contactMessageSchema } from '../contact/contact-message'
import { findUnsafeCharacter, unsafeCharacterMessage } from './unsafe-characters'

describe('findUnsafeCharacter on a single-line field', () => {
  it.each([
    ['Ada Obi', undefined],
    ['Chúkwúèmẹ́kà Ọ̀kọ́', undefined], // Yoruba and Igbo diacritics are letters, not controls
    ['Zoë-Ann O’Brien', undefined],
    ['عائشة', undefined], // Arabic script is fine; only the invisible direction marks are not
    ['Ada 🌸', undefined],
    ['Ada\u0000', 'control'], // NUL
    ['Ada\tObi', 'control'],
    ['Ada\nObi', 'control'],
    ['Ada\rObi', 'control'],
    ['Ada\u001bObi', 'control'], // ESC
    ['Ada\u007fObi', 'control'], // DEL
    ['Ada\u0085Obi', 'control'], // C1 next line
    ['Ada\u009fObi', 'control'],
    ['Ada\u2028Obi', 'control'], // line separator
    ['Ada\u2029Obi', 'control'],
    ['Ada\u200bObi', 'zero-width'],
    ['Ada\u200cObi', 'zero-width'],
    ['Ada\u200dObi', 'zero-width'],
    ['Ada\u2060Obi', 'zero-width'],
    ['\ufeffAda', 'zero-width'],
    ['Ada\u202aObi', 'bidi'],
    ['Ada\u202bObi', 'bidi'],
    ['Ada\u202cObi', 'bidi'],
    ['Ada\u202dObi', 'bidi'],
    ['Ada\u202eObi', 'bidi'], // right-to-left override
    ['Ada\u2066Obi', 'bidi'],
    ['Ada\u2067Obi', 'bidi'],
    ['Ada\u2068Obi', 'bidi'],
    ['Ada\u2069Obi', 'bidi'],
    ['Ada\u200eObi', 'bidi'],
    ['Ada\u200fObi', 'bidi'],
    ['Ada\u061cObi', 'bidi'],
  ])('%j → %s', (text, kind) => {
    expect(findUnsafeCharacter(text)?.kind).toBe(kind)
  })

  it('names the first offending code point and where it is', () => {
    expect(findUnsafeCharacter('Ada\u202eObi\u0000')).toEqual({
      kind: 'bidi',
      codePoint: 'U+202E',
      index: 3,
    })
  })
})

describe('findUnsafeCharacter on a multi-line field', () => {
  it.each([
    ['Hello,\nmy order is late.', undefined],
    ['Hello,\r\nmy order is late.', undefined],
    ['Para one\u2029Para two', undefined],
    ['Tab\there', 'control'],
    ['Bell\u0007', 'control'],
    ['C1\u0090', 'control'],
    ['Hi\u200b', 'zero-width'],
    ['Hi\u202e', 'bidi'],
  ])('%j → %s', (text, kind) => {
    expect(findUnsafeCharacter(text, { multiline: true })?.kind).toBe(kind)
  })
})

describe('messages', () => {
  it.each([
    ['control', {}, 'Full name cannot contain line breaks, tabs or control characters'],
    ['control', { multiline: true }, 'Message cannot contain control characters'],
    ['zero-width', {}, 'Full name cannot contain invisible (zero-width) characters'],
    ['bidi', {}, 'Full name cannot contain text-direction control characters'],
  ] as const)('%s %j', (kind, options, message) => {
    const label = message.split(' cannot')[0] ?? ''
    expect(unsafeCharacterMessage(label, kind, options)).toBe(message)
  })
})

describe('property: printable text is always accepted', () => {
  it('letters, digits, punctuation and spaces never trip the check', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\p{L}\p{M}\p{N}\p{P} ]*$/u),
        (text) =>
          // U+061C and friends are format characters (Cf), not in these classes.
          findUnsafeCharacter(text) === undefined,
      ),
    )
  })
})

/** The shared schemas that web forms and API routes both parse with. */
describe('the shared schemas refuse each class with the field named', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message
  const bad = {
    control: 'Ada\u0000Obi',
    'zero-width': 'Ada\u200bObi',
    bidi: 'Ada\u202eObi',
  } as const
  const kinds = Object.keys(bad) as (keyof typeof bad)[]

  it.each(kinds)('sign-up full name with %s', (kind) => {
    const result = signUpRequestSchema.safeParse({
      full_name: bad[kind],
      email: 'ada@example.ng',
      password: 'Scentia#2026',
    })
    expect(firstMessage(result)).toBe(unsafeCharacterMessage('Full name', kind))
  })

  it.each(kinds)('profile full name with %s', (kind) => {
    const result = profileUpdateRequestSchema.safeParse({
      full_name: bad[kind],
      phone_number: '08031234567',
    })
    expect(firstMessage(result)).toBe(unsafeCharacterMessage('Full name', kind))
  })

  it.each(kinds)('address street with %s', (kind) => {
    const result = addressInputSchema.safeParse({
      street_address: bad[kind],
      state: 'Lagos',
      lga: 'Ikeja',
      ward: 'Anifowoshe',
    })
    expect(firstMessage(result)).toBe(unsafeCharacterMessage('Street address', kind))
  })

  it.each(kinds)('contact name and message with %s', (kind) => {
    const base = { email: 'ada@example.ng', topic: 'other' }
    expect(
      firstMessage(
        contactMessageSchema.safeParse({ ...base, name: bad[kind], message: 'Hello there!' }),
      ),
    ).toBe(unsafeCharacterMessage('Full name', kind))
    expect(
      firstMessage(
        contactMessageSchema.safeParse({ ...base, name: 'Ada', message: `Hello ${bad[kind]}` }),
      ),
    ).toBe(unsafeCharacterMessage('Message', kind, { multiline: true }))
  })

  it('the contact message keeps its paragraphs', () => {
    const result = contactMessageSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.ng',
      topic: 'other',
      message: 'Hello,\r\n\nWhere is my order?',
    })
    expect(result.success).toBe(true)
  })

  it.each(kinds)('product name with %s', (kind) => {
    const result = productInputSchema.partial().safeParse({ name: bad[kind] })
    expect(firstMessage(result)).toBe(unsafeCharacterMessage('Name', kind))
  })
})
