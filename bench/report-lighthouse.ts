import { LIGHTHOUSE_BUDGETS, type LighthouseReport, type PageResult } from './lighthouse.js'
import type { Measurement, PageRun } from './lighthouse-runs.js'
import { integer, kB, orDash } from './report-format.js'

// Section 3 of the report: Lighthouse on a CPU slowdown calibrated to this host (decision 005),
// the budgets on the calibrated medians, the scriptless floor, and Lighthouse's default 4× beside.

function pageCells(run: PageRun): string {
  return [
    orDash(run.performanceScore, (score) => String(Math.round(score))),
    orDash(run.lcpMs, (ms) => `${integer(ms)} ms`),
    orDash(run.tbtMs, (ms) => `${integer(ms)} ms`),
    orDash(run.cls, (cls) => cls.toFixed(3)),
    orDash(run.totalTransferBytes, kB),
    orDash(run.scriptTransferBytes, kB),
  ].join(' | ')
}

/** The median benchmark index with the runs' spread, and the median slowdown applied. */
function calibrationCells(measurement: Measurement): string {
  const indexes = measurement.runs.flatMap((run) =>
    run.benchmarkIndex === null ? [] : [run.benchmarkIndex],
  )
  const spread =
    indexes.length > 1 ? ` (${integer(Math.min(...indexes))}–${integer(Math.max(...indexes))})` : ''
  return [
    orDash(measurement.benchmarkIndex, (index) => `${integer(index)}${spread}`),
    orDash(measurement.multiplier, (multiplier) => `${multiplier.toFixed(2)}×`),
  ].join(' | ')
}

/** docs/product.md §8's Lighthouse budgets, in the report's column order: each rule once. */
const BUDGET_CHECKS: {
  name: string
  figure: (run: PageRun) => number | null
  holds: (value: number) => boolean
}[] = [
  {
    name: 'score',
    figure: (run) => run.performanceScore,
    holds: (score) => score >= LIGHTHOUSE_BUDGETS.minScore,
  },
  { name: 'LCP', figure: (run) => run.lcpMs, holds: (ms) => ms <= LIGHTHOUSE_BUDGETS.maxLcpMs },
  { name: 'CLS', figure: (run) => run.cls, holds: (cls) => cls <= LIGHTHOUSE_BUDGETS.maxCls },
  { name: 'TBT', figure: (run) => run.tbtMs, holds: (ms) => ms <= LIGHTHOUSE_BUDGETS.maxTbtMs },
]

