import { describe, expect, it } from 'vitest'
import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGES,
  giftMessageSchema,
  giftWrapPriceSchema,
  orderTotal,
  priceGift,
  tidyGiftMessage,
} from './gift'

describe('tidyGiftMessage', () => {
  it.each([
    ['  Happy birthday, Ada!  ', 'Happy birthday, Ada!'],
    ['Line one\r\nLine two', 'Line one\nLine two'],
    ['a\n\n\n\nb', 'a\n\nb'],
    ['bell\u0007 and tab\there', 'bell and tabhere'],
    ['<b>Love</b> & hugs', '<b>Love</b> & hugs'], // plain text: kept as typed, escaped when shown
    ['\n\n', ''],
  ])('%j → %j', (raw, tidy) => {
    expect(tidyGiftMessage(raw)).toBe(tidy)
  })
})

describe('giftMessageSchema', () => {
  it.each([
    ['With love from Lagos', true],
    ['x'.repeat(GIFT_MESSAGE_MAX_LENGTH), true],
    ['x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1), false],
    [`${'x'.repeat(GIFT_MESSAGE_MAX_LENGTH)}   `, true], // trailing spaces do not count
    ['1\n2\n3\n4\n5\n6', true],
    ['1\n2\n3\n4\n5\n6\n7', false],
    ['😀'.repeat(GIFT_MESSAGE_MAX_LENGTH), true], // characters, not UTF-16 units
  ])('%j is accepted: %s', (text, ok) => {
    expect(giftMessageSchema.safeParse(text).success).toBe(ok)
  })

  it('says why in the shopper’s words', () => {
    const result = giftMessageSchema.safeParse('x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1))
    expect(result.error?.issues[0]?.message).toBe(GIFT_MESSAGES.tooLong)
  })
})

describe('priceGift', () => {
  it.each([
    ['no gift', undefined, 1500, { ok: true, isGift: false, message: null, wrap: 0 }],
    [
      'a gift, no wrap',
      { message: 'Hi' },
      1500,
      { ok: true, isGift: true, message: 'Hi', wrap: 0 },
    ],
    ['wrap offered', { wrap: true }, 1500, { ok: true, isGift: true, message: null, wrap: 1500 }],
    ['wrap not asked', { wrap: false }, 1500, { ok: true, isGift: true, message: null, wrap: 0 }],
    ['empty message', { message: '  ' }, 0, { ok: true, isGift: true, message: null, wrap: 0 }],
    ['wrap not offered', { wrap: true }, 0, { ok: false, message: GIFT_MESSAGES.wrapNotOffered }],
  ] as const)('%s', (_name, request, wrapPrice, expected) => {
    expect(priceGift(request, wrapPrice)).toEqual(expected)
  })
})

describe('orderTotal', () => {
  it.each([
    [{ subtotal: 40000, sampleCredit: 0, discount: 0, shippingFee: 3000, giftWrap: 0 }, 43000],
    [{ subtotal: 40000, sampleCredit: 0, discount: 0, shippingFee: 3000, giftWrap: 1500 }, 44500],
    [
      { subtotal: 40000, sampleCredit: 2000, discount: 3800, shippingFee: 0, giftWrap: 1500 },
      35700,
    ],
  ])('%j → %i', (parts, total) => {
    expect(orderTotal(parts)).toBe(total)
  })
})

describe('giftWrapPriceSchema', () => {
  it.each([
    [0, true],
    [1500, true],
    [50000, true],
    [50001, false],
    [-1, false],
    [99.5, false],
  ])('%j is accepted: %s', (value, ok) => {
    expect(giftWrapPriceSchema.safeParse(value).success).toBe(ok)
  })
})
