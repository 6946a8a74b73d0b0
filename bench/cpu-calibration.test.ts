import { describe, expect, it } from 'vitest'
import { calibrateCpuSlowdown } from './cpu-calibration.js'

// Expected values worked out by hand from Lighthouse's CPU throttling calculator (the formula the
// throttling guide links to): 150 → 1×, 800 → 2×, 1300 → 3×, then +1× per 233 points.
describe('calibrateCpuSlowdown', () => {
  it.each([
    // benchmarkIndex, multiplier, range low, range high
    [150, 1, 0.75, 1.25],
    [210, 1 + 60 / 650, 1 + 60 / 650 - 0.25, 1 + 60 / 650 + 0.25], // this machine, the issue's ≈ 1.1×
    [475, 1.5, 1.25, 1.75],
    [799, 1 + 649 / 650, 1 + 649 / 650 - 0.25, 1 + 649 / 650 + 0.25],
    [800, 2, 1.25, 2.75],
    [1050, 2.5, 1.75, 3.25],
    [1300, 3, 2.25, 3.75],
    [1533, 4, 3.25, 4.75], // the guide: 1533 = 4× slowdown
    [1766, 5, 4, 6], // 1766 = 5×; from here the range is the excess over 3×, ±1
    [2000, 3 + 700 / 233, 3 + 700 / 233 - 350 / 233, 3 + 700 / 233 + 350 / 233], // 2000 ≈ 6×
    [3000, 3 + 1700 / 233, 0, 0], // range checked below: 30 % of the multiplier
  ])('benchmark index %d → %f×', (benchmarkIndex, multiplier, low, high) => {
    const calibration = calibrateCpuSlowdown(benchmarkIndex)
    expect(calibration.multiplier).toBeCloseTo(multiplier, 9)
    expect(calibration.isHostTooSlow).toBe(false)
    if (benchmarkIndex < 3000) {
      expect(calibration.range[0]).toBeCloseTo(low, 9)
      expect(calibration.range[1]).toBeCloseTo(high, 9)
    } else {
      // Far above 1300 the excess itself (multiplier − 3) is the widest: 7.3 wide.
      expect(calibration.range[1] - calibration.range[0]).toBeCloseTo(1700 / 233, 9)
    }
  })

  it('grows with the host: a faster machine always gets a larger slowdown', () => {
    let previous = 0
    for (let index = 150; index <= 4000; index += 7) {
      const { multiplier } = calibrateCpuSlowdown(index)
      expect(multiplier).toBeGreaterThan(previous)
      previous = multiplier
    }
  })

  it.each([149, 100, 1])(
    'a host below the mid-tier bracket (%d) gets no slowdown and is flagged',
    (benchmarkIndex) => {
      expect(calibrateCpuSlowdown(benchmarkIndex)).toEqual({
        benchmarkIndex,
        multiplier: 1,
        range: [1, 1],
        isHostTooSlow: true,
      })
    },
  )

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d as a benchmark index',
    (value) => {
      expect(() => calibrateCpuSlowdown(value)).toThrow(RangeError)
    },
  )
})
