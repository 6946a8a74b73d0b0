import { describe, expect, it } from 'vitest'
import { calibrateCpuSlowdown } from './cpu-calibration.js'

// Expected values worked out by hand from Lighthouse's CPU throttling calculator (the formula the
// throttling guide links to; patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js,
// `computeMultiplierMessages`): 150 → 1×, 800 → 2×, 1300 → 3×, then +1× per 233 points. The
// index is on the scale Lighthouse 12.8.2 computes (Chrome 86's, decision 005's amendment).
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
    [2600, 3 + 1300 / 233, 0, 0], // this machine when its neighbours are quiet: ≈ 8.6×
    [3000, 3 + 1700 / 233, 0, 0], // range checked below: 30 % of the multiplier
  ])('benchmark index %d → %f×', (benchmarkIndex, multiplier, low, high) => {
    const calibration = calibrateCpuSlowdown(benchmarkIndex)
    expect(calibration.multiplier).toBeCloseTo(multiplier, 9)
    expect(calibration.isHostTooSlow).toBe(false)
    if (benchmarkIndex < 2600) {
      expect(calibration.range[0]).toBeCloseTo(low, 9)
      expect(calibration.range[1]).toBeCloseTo(high, 9)
    } else {
      // Far above 1300 the excess itself (multiplier − 3) is the widest range.
      expect(calibration.range[1] - calibration.range[0]).toBeCloseTo(
        (benchmarkIndex - 1300) / 233,
        9,
      )
    }
  })

  // The guide's device table (docs/throttling.md at v12.8.2, lines 103–106): a host in the
  // High-End Desktop bracket (1500–2000) needs about the default 4× to become the mid-tier phone
  // (125–800), and 4× lands at 1533, inside that bracket; a host that is itself a mid-tier phone
  // needs no slowdown (≈ 1×–2×).
  it.each([
    [1500, 3.5, 4.7],
    [2000, 5.5, 6.1],
    [125, 1, 1],
    [500, 1.5, 1.6],
  ])("the guide's brackets: index %d → between %f× and %f×", (benchmarkIndex, low, high) => {
    const { multiplier } = calibrateCpuSlowdown(benchmarkIndex)
    expect(multiplier).toBeGreaterThanOrEqual(low)
    expect(multiplier).toBeLessThanOrEqual(high)
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
