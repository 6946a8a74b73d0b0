import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EARTH_MEAN_RADIUS_KM,
  LAGOS_DISPATCH_HUB,
  MAX_BASE_FEE,
  MIN_BASE_FEE,
  baseFeeForDistance,
  distanceKm,
  roundDistanceKm,
} from './lagos-base-fee'

// The two sample wards' centroids, as the cleaned dataset holds them (6 decimals).
const anifowoshe = { latitude: 6.610124, longitude: 3.323028 }
const festacII = { latitude: 6.491144, longitude: 3.281197 }

describe('the Lagos fee rule reproduces the spec samples (§9)', () => {
  it.each([
    ['Festac II', festacII, 15.008, 6_752],
    ['Anifowoshe/Ikeja', anifowoshe, 20, 8_000],
  ])('%s is %d km from the hub and costs ₦%i', (_ward, centroid, km, fee) => {
    const distance = roundDistanceKm(distanceKm(LAGOS_DISPATCH_HUB, centroid))
    expect(distance).toBe(km)
    expect(baseFeeForDistance(distance)).toBe(fee)
  })
})

describe('baseFeeForDistance', () => {
  it.each([
    [0, 3_000],
    [0.002, 3_001], // ₦0.50 rounds to the naira above
    [1, 3_250],
    [4, 4_000],
    [15.008, 6_752],
    [19.996, 7_999],
    [20, 8_000],
    [60, 8_000],
  ])('%d km → ₦%i', (km, fee) => {
    expect(baseFeeForDistance(km)).toBe(fee)
  })

  it.each([[-0.001], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d km', (km) => {
    expect(() => baseFeeForDistance(km)).toThrow(RangeError)
  })

  const km = fc.double({ min: 0, max: 200, noNaN: true })

  it('stays within the table range (docs/product.md §3: 3,000 to 8,000), in whole naira', () => {
    fc.assert(
      fc.property(km, (distance) => {
        const fee = baseFeeForDistance(distance)
        expect(Number.isInteger(fee)).toBe(true)
        expect(fee).toBeGreaterThanOrEqual(MIN_BASE_FEE)
        expect(fee).toBeLessThanOrEqual(MAX_BASE_FEE)
      }),
    )
  })

  it('never falls as the distance grows', () => {
    fc.assert(
      fc.property(km, km, (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a]
        expect(baseFeeForDistance(far)).toBeGreaterThanOrEqual(baseFeeForDistance(near))
      }),
    )
  })
})

describe('distanceKm', () => {
  it('is one degree of arc along a meridian', () => {
    const degree = (EARTH_MEAN_RADIUS_KM * Math.PI) / 180
    expect(distanceKm({ latitude: 6, longitude: 3 }, { latitude: 7, longitude: 3 })).toBeCloseTo(
      degree,
      9,
    )
  })

  const point = fc.record({
    latitude: fc.double({ min: 4, max: 14, noNaN: true }),
    longitude: fc.double({ min: 2.5, max: 15, noNaN: true }),
  })

  it('is symmetric, and zero from a point to itself', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9)
        expect(distanceKm(a, a)).toBe(0)
      }),
    )
  })
})

describe('roundDistanceKm', () => {
  it.each([
    [15.0079610064, 15.008],
    [19.9999413051, 20],
    [0.0004, 0],
  ])('%d → %d', (km, rounded) => {
    expect(roundDistanceKm(km)).toBe(rounded)
  })
})
