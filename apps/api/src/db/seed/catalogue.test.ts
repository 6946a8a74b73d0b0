import {
  GENDERS,
  INTENSITIES,
  SCENT_FAMILIES,
  type Intensity,
} from '@scentia/domain/catalog/product'
import { matchesIntensity, PRICE_BANDS, priceBandOf } from '@scentia/domain/catalog/search'
import { describe, expect, it } from 'vitest'
import { catalogueSeed } from './data/catalogue.js'

/**
 * Which intensity words a description may contain at all. The storefront filters intensity by
 * text within the description (docs/product.md §S5); the domain's matcher reads whole words, but a naive
 * substring filter must not be fooled either ("delight" is not Light, "strong coffee" is not
 * Strong). "very strong" necessarily contains "strong".
 */
const ALLOWED_WORDS: Record<Intensity, string[]> = {
  Light: ['light'],
  Moderate: ['moderate'],
  Strong: ['strong'],
  'Very Strong': ['very strong', 'strong'],
}
const INTENSITY_WORDS = ['light', 'moderate', 'strong', 'very strong']

/** The domain's intensity rule applied to the text alone (the field is set to another value). */
function textNames(description: string, intensity: Intensity): boolean {
  const other = INTENSITIES.find((candidate) => candidate !== intensity) ?? intensity
  return matchesIntensity({ intensity: other, description }, intensity)
}

const withSize = (size: string) => Number(/^(\d+)ml$/.exec(size)?.[1] ?? Number.NaN)

describe('seeded catalogue', () => {
  it('holds at least 60 fragrances with unique, URL-safe product ids', () => {
    expect(catalogueSeed.length).toBeGreaterThanOrEqual(60)
    const ids = catalogueSeed.map((p) => p.productId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it.each(SCENT_FAMILIES)('has several %s fragrances', (family) => {
    expect(catalogueSeed.filter((p) => p.type === family).length).toBeGreaterThanOrEqual(5)
  })

  it.each(GENDERS)('has several fragrances for gender %s', (gender) => {
    expect(catalogueSeed.filter((p) => p.gender === gender).length).toBeGreaterThanOrEqual(10)
  })

  it.each(INTENSITIES)('has several %s fragrances', (intensity) => {
    expect(catalogueSeed.filter((p) => p.intensity === intensity).length).toBeGreaterThanOrEqual(8)
  })

  it.each(PRICE_BANDS.map((band) => [band.label, band.id] as const))(
    'has several fragrances in the %s band',
    (_label, id) => {
      expect(
        catalogueSeed.filter((p) => priceBandOf(p.price) === id).length,
      ).toBeGreaterThanOrEqual(8)
    },
  )

  it('prices every fragrance in whole naira, off the band boundaries', () => {
    // Off the edges, a filter that reads "10000-20000" inclusively still agrees with ours.
    for (const p of catalogueSeed) {
      expect(Number.isInteger(p.price) && p.price > 0, p.productId).toBe(true)
      expect([10_000, 20_000, 30_000], p.productId).not.toContain(p.price)
    }
  })

  it.each(catalogueSeed.map((p) => [p.productId, p.intensity, p.description] as const))(
    '%s (%s) names its intensity, and no other, in its description',
    (_id, intensity, description) => {
      expect(INTENSITIES.filter((candidate) => textNames(description, candidate))).toEqual([
        intensity,
      ])
      const text = description.toLowerCase()
      const forbidden = INTENSITY_WORDS.filter((word) => !ALLOWED_WORDS[intensity].includes(word))
      for (const word of forbidden) expect(text).not.toContain(word)
    },
  )

  it('writes 2 to 3 sentence descriptions and real scent notes', () => {
    for (const p of catalogueSeed) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).length
      expect(sentences, p.productId).toBeGreaterThanOrEqual(2)
      expect(sentences, p.productId).toBeLessThanOrEqual(3)
      for (const tier of [p.notes.top, p.notes.heart, p.notes.base]) {
        expect(tier.length, p.productId).toBeGreaterThanOrEqual(1)
      }
    }
  })

  it('has about a dozen best sellers, gift sets and travel sizes for the trending chips', () => {
    expect(catalogueSeed.filter((p) => p.bestSeller).length).toBeGreaterThanOrEqual(10)
    const giftSets = catalogueSeed.filter((p) => p.giftSet)
    expect(giftSets.length).toBeGreaterThanOrEqual(6)
    for (const p of giftSets) expect(p.name, p.productId).toContain('Gift Set')
    const travel = catalogueSeed.filter((p) => p.travelSize)
    expect(travel.length).toBeGreaterThanOrEqual(6)
    for (const p of travel) {
      const ml = withSize(p.size)
      expect(ml, p.productId).toBeGreaterThanOrEqual(10)
      expect(ml, p.productId).toBeLessThanOrEqual(30)
    }
  })

  it('exercises the stock rules: one sold out, a few nearly gone, the rest stocked', () => {
    expect(catalogueSeed.filter((p) => p.stock === 0)).toHaveLength(1)
    expect(catalogueSeed.filter((p) => p.stock >= 1 && p.stock <= 3).length).toBeGreaterThanOrEqual(
      3,
    )
    for (const p of catalogueSeed) {
      expect(Number.isInteger(p.stock) && p.stock >= 0 && p.stock <= 60, p.productId).toBe(true)
    }
  })

  it('spreads distinct arrival dates over recent months, so Newest has one order', () => {
    const days = catalogueSeed.map((p) => p.daysAgo)
    expect(Math.min(...days)).toBeLessThanOrEqual(7)
    expect(Math.max(...days)).toBeGreaterThanOrEqual(120)
    expect(new Set(days).size).toBe(days.length)
  })

  it('keeps text fields within the lengths the API accepts', () => {
    for (const p of catalogueSeed) {
      expect(p.name.length, p.productId).toBeLessThanOrEqual(120)
      expect(p.brand.length, p.productId).toBeLessThanOrEqual(60)
      expect(p.size.length, p.productId).toBeLessThanOrEqual(40)
      expect(p.description.length, p.productId).toBeLessThanOrEqual(600)
    }
  })
})
