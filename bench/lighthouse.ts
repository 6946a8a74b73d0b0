import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../e2e/chromium.js'
import { onCleanup } from './cleanup.js'
import { calibrateCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from './cpu-calibration.js'
import {
  type CalibratedRun,
  type Measurement,
  type PageRun,
  summariseRuns,
} from './lighthouse-runs.js'

export const CHROME_PATH = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM
export const CHROMIUM_MISSING_MESSAGE = `Chromium not found at ${CHROME_PATH}: run \`apt-get install chromium\` or set CHROME_PATH.`

/**
 * The flags for Debian's Chromium (docs/engineering.md §E4) in a container, shared with the e2e tests: new
 * headless (Lighthouse launches the browser itself), no sandbox (root), no GPU, and nothing that
 * phones home in the background and would land in the trace.
 */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/** docs/product.md §8: every public page on a slow phone, median of 3 full runs. */
export const LIGHTHOUSE_BUDGETS = {
  minScore: 95,
  maxLcpMs: 2000,
  maxCls: 0.02,
  maxTbtMs: 150,
} as const

export type { CalibratedRun, Measurement, PageRun } from './lighthouse-runs.js'

export interface PageResult extends Measurement {
  label: string
  url: string
  /**
   * The same page without its scripts (scriptless.ts), run alternately with it: the machine's
   * floor for that page, measured under the same noise and calibrated the same way.
   */
  floor?: Measurement
}

export interface PageToMeasure {
  label: string
  url: string
  /** The page as served without its scripts, for the floor. */
  floorUrl?: string
}

export type LighthouseReport =
  { skipped: string } | { runsPerPage: number; pages: PageResult[]; notes: string[] }

function numericAudit(lhr: LighthouseResult, id: string): number | null {
  return lhr.audits[id]?.numericValue ?? null
}

function scriptTransferBytes(lhr: LighthouseResult): number | null {
  const details = lhr.audits['resource-summary']?.details
  if (details?.type !== 'table') return null
  const scriptRow = details.items.find((item) => item.resourceType === 'script')
  return typeof scriptRow?.transferSize === 'number' ? scriptRow.transferSize : null
}

function pageRunOf(lhr: LighthouseResult): PageRun {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const score = lhr.categories.performance?.score
  return {
    performanceScore: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    totalTransferBytes: numericAudit(lhr, 'total-byte-weight'),
    scriptTransferBytes: scriptTransferBytes(lhr),
  }
}

/** Lighthouse's settings for every run: the default mobile profile, performance only. */
const LIGHTHOUSE_FLAGS: { output: 'json'; logLevel: 'error'; onlyCategories: string[] } = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
}

/** The part of Lighthouse's saved artifacts.json the calibration reads and writes. */
interface SavedArtifacts {
  BenchmarkIndex?: unknown
  settings: { throttling: { cpuSlowdownMultiplier: number } }
}

/** Loads the page in a fresh Chromium (no warm HTTP cache or leftover service worker) and saves what Lighthouse gathered. */
async function gather(url: string, folder: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  const unregister = onCleanup(() => {
    chrome.kill()
  })
  try {
    await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port, gatherMode: folder })
  } finally {
    chrome.kill()
    unregister()
  }
}

/**
 * Audits the saved artifacts at this CPU slowdown. Lighthouse refuses to audit with settings
 * other than those it gathered with (a guard for throttling methods that act while loading);
 * with simulated throttling the load is unthrottled and the multiplier acts only in the
 * simulation, so the saved settings are set to the multiplier first.
 */
async function auditAt(
  url: string,
  folder: string,
  artifacts: SavedArtifacts,
  cpuSlowdownMultiplier: number,
): Promise<PageRun> {
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier
  await writeFile(path.join(folder, 'artifacts.json'), JSON.stringify(artifacts))
  const result = await lighthouse(url, {
    ...LIGHTHOUSE_FLAGS,
    auditMode: folder,
    throttling: { cpuSlowdownMultiplier },
  })
  if (!result) throw new Error('Lighthouse returned no result')
  return pageRunOf(result.lhr)
}

/**
 * One load of the page, audited at the slowdown calibrated from this run's benchmark index
 * (Lighthouse's throttling guide, cpu-calibration.ts) and at the default 4×.
 */
