import { median } from './stats.js'

/** What the bench reads from one Lighthouse result. */
export interface PageRun {
  performanceScore: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  totalTransferBytes: number | null
  scriptTransferBytes: number | null
}

/**
 * One Lighthouse load of a page, audited twice from the same trace (decision 005): at the CPU
 * slowdown calibrated from this run's benchmark index, and at Lighthouse's default 4× for
 * comparison. Simulated throttling loads the page unthrottled and applies the slowdown only in
 * its simulation, so the two differ by the multiplier alone, not by the machine's noise.
 */
export interface CalibratedRun {
  /** Lighthouse's `benchmarkIndex` of the host for this run; null if it reported none. */
  benchmarkIndex: number | null
  /** The slowdown the calibrated audit used (4× when there was no index). */
  multiplier: number
  /** The host measured slower than the mid-tier phone: 1× is as close as it gets. */
  isHostTooSlow: boolean
  calibrated: PageRun
  uncalibrated: PageRun
}

export interface Measurement {
  runs: CalibratedRun[]
  /** Each calibrated metric's median over the runs, independently: the budgets' figures. */
  median: PageRun
  /** The same at Lighthouse's default 4×, kept for comparison. */
  uncalibratedMedian: PageRun
  /** Medians over the runs; null when no run reported an index. */
  benchmarkIndex: number | null
  multiplier: number | null
  errors: string[]
}

function medianOrNull(values: (number | null)[]): number | null {
  const present = values.filter((value) => value !== null)
  return present.length === 0 ? null : median(present)
}

export function medianRun(runs: PageRun[]): PageRun {
  return {
    performanceScore: medianOrNull(runs.map((run) => run.performanceScore)),
    lcpMs: medianOrNull(runs.map((run) => run.lcpMs)),
    tbtMs: medianOrNull(runs.map((run) => run.tbtMs)),
    cls: medianOrNull(runs.map((run) => run.cls)),
    totalTransferBytes: medianOrNull(runs.map((run) => run.totalTransferBytes)),
    scriptTransferBytes: medianOrNull(runs.map((run) => run.scriptTransferBytes)),
  }
}

export function summariseRuns(runs: CalibratedRun[], errors: string[]): Measurement {
  return {
    runs,
    median: medianRun(runs.map((run) => run.calibrated)),
    uncalibratedMedian: medianRun(runs.map((run) => run.uncalibrated)),
    benchmarkIndex: medianOrNull(runs.map((run) => run.benchmarkIndex)),
    multiplier: medianOrNull(runs.map((run) => run.multiplier)),
    errors,
  }
}
