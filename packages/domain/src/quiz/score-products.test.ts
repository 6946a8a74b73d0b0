import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GENDERS, INTENSITIES, SCENT_FAMILIES, type Product } from '../catalog/product'
import { PRICE_BANDS } from '../catalog/search'
import { testProduct } from '../catalog/test-products'
import type { QuizAnswers } from './quiz-answers'
import {
  budgetReason,
  namesIngredient,
  distanceFromBand,
  MAX_RECOMMENDATIONS,
  MIN_RECOMMENDATIONS,
  QUIZ_CANDIDATES_PER_READ,
  quizCandidateQueries,
  scoreProducts,
} from './score-products'

/** A floral, moderate ₦15,000 unisex scent, 10 in stock, with a pear and musk accord. */
function product(overrides: Partial<Product> = {}): Product {
  return testProduct({
    type: 'Floral',
    notes: { top: ['Pear'], heart: ['Musk'], base: ['Musk'] },
    ...overrides,
  })
}

const office: QuizAnswers = {
  occasion: 'work',
  notes: ['woody'],
  intensity: 'moderate',
  audience: 'anyone',
  budget: '10000-20000',
}

describe('distanceFromBand', () => {
  const [under, low, mid, top] = PRICE_BANDS
  it.each([
    [under, 9_999, 0],
    [under, 10_000, 1],
    [low, 10_000, 0],
    [low, 19_999, 0],
    [low, 20_000, 1],
    [low, 9_000, 1_000],
    [mid, 35_000, 5_001],
    [top, 30_000, 0],
    [top, 250_000, 0],
    [top, 25_000, 5_000],
  ])('%o: ₦%i is ₦%i away', (band, price, distance) => {
    expect(distanceFromBand(price, band)).toBe(distance)
  })
})

describe('budgetReason', () => {
  it.each([
    ['under-10000', 'Under your ₦10,000 budget'],
    ['10000-20000', 'Within your ₦10,000–₦20,000 budget'],
    ['20000-30000', 'Within your ₦20,000–₦30,000 budget'],
    ['30000-plus', 'In your ₦30,000+ range'],
  ])('%s: %s', (id, reason) => {
    const band = PRICE_BANDS.find((candidate) => candidate.id === id)
    expect(band && budgetReason(band)).toBe(reason)
  })
})

describe('namesIngredient', () => {
  it.each([
    ['Rose', 'rose', true],
    ['Bulgarian Rose', 'rose', true],
    ['Roses', 'rose', true],
    ['Rosemary', 'rose', false],
    ['Tuberose', 'rose', false],
    ['Peony Cloud', 'oud', false],
    ['Oud', 'oud', true],
    ['Orange blossom absolute', 'orange blossom', true],
    ['Lime', 'lime', true],
    ['Limestone accord', 'lime', false],
  ])('%s names %s: %s', (ingredient, word, named) => {
    expect(namesIngredient(ingredient, word)).toBe(named)
  })
})