/** Each calibrated median against its budget: "ok" or MISSED, "—" when Lighthouse gave no figure. */
function budgetLines(pages: { label: string; median: PageRun }[]): string[] {
  const budgets = LIGHTHOUSE_BUDGETS
  return [
    '',
    `Budgets (docs/product.md §8): score ≥ ${budgets.minScore}, LCP ≤ ${budgets.maxLcpMs / 1000} s, ` +
      `CLS ≤ ${budgets.maxCls}, TBT ≤ ${budgets.maxTbtMs} ms, on the calibrated medians.`,
    '',
    '| Page | Score | LCP | CLS | TBT |',
    '|---|---|---|---|---|',
    ...pages.map(({ label, median }) =>
      [
        label,
        ...BUDGET_CHECKS.map((check) =>
          orDash(check.figure(median), (value) => (check.holds(value) ? 'ok' : '**MISSED**')),
        ),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
  ]
}

function missedBy(median: PageRun): string {
  const missed = BUDGET_CHECKS.filter((check) => {
    const value = check.figure(median)
    return value !== null && !check.holds(value)
  }).map((check) => check.name)
  return missed.length === 0 ? 'none' : `**${missed.join(', ')}**`
}

/**
 * The same pages without their scripts, run alternately with them (scriptless.ts): what the
 * machine spends on a page no JavaScript change can remove. A budget the floor misses is
 * beyond this machine, whatever the app does.
 */
function floorLines(pages: PageResult[], runsPerPage: number): string[] {
  const floors = pages.flatMap(({ label, floor }) => (floor ? [{ label, floor }] : []))
  if (floors.length === 0) return []
  return [
    '',
    "The machine's floor: each page again without its scripts (module scripts and preloads " +
      'taken out by a proxy), each run alternated with the real page and calibrated the same way. ' +
      'A budget the floor misses cannot be shown on this machine.',
    '',
    '| Page without scripts | Benchmark index | CPU slowdown | Score | LCP | TBT | CLS | Transfer | JS transfer | Runs | Budgets the floor misses |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...floors.map(
      ({ label, floor }) =>
        `| ${label} | ${calibrationCells(floor)} | ${pageCells(floor.median)} | ` +
        `${floor.runs.length}/${runsPerPage} | ${missedBy(floor.median)} |`,
    ),
  ]
}

/** Lighthouse's default 4× on the very same loads: what an uncalibrated run would have said. */
function uncalibratedLines(pages: PageResult[]): string[] {
  return [
    '',
    "For comparison, the same loads audited at Lighthouse's default 4× CPU slowdown (uncalibrated; " +
      'on a host slower than a high-end desktop this emulates a phone slower than the budgets mean):',
    '',
    '| Page | Score | LCP | TBT | CLS | Transfer | JS transfer | Budgets missed | Without scripts: score | LCP | TBT |',
    '|---|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|',
    ...pages.map((page) => {
      const floor = page.floor?.uncalibratedMedian
      return (
        `| ${page.label} | ${pageCells(page.uncalibratedMedian)} | ${missedBy(page.uncalibratedMedian)} | ` +
        `${orDash(floor?.performanceScore, (score) => String(Math.round(score)))} | ` +
        `${orDash(floor?.lcpMs, (ms) => `${integer(ms)} ms`)} | ` +
        `${orDash(floor?.tbtMs, (ms) => `${integer(ms)} ms`)} |`
      )
    }),
  ]
}

/** Runs that could not be calibrated as the guide says, named so nobody reads them as calibrated. */
function calibrationNotes(pages: PageResult[]): string[] {
  const measurements = pages.flatMap((page) => [
    { label: page.label, measurement: page },
    ...(page.floor ? [{ label: `${page.label} without scripts`, measurement: page.floor }] : []),
  ])
  const notes: string[] = []
  for (const { label, measurement } of measurements) {
    const tooSlow = measurement.runs.filter((run) => run.isHostTooSlow).length
    const noIndex = measurement.runs.filter((run) => run.benchmarkIndex === null).length
    if (tooSlow > 0) {
      notes.push(
        `- ${label}: in ${tooSlow} run${tooSlow === 1 ? '' : 's'} the host measured below the ` +
          'mid-tier phone (benchmark index < 150): no slowdown is as close as it gets, so those figures are pessimistic.',
      )
    }
    if (noIndex > 0) {
      notes.push(
        `- ${label}: ${noIndex} run${noIndex === 1 ? '' : 's'} reported no benchmark index and ` +
          'used the default 4× (not calibrated).',
      )
    }
  }
  return notes
}

export function lighthouseSection(lighthouse: LighthouseReport): string[] {
  if ('skipped' in lighthouse) return [`Skipped: ${lighthouse.skipped}`]
  const runs = `${lighthouse.runsPerPage} run${lighthouse.runsPerPage === 1 ? '' : 's'}`
  const lines = [
    'Lighthouse 12.8.2, mobile (Moto G Power viewport, simulated slow 4G), Debian Chromium, a fresh browser per run. ' +
      "**CPU slowdown calibrated** as Lighthouse's throttling guide says: each run's benchmark index " +
      "(the host's speed) gives the multiplier that emulates the same mid-tier phone from this host " +
      `(Lighthouse's calculator; decision 005). Median of ${runs} for each metric on its own.`,
    '',
    '| Page | Benchmark index | CPU slowdown | Score | LCP | TBT | CLS | Transfer | JS transfer | Runs |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...lighthouse.pages.map(
      (page) =>
        `| ${page.label} | ${calibrationCells(page)} | ${pageCells(page.median)} | ` +
        `${page.runs.length}/${lighthouse.runsPerPage} |`,
    ),
    ...budgetLines(lighthouse.pages),
    ...floorLines(lighthouse.pages, lighthouse.runsPerPage),
    ...uncalibratedLines(lighthouse.pages),
    ...calibrationNotes(lighthouse.pages),
  ]
  for (const page of lighthouse.pages)
    for (const error of [...page.errors, ...(page.floor?.errors ?? [])])
      lines.push(`- ${page.label} ${error}`)
  for (const note of lighthouse.notes) lines.push(`- ${note}`)
  return lines
}
