import { describe, expect, it } from 'vitest'
import { countSmsSegments, isGsm7 } from './sms-segments'

describe('countSmsSegments', () => {
  it.each([
    ['empty', '', 'gsm7', 0, 1],
    ['plain ASCII', 'Hello', 'gsm7', 5, 1],
    ['160 GSM-7 characters fit one segment', 'a'.repeat(160), 'gsm7', 160, 1],
    ['161 split into parts of 153', 'a'.repeat(161), 'gsm7', 161, 2],
    ['306 is still two parts', 'a'.repeat(306), 'gsm7', 306, 2],
    ['307 needs a third', 'a'.repeat(307), 'gsm7', 307, 3],
    ['extension characters count two', '€'.repeat(80), 'gsm7', 160, 1],
    ['one more extension character splits', `${'€'.repeat(80)}a`, 'gsm7', 161, 2],
    ['the naira sign is not GSM-7', 'NGN 5,000 or ₦5,000', 'ucs2', 19, 1],
    ['70 UCS-2 characters fit one segment', `₦${'a'.repeat(69)}`, 'ucs2', 70, 1],
    ['71 UCS-2 characters split into parts of 67', `₦${'a'.repeat(70)}`, 'ucs2', 71, 2],
    ['135 UCS-2 characters need three parts', `₦${'a'.repeat(134)}`, 'ucs2', 135, 3],
    ['an emoji takes two UTF-16 units', '😀', 'ucs2', 2, 1],
  ] as const)('%s', (_name, text, encoding, units, segments) => {
    expect(countSmsSegments(text)).toEqual({ encoding, units, segments })
  })

  it.each([
    ['£ and é are in the basic set', 'Café £5', true],
    ['curly quotes are not', 'We’re', false],
    ['the naira sign is not', '₦', false],
  ])('isGsm7: %s', (_name, text, expected) => {
    expect(isGsm7(text)).toBe(expected)
  })
})
