/**
 * Lighthouse's CPU slowdown, calibrated to the host as its throttling guide says
 * (lighthouse/docs/throttling.md, "Calibrating the CPU slowdown"): the multiplier is relative to
 * the machine Lighthouse runs on, so the default 4× turns a high-end desktop into the mid-tier
 * phone the budgets mean, but turns a slow shared server CPU into a far slower phone. Each run
 * reports the host's `benchmarkIndex`; the guide's calculator (lighthouse-cpu-throttling-calculator)
 * maps it to the multiplier that lands on the same mid-tier phone from any host. Decision 005.
 *
 * One index scale throughout, checked against the sources (decision 005, amendment "the index
 * scale"): Lighthouse 12.8.2 (this repo's pin) computes the index as Lighthouse 6.3 redefined it
 * for Chrome 86 (core/lib/page-functions.js, `computeBenchmarkIndex`, lines 169–244 at v12.8.2, the same in node_modules:
 * the mean of a string-building and an array-copying loop, runs per second ÷ 10); the guide's
 * device table ("as of Chrome m86", docs/throttling.md lines 99–106) and the calculator were
 * written for that scale, after the change. The older "ultradumb" scale (before 6.3: 750+ a
 * desktop, 75+ a mid-tier phone) is not used anywhere here.
 */

/**
 * The calculator's brackets: from a benchmark index of `from`, the slowdown is `multiplier` plus
 * `perPoint` for each point above it (150 → 1×, 800 → 2×, 1300 → 3×, then one more × per 233
 * points: 1533 → 4×, 2000 ≈ 6×). Below the first the host is already slower than the phone.
 */
export const CALIBRATION_BRACKETS: readonly {
  from: number
  multiplier: number
  perPoint: number
}[] = [
  { from: 150, multiplier: 1, perPoint: 1 / 650 },
  { from: 800, multiplier: 2, perPoint: 1 / 500 },
  { from: 1300, multiplier: 3, perPoint: 1 / 233 },
]

/** Lighthouse's default (and PageSpeed Insights' before it calibrated its own machines). */
export const DEFAULT_CPU_SLOWDOWN = 4

export interface CpuCalibration {
  benchmarkIndex: number
  /** The slowdown to apply: 1 when the host is slower than the target phone (it cannot speed up). */
  multiplier: number
  /** The calculator's plausible range around it (the device classes overlap). */
  range: [number, number]
  /** The host is below the mid-tier bracket: its results are pessimistic, not calibrated. */
  isHostTooSlow: boolean
}

/** Width of the calculator's confidence range for a multiplier, by bracket. */
function rangeWidth(benchmarkIndex: number, multiplier: number): number {
  if (benchmarkIndex >= 1300) return Math.max(multiplier - 3, 1.5, multiplier * 0.3)
  if (benchmarkIndex >= 800) return 1.5
  return 0.5
}

/** The calibrated CPU slowdown for a host with this `benchmarkIndex` (Lighthouse's calculator). */
export function calibrateCpuSlowdown(benchmarkIndex: number): CpuCalibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`A benchmark index is a positive number (got ${benchmarkIndex})`)
  }
  const bracket = CALIBRATION_BRACKETS.findLast((candidate) => benchmarkIndex >= candidate.from)
  if (!bracket) return { benchmarkIndex, multiplier: 1, range: [1, 1], isHostTooSlow: true }
  const multiplier = bracket.multiplier + (benchmarkIndex - bracket.from) * bracket.perPoint
  const half = rangeWidth(benchmarkIndex, multiplier) / 2
  return {
    benchmarkIndex,
    multiplier,
    range: [multiplier - half, multiplier + half],
    isHostTooSlow: false,
  }
}
