import { describe, expect, it } from 'vitest'
import {
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  hideReviewSchema,
  reviewInputSchema,
} from './review-input'

const valid = {
  stars: 4,
  longevityHours: 8,
  sillage: 'moderate',
  seasons: ['dry'],
  occasions: ['office'],
  text: 'Lovely on skin',
}

const firstMessage = (input: unknown) => {
  const result = reviewInputSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('reviewInputSchema', () => {
  it.each([
    ['no stars', { ...valid, stars: undefined }, REVIEW_MESSAGES.starsRequired],
    ['0 stars', { ...valid, stars: 0 }, REVIEW_MESSAGES.starsRequired],
    ['6 stars', { ...valid, stars: 6 }, REVIEW_MESSAGES.starsRequired],
    ['half a star', { ...valid, stars: 3.5 }, REVIEW_MESSAGES.starsRequired],
    ['negative hours', { ...valid, longevityHours: -1 }, REVIEW_MESSAGES.longevityInvalid],
    ['25 hours', { ...valid, longevityHours: 25 }, REVIEW_MESSAGES.longevityInvalid],
    ['fractional hours', { ...valid, longevityHours: 2.5 }, REVIEW_MESSAGES.longevityInvalid],
    ['unknown sillage', { ...valid, sillage: 'loud' }, REVIEW_MESSAGES.sillageRequired],
    ['unknown season', { ...valid, seasons: ['winter'] }, REVIEW_MESSAGES.seasonInvalid],
    ['unknown occasion', { ...valid, occasions: ['gym'] }, REVIEW_MESSAGES.occasionInvalid],
    [
      'text too long',
      { ...valid, text: 'a'.repeat(REVIEW_TEXT_MAX + 1) },
      REVIEW_MESSAGES.textTooLong,
    ],
    [
      'bidi override',
      { ...valid, text: 'nice \u202Etxt' },
      'Review cannot contain text-direction control characters',
    ],
    [
      'zero width',
      { ...valid, text: 'ni\u200Bce' },
      'Review cannot contain invisible (zero-width) characters',
    ],
  ])('refuses %s', (_case, input, message) => {
    expect(firstMessage(input)).toBe(message)
  })

  it.each([
    ['the full review', valid],
    ['stars only', { stars: 5, longevityHours: 0, sillage: 'intimate' }],
    ['24 hours', { ...valid, longevityHours: 24 }],
    ['paragraphs', { ...valid, text: 'First.\n\nSecond.' }],
    ['exactly 2,000 characters', { ...valid, text: 'a'.repeat(REVIEW_TEXT_MAX) }],
  ])('accepts %s', (_case, input) => {
    expect(firstMessage(input)).toBeUndefined()
  })

  it('fills defaults, trims the text and drops repeated choices', () => {
    expect(
      reviewInputSchema.parse({
        stars: 3,
        longevityHours: 4,
        sillage: 'strong',
        seasons: ['dry', 'dry'],
        text: '  ok  ',
      }),
    ).toEqual({
      stars: 3,
      longevityHours: 4,
      sillage: 'strong',
      seasons: ['dry'],
      occasions: [],
      text: 'ok',
    })
  })
})

describe('hideReviewSchema', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['Names a competitor', true],
    ['line\nbreak', false],
  ])('reason %j accepted: %s', (reason, ok) => {
    expect(hideReviewSchema.safeParse({ reason }).success).toBe(ok)
  })
})
