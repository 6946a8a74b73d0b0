import { describe, expect, it } from 'vitest'
import type { Sillage } from './review-input'
import { ratingFromDistribution, starsLabel, summariseReviews } from './summary'

const review = (stars: number, longevityHours: number, sillage: Sillage) => ({
  stars,
  longevityHours,
  sillage,
})

describe('ratingFromDistribution', () => {
  it.each([
    [{ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, null],
    [
      { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
      { average: 5, count: 1 },
    ],
    [
      { 1: 0, 2: 0, 3: 0, 4: 3, 5: 1 },
      { average: 4.3, count: 4 },
    ], // 17 / 4 = 4.25 → 4.3
    [
      { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 },
      { average: 3, count: 3 },
    ],
    [
      { 1: 2, 2: 1, 3: 0, 4: 0, 5: 0 },
      { average: 1.3, count: 3 },
    ], // 4 / 3
  ])('%j → %j', (distribution, rating) => {
    expect(ratingFromDistribution(distribution)).toEqual(rating)
  })
})

describe('summariseReviews', () => {
  it('is null without reviews', () => {
    expect(summariseReviews([])).toBeNull()
  })

  it.each([
    [
      'one review',
      [review(4, 6, 'strong')],
      {
        average: 4,
        count: 1,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
        averageLongevityHours: 6,
        commonSillage: 'strong',
      },
    ],
    [
      'mixed',
      [review(5, 10, 'strong'), review(4, 8, 'moderate'), review(3, 5, 'strong')],
      {
        average: 4,
        count: 3,
        distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 },
        averageLongevityHours: 7.7,
        commonSillage: 'strong',
      },
    ],
    [
      'a sillage tie goes to the softer',
      [review(2, 1, 'enormous'), review(1, 2, 'intimate')],
      {
        average: 1.5,
        count: 2,
        distribution: { 1: 1, 2: 1, 3: 0, 4: 0, 5: 0 },
        averageLongevityHours: 1.5,
        commonSillage: 'intimate',
      },
    ],
  ])('%s', (_case, reviews, summary) => {
    expect(summariseReviews(reviews)).toEqual(summary)
  })
})

it('reads stars as text', () => {
  expect(starsLabel(4.3)).toBe('4.3 out of 5 stars')
})