async function runOnce(url: string): Promise<CalibratedRun> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'scentia-lighthouse-'))
  const removeFolder = () => rm(folder, { recursive: true, force: true })
  const unregister = onCleanup(removeFolder)
  try {
    await gather(url, folder)
    const artifacts = JSON.parse(
      await readFile(path.join(folder, 'artifacts.json'), 'utf8'),
    ) as SavedArtifacts
    const index = artifacts.BenchmarkIndex
    const benchmarkIndex = typeof index === 'number' && index > 0 ? index : null
    const calibration = benchmarkIndex === null ? null : calibrateCpuSlowdown(benchmarkIndex)
    const multiplier = calibration?.multiplier ?? DEFAULT_CPU_SLOWDOWN
    const uncalibrated = await auditAt(url, folder, artifacts, DEFAULT_CPU_SLOWDOWN)
    const calibrated = await auditAt(url, folder, artifacts, multiplier)
    return {
      benchmarkIndex,
      multiplier,
      isHostTooSlow: calibration?.isHostTooSlow ?? false,
      calibrated,
      uncalibrated,
    }
  } finally {
    await removeFolder()
    unregister()
  }
}

const ms = (value: number | null) => Math.round(value ?? Number.NaN)

/** One run into `runs`, or its failure into `errors`; logged either way. */
async function runInto(
  label: string,
  url: string,
  run: string,
  runs: CalibratedRun[],
  errors: string[],
): Promise<void> {
  try {
    let result: CalibratedRun
    try {
      result = await runOnce(url)
    } catch (error) {
      // Lighthouse's own "please run again" failures (NO_NAVSTART: a trace it could not read)
      // come and go on a busy machine: one more try, then the failure is reported.
      console.error(`[bench] lighthouse: ${label} run ${run} failed once, again: ${String(error)}`)
      result = await runOnce(url)
    }
    runs.push(result)
    const { calibrated, uncalibrated } = result
    console.error(
      `[bench] lighthouse: ${label} run ${run}: benchmark index ${ms(result.benchmarkIndex)}, ` +
        `${result.multiplier.toFixed(2)}×: score ${calibrated.performanceScore ?? '?'}, ` +
        `LCP ${ms(calibrated.lcpMs)} ms, TBT ${ms(calibrated.tbtMs)} ms ` +
        `(4×: ${uncalibrated.performanceScore ?? '?'}, ${ms(uncalibrated.lcpMs)} ms, ${ms(uncalibrated.tbtMs)} ms)`,
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    errors.push(`run ${run}: ${message}`)
    console.error(`[bench] lighthouse: ${label} run ${run} failed: ${message}`)
  }
}

/**
 * Lighthouse's mobile run (simulated slow 4G) of each page, `runs` times, each run audited at the
 * CPU slowdown calibrated from its own benchmark index and at the default 4×; each metric is the
 * median of its runs, since single Lighthouse runs on 2 shared cores vary by tens of points. A
 * page with a `floorUrl` alternates each run with one of its floor.
 */
export async function measurePages(
  pages: PageToMeasure[],
  runs: number,
): Promise<LighthouseReport> {
  if (!existsSync(CHROME_PATH)) {
    console.error(`[bench] ${CHROMIUM_MISSING_MESSAGE} Skipping the Lighthouse section.`)
    return { skipped: CHROMIUM_MISSING_MESSAGE }
  }
  const results: PageResult[] = []
  for (const { label, url, floorUrl } of pages) {
    const page = { runs: [] as CalibratedRun[], errors: [] as string[] }
    const floor = { runs: [] as CalibratedRun[], errors: [] as string[] }
    for (let run = 1; run <= runs; run++) {
      await runInto(label, url, `${run}/${runs}`, page.runs, page.errors)
      if (floorUrl) {
        await runInto(
          `${label} without scripts`,
          floorUrl,
          `${run}/${runs}`,
          floor.runs,
          floor.errors,
        )
      }
    }
    results.push({
      label,
      url,
      ...summariseRuns(page.runs, page.errors),
      ...(floorUrl ? { floor: summariseRuns(floor.runs, floor.errors) } : {}),
    })
  }
  return { runsPerPage: runs, pages: results, notes: [] }
}
