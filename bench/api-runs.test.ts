import { describe, expect, it } from 'vitest'
import { warmupRequests } from './api-runs.js'

describe('warmupRequests', () => {
  it.each([
    [5_000, 800, 5_000],
    [5_000, 2_000_000, 135],
    [5_000, 19_000_000, 20],
    [10_000, 0, 10_000],
  ])('%i requests of a %i-byte body warm up with %i', (requests, bodyBytes, expected) => {
    expect(warmupRequests(requests, bodyBytes)).toBe(expected)
  })
})