describe('scoreProducts', () => {
  it('ranks the product that answers everything first, with its reasons', () => {
    const perfect = product({ type: 'Woody', price: 18_000, intensity: 'Moderate' })
    const floral = product({ type: 'Floral', price: 18_000 })
    const pricey = product({ type: 'Woody', price: 45_000 })
    const [first, second, third] = scoreProducts(office, [floral, pricey, perfect])
    expect(first?.product).toBe(perfect)
    expect(first?.score).toBe(100)
    expect(first?.inBudget).toBe(true)
    expect(first?.reasons).toEqual([
      'Woody, like you asked',
      'Within your ₦10,000–₦20,000 budget',
      'Unisex, made to share',
      'Moderate intensity, as you prefer',
      'A moderate sillage for the office',
    ])
    // A bottle far over budget ranks below an affordable one of another family.
    expect([second?.product, third?.product]).toEqual([floral, pricey])
  })

  it.each<[string, Partial<QuizAnswers>, Partial<Product>, string]>([
    [
      'a family from a two-family answer',
      { notes: ['fresh'] },
      { type: 'Citrus' },
      'Citrus, like you asked',
    ],
    [
      'a liked ingredient in another family',
      { notes: ['woody'] },
      { type: 'Floral', notes: { top: ['Rose'], heart: ['Iris'], base: ['Sandalwood'] } },
      'Sandalwood for the woody notes you like',
    ],
    [
      'women, a feminine scent',
      { audience: 'women' },
      { gender: 'female' },
      'A feminine signature',
    ],
    ['men, a masculine scent', { audience: 'men' }, { gender: 'male' }, 'A masculine signature'],
    [
      'men, a unisex scent',
      { audience: 'men' },
      { gender: 'unisex' },
      'Unisex, so it suits anyone',
    ],
    [
      'a gift, a gift set',
      { audience: 'gift' },
      { gift_set: true },
      'A boxed gift set, ready to give',
    ],
    [
      'an evening, a strong scent',
      { occasion: 'evening', intensity: 'strong' },
      { intensity: 'Strong' },
      'Strong enough to carry an evening out',
    ],
    [
      'every day, a light scent',
      { occasion: 'everyday', intensity: 'light' },
      { intensity: 'Light' },
      'Light and easy to wear every day',
    ],
    [
      'a wedding, a strong scent',
      { occasion: 'special' },
      { intensity: 'Strong' },
      'A strong presence for a special occasion',
    ],
    [
      'a very strong scent',
      { intensity: 'very-strong' },
      { intensity: 'Very Strong' },
      'Very strong intensity, as you prefer',
    ],
    [
      'an evening, a very strong scent',
      { occasion: 'evening', intensity: 'very-strong' },
      { intensity: 'Very Strong' },
      'Bold enough to last the whole evening out',
    ],
    [
      'rosemary is no rose: a floral lover is not told it is floral',
      { notes: ['floral', 'aromatic'] },
      { type: 'Woody', notes: { top: ['Rosemary'], heart: ['Cedar'], base: ['Musk'] } },
      'Rosemary for the aromatic notes you like',
    ],
    ['the top band', { budget: '30000-plus' }, { price: 52_000 }, 'In your ₦30,000+ range'],
  ])('%s gives its reason', (_case, answers, given, reason) => {
    const [first] = scoreProducts({ ...office, ...answers }, [product(given)])
    expect(first?.reasons).toContain(reason)
  })

  it('never recommends a bottle that is out of stock, however well it fits', () => {
    const soldOut = product({ type: 'Woody', stock: 0 })
    const other = product({ type: 'Floral' })
    const results = scoreProducts(office, [soldOut, other])
    expect(results.map((result) => result.product)).toEqual([other])
  })

  it('recommends a fragrance whose full bottle is sold out while its sample is in stock', () => {
    const sampleOnly = product({
      type: 'Woody',
      stock: 0,
      sizes: [
        {
          id: 901,
          label: '2 ml sample',
          ml: 2,
          price: 2_500,
          stock: 8,
          isSample: true,
          isDefault: false,
        },
      ],
    })
    const results = scoreProducts(office, [sampleOnly])
    expect(results.map((result) => result.product)).toEqual([sampleOnly])
  })

  it('recommends nothing from an empty or sold-out shop', () => {
    expect(scoreProducts(office, [])).toEqual([])
    expect(scoreProducts(office, [product({ stock: 0 })])).toEqual([])
  })

  it('keeps the catalogue order between equal scores', () => {
    const twins = [product(), product(), product(), product()]
    const results = scoreProducts(office, twins)
    expect(results.map((result) => result.product.id)).toEqual(twins.map((twin) => twin.id))
  })

  it('recommends the nearest prices, saying so, when nothing is in the budget', () => {
    const answers: QuizAnswers = { ...office, budget: 'under-10000' }
    const near = product({ price: 12_000 })
    const nearToo = product({ price: 14_500 })
    const far = product({ price: 40_000 })
    const results = scoreProducts(answers, [far, nearToo, near])
    expect(results.map((result) => result.product)).toEqual([near, nearToo, far])
    expect(results.every((result) => !result.inBudget)).toBe(true)
    expect(results[0]?.reasons).toContain(
      'Nothing in stock fits your budget; at ₦12,000 this is one of the closest prices',
    )
    expect(results[1]?.reasons.some((reason) => reason.startsWith('Nothing in stock'))).toBe(true)
    expect(results[2]?.reasons.some((reason) => reason.startsWith('Nothing in stock'))).toBe(false)
  })

  it('does not apologise for the budget when something fits it', () => {
    const results = scoreProducts(office, [product({ price: 15_000 }), product({ price: 26_000 })])
    expect(
      results.flatMap((result) => result.reasons).some((reason) => reason.startsWith('Nothing')),
    ).toBe(false)
  })

  it('puts a feminine scent below everything else for men', () => {
    const answers: QuizAnswers = { ...office, audience: 'men' }
    const feminine = product({ gender: 'female', type: 'Woody' })
    const masculine = product({ gender: 'male', type: 'Floral' })
    const results = scoreProducts(answers, [feminine, masculine])
    expect(results.map((result) => result.product)).toEqual([masculine, feminine])
    expect(results[1]?.reasons).not.toContain('A masculine signature')
  })

  it(`shows ${MIN_RECOMMENDATIONS} at least and ${MAX_RECOMMENDATIONS} at most`, () => {
    const poor = Array.from({ length: 5 }, () =>
      product({ type: 'Gourmand', intensity: 'Very Strong', price: 90_000 }),
    )
    expect(scoreProducts(office, poor)).toHaveLength(MIN_RECOMMENDATIONS)
    const great = Array.from({ length: 9 }, () => product({ type: 'Woody', price: 15_000 }))
    expect(scoreProducts(office, great)).toHaveLength(MAX_RECOMMENDATIONS)
  })

  it('scores between 0 and 100, best first, in stock only, for any catalogue', () => {
    const products = fc.array(
      fc.record({
        price: fc.integer({ min: 0, max: 500_000 }),
        stock: fc.integer({ min: 0, max: 30 }),
        gender: fc.constantFrom(...GENDERS),
        type: fc.constantFrom(...SCENT_FAMILIES),
        intensity: fc.constantFrom(...INTENSITIES),
        gift_set: fc.boolean(),
      }),
      { maxLength: 40 },
    )
    const answers = fc.record<QuizAnswers>({
      occasion: fc.constantFrom('work', 'evening', 'everyday', 'special'),
      notes: fc.uniqueArray(
        fc.constantFrom('floral', 'woody', 'fresh', 'gourmand', 'oriental', 'aromatic'),
        {
          minLength: 1,
        },
      ),
      intensity: fc.constantFrom('light', 'moderate', 'strong', 'very-strong'),
      audience: fc.constantFrom('women', 'men', 'anyone', 'gift'),
      budget: fc.constantFrom('under-10000', '10000-20000', '20000-30000', '30000-plus'),
    })
    fc.assert(
      fc.property(answers, products, (given, rows) => {
        const catalogue = rows.map((row) => product(row))
        const results = scoreProducts(given, catalogue)
        const inStock = catalogue.filter((item) => item.stock > 0).length
        expect(results.length).toBe(
          Math.min(inStock, Math.max(MIN_RECOMMENDATIONS, results.length)),
        )
        expect(results.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS)
        for (const result of results) {
          expect(result.product.stock).toBeGreaterThan(0)
          expect(result.score).toBeGreaterThanOrEqual(0)
          expect(result.score).toBeLessThanOrEqual(100)
        }
        const scores = results.map((result) => result.score)
        expect(scores).toEqual([...scores].sort((a, b) => b - a))
      }),
    )
  })
})

describe('quizCandidateQueries: the results read a bounded set', () => {
  const answers: QuizAnswers = {
    occasion: 'evening',
    notes: ['woody'],
    intensity: 'strong',
    audience: 'men',
    budget: '20000-30000',
  }
  const read = { sort: 'bestsellers', perPage: QUIZ_CANDIDATES_PER_READ }
  it.each([
    [['woody'], '20000-30000', [{ family: 'Woody' }, { minPrice: 20_000, maxPrice: 29_999 }]],
    [
      ['fresh', 'woody'],
      'under-10000',
      [
        { family: 'Fresh' },
        { family: 'Citrus' },
        { family: 'Woody' },
        { minPrice: null, maxPrice: 9_999 },
      ],
    ],
    [['floral'], '30000-plus', [{ family: 'Floral' }, { minPrice: 30_000, maxPrice: null }]],
  ] as const)('notes %j and budget %s read %j', (notes, budget, reads) => {
    expect(quizCandidateQueries({ ...answers, notes: [...notes], budget })).toEqual(
      reads.map((entry) => ({ ...read, ...entry })),
    )
  })
})
