import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../e2e/chromium.js'
import { onCleanup } from './cleanup.js'
import { median } from './stats.js'

export const CHROME_PATH = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM
export const CHROMIUM_MISSING_MESSAGE = `Chromium not found at ${CHROME_PATH}: run \`apt-get install chromium\` or set CHROME_PATH.`

/**
 * TOOLCHAIN.md's flags for Debian's Chromium in a container, shared with the e2e tests: new
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

export interface PageRun {
  performanceScore: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  totalTransferBytes: number | null
  scriptTransferBytes: number | null
}

export interface PageResult {
  label: string
  url: string
  runs: PageRun[]
  /** Each metric's median over the runs, independently. */
  median: PageRun
  errors: string[]
  /**
   * The same page without its scripts (scriptless.ts), run alternately with it: the machine's
   * floor for that page, measured under the same noise.
   */
  floor?: { runs: PageRun[]; median: PageRun; errors: string[] }
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

function medianOrNull(values: (number | null)[]): number | null {
  const present = values.filter((value) => value !== null)
  return present.length === 0 ? null : median(present)
}

/** A fresh Chromium per run: no warm HTTP cache or leftover service worker between runs. */
async function runOnce(url: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  const unregister = onCleanup(() => {
    chrome.kill()
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
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
  } finally {
    chrome.kill()
    unregister()
  }
}

function medianRun(runs: PageRun[]): PageRun {
  return {
    performanceScore: medianOrNull(runs.map((run) => run.performanceScore)),
    lcpMs: medianOrNull(runs.map((run) => run.lcpMs)),
    tbtMs: medianOrNull(runs.map((run) => run.tbtMs)),
    cls: medianOrNull(runs.map((run) => run.cls)),
    totalTransferBytes: medianOrNull(runs.map((run) => run.totalTransferBytes)),
    scriptTransferBytes: medianOrNull(runs.map((run) => run.scriptTransferBytes)),
  }
}

/** One run into `runs`, or its failure into `errors`; logged either way. */
async function runInto(
  label: string,
  url: string,
  run: string,
  runs: PageRun[],
  errors: string[],
): Promise<void> {
  try {
    let result: PageRun
    try {
      result = await runOnce(url)
    } catch (error) {
      // Lighthouse's own "please run again" failures (NO_NAVSTART: a trace it could not read)
      // come and go on a busy machine: one more try, then the failure is reported.
      console.error(`[bench] lighthouse: ${label} run ${run} failed once, again: ${String(error)}`)
      result = await runOnce(url)
    }
    runs.push(result)
    console.error(
      `[bench] lighthouse: ${label} run ${run}: score ${result.performanceScore ?? '?'}, ` +
        `LCP ${Math.round(result.lcpMs ?? Number.NaN)} ms, TBT ${Math.round(result.tbtMs ?? Number.NaN)} ms`,
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    errors.push(`run ${run}: ${message}`)
    console.error(`[bench] lighthouse: ${label} run ${run} failed: ${message}`)
  }
}

/**
 * Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) of each page, `runs`
 * times, reporting each metric's median: single Lighthouse runs on 2 shared cores vary by
 * tens of points. A page with a `floorUrl` alternates each run with one of its floor.
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
    const pageRuns: PageRun[] = []
    const errors: string[] = []
    const floor = { runs: [] as PageRun[], errors: [] as string[] }
    for (let run = 1; run <= runs; run++) {
      await runInto(label, url, `${run}/${runs}`, pageRuns, errors)
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
      runs: pageRuns,
      median: medianRun(pageRuns),
      errors,
      ...(floorUrl ? { floor: { ...floor, median: medianRun(floor.runs) } } : {}),
    })
  }
  return { runsPerPage: runs, pages: results, notes: [] }
}
