import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type ApiReport, THROUGHPUT_GOAL_RATIO } from './api-throughput.js'
import { type BundleReport, type BundleRow, JS_BUDGET_GZIP_BYTES } from './bundle.js'
import { FIRST_ROUND_TRIP_BYTES } from './first-load.js'
import { type CatalogueReads, PAGE_BROTLI_BUDGET_BYTES } from './catalogue-reads.js'
import type { LighthouseReport } from './lighthouse.js'
import type { MixedReport } from './mixed-workload.js'
import type { Section } from './options.js'
import { reportsFolder } from './paths.js'
import { integer, kB, orDash } from './report-format.js'
import { lighthouseSection } from './report-lighthouse.js'
import { mixedSection } from './report-mixed.js'
import { DEPLOYED_NODE_MAJOR, majorOf } from './server-node.js'
import type { DashboardReport } from './dashboard.js'
import { dashboardSection } from './report-dashboard.js'

export type SectionOutcome<T> = T | { error: string }

export interface BenchReport {
  startedAt: string
  finishedAt: string
  options: {
    isQuick: boolean
    sections: Section[]
    shouldBuild: boolean
    shouldProfile?: boolean
    /** --products: the catalogue was grown to this size; absent, the 64 seeded fragrances. */
    products?: number
  }
  machine: {
    node: string
    platform: string
    cpus: number
    cpuModel: string
    loadAverage: number[]
    loadAverageAtEnd?: number[]
  }
  git: { commit: string; isDirty: boolean }
  bundle?: SectionOutcome<BundleReport>
  api?: SectionOutcome<ApiReport>
  lighthouse?: SectionOutcome<LighthouseReport>
  mixed?: SectionOutcome<MixedReport>
  dashboard?: SectionOutcome<DashboardReport>
  /** The embedded-database shop's resident memory after sections 1–3 served on it. */
  rssAfterBytes?: number | undefined
  /**
   * docs/product.md §11's read budgets: `GET /api/products` p95 and the pages' brotli bytes, on
   * the embedded shop (after section 2) and on PostgreSQL (section 4's first process, before
   * the shoppers arrive).
   */
  catalogueReads?: {
    pglite?: SectionOutcome<CatalogueReads>
    postgres?: SectionOutcome<CatalogueReads>
  }
  /**
   * The section that was running when this report was written: set while the run goes on (the
   * report is saved before each section, so a run killed mid-section still leaves one).
   */
  runningSection?: Section | undefined
}

/**
 * A run that cannot finish (an uncaught error, a promise nothing will settle, a kill) still
 * leaves a report: the section it was in is marked failed with why. Returns whether one was.
 */
export function failRunningSection(report: BenchReport, why: string): boolean {
  const section = report.runningSection
  if (section === undefined) return false
  report[section] = { error: why }
  report.runningSection = undefined
  return true
}

/** docs/product.md §11: the shop process at 20,000 products, after the bench. */
export const RSS_BUDGET_BYTES = 400 * 1024 * 1024

const formatLoad = (loads: number[]) => loads.map((load) => load.toFixed(2)).join(' ')

function isError<T extends object>(outcome: SectionOutcome<T>): outcome is { error: string } {
  return 'error' in outcome
}

function budgetCell(row: BundleRow): string {
  if (row.budgetGzipBytes === null) return '—'
  const limit = `≤ ${kB(row.budgetGzipBytes)}`
  return row.isOverBudget
    ? `**OVER** ${limit} by ${kB(row.js.gzip - row.budgetGzipBytes)}`
    : `ok (${limit})`
}

function bundleSection(bundle: BundleReport): string[] {
  const lines = [
    `JS and CSS a first visit downloads, per route: entry + route chunk (+ layouts) + their static imports, each file once. ` +
      `gzip -9 / brotli -11 of each file. Budget: initial JS ≤ ${kB(JS_BUDGET_GZIP_BYTES)} gzip for / and /shop.`,
    '',
    '| Route | Module | JS gzip | JS brotli | JS raw | CSS gzip | CSS brotli | JS files | Budget (JS gzip) |',
    '|---|---|--:|--:|--:|--:|--:|--:|---|',
  ]
  for (const row of [bundle.initial, ...bundle.routes]) {
    const module =
      row.module === null
        ? '—'
        : `${row.module}${row.isLayout ? ' (layout)' : ''}${row.isCodeSplit ? '' : ' (not split)'}`
    lines.push(
      `| ${row.label} | ${module} | ${kB(row.js.gzip)} | ${kB(row.js.brotli)} | ${kB(row.js.raw)} | ` +
        `${kB(row.css.gzip)} | ${kB(row.css.brotli)} | ${row.jsFiles.length} | ${budgetCell(row)} |`,
    )
  }
  if (bundle.served) {
    lines.push(
      '',
      "First-load JS as served (the HTML's module scripts and modulepreloads; the manifest row when it names none):",
      '',
      '| Page | Counted from | JS files | JS gzip | Budget | HTML gzip | First round trip |',
      '|---|---|--:|--:|---|--:|---|',
      ...bundle.served.map(
        (page) =>
          `| ${page.path} | ${page.source} | ${page.files.length} | ${kB(page.gzipBytes)} | ` +
          `${page.isOverBudget ? '**OVER**' : 'ok'} (≤ ${kB(page.budgetGzipBytes)}) | ` +
          `${kB(page.htmlGzipBytes)} | ${page.htmlGzipBytes <= FIRST_ROUND_TRIP_BYTES ? 'fits' : 'one more'} (≤ ${kB(FIRST_ROUND_TRIP_BYTES)}) |`,
      ),
    )
  }
  const over = bundle.routes.filter((row) => row.isOverBudget)
  lines.push(
    '',
    over.length === 0
      ? 'Budget: no route over budget.'
      : `Budget: **${over.map((row) => row.label).join(', ')} over budget.**`,
  )
  for (const note of bundle.notes) lines.push(`- ${note}`)
  if (bundle.largestChunks.length > 0) {
    lines.push(
      '',
      'Largest JS chunks:',
      '',
      '| Chunk | gzip | raw | In routes |',
      '|---|--:|--:|--:|',
    )
    for (const chunk of bundle.largestChunks) {
      lines.push(
        `| ${chunk.name} (\`${chunk.file}\`) | ${kB(chunk.sizes.gzip)} | ${kB(chunk.sizes.raw)} | ${chunk.routeCount}/${bundle.routes.length} |`,
      )
    }
  }
  return lines
}

const micros = (value: number | undefined) => orDash(value, (us) => `${integer(us)} µs`)

/** The smallest headroom over the rows: the claim "wrk outruns the server" holds for every row or not at all. */
function generatorLines(api: ApiReport): string[] {
  const rows = api.endpoints.flatMap((row) =>
    row.generatorHeadroom === undefined ? [] : [{ row, headroom: row.generatorHeadroom }],
  )
  if (rows.length === 0) return []
  const least = rows.reduce((min, next) => (next.headroom < min.headroom ? next : min))
  const { row } = least
  const outruns = least.headroom > 1
  return [
    `**The load generator ${outruns ? 'outruns' : 'does NOT outrun'} the server it measures:** against the plain ` +
      `node:http server wrk spent ${micros(row.plain.medianGeneratorCpuMicrosPerRequest)} of CPU per request and ` +
      `the server ${micros(row.plain.medianCpuMicrosPerRequest)} (\`GET ${row.path}\`, ${row.encoding}, the closest row), ` +
      `so wrk could send ${least.headroom.toFixed(1)}× what the plain server answers` +
      (outruns
        ? ': the generator is not what limits the figures.'
        : ": the req/s figures are partly the generator's ceiling."),
    ...busyMachineLines(api),
    '',
  ]
}

/** Below this many cores the plain server was starved by the machine, not saturated by wrk. */
const SATURATED_CORES = 0.8

/**
 * When the servers got well under a core each, neither they nor wrk set the rate: the machine's
 * other work did, and req/s follows the scheduler. The CPU ratio does not depend on it.
 */
function busyMachineLines(api: ApiReport): string[] {
  const cores = api.endpoints.flatMap((row) =>
    row.plain.medianServerCores === undefined ? [] : [row.plain.medianServerCores],
  )
  if (cores.length === 0 || Math.max(...cores) >= SATURATED_CORES) return []
  return [
    '',
    `**But the machine was the bottleneck:** the plain server used at most ${Math.max(...cores).toFixed(2)} of a core ` +
      'in its runs, so other work on these cores, not the servers or wrk, set the rate, and req/s ' +
      'follows the scheduler. Read the CPU ratio (what each server spends per request), or measure on a quieter machine.',
  ]
}

/** Which Node served both sides, and whether it is the one production deploys on. */
function runtimeLines({ runtime }: ApiReport): string[] {
  if (!runtime) return []
  const isDeployed = majorOf(runtime.version) === DEPLOYED_NODE_MAJOR
  return [
    `Shop and plain server on **Node ${runtime.version}** (${runtime.source}` +
      (isDeployed
        ? ': the runtime production deploys on).'
        : `; **not** Node ${DEPLOYED_NODE_MAJOR}, the runtime production deploys on, docs/operations.md: set SCENTIA_SERVER_NODE to measure it).`),
    '',
  ]
}

function apiSection(api: ApiReport): string[] {
  const { settings } = api
  const lines = [
    `wrk (one thread), ${settings.connections} connections, ${settings.durationSeconds} s per run after ` +
      `${integer(settings.warmupRequests)} requests of warm-up each; median of ${settings.runs} run${settings.runs === 1 ? '' : 's'}, shop and plain ` +
      'runs alternating. "Plain" is a bare node:http server sending the same status, headers and body bytes from memory. ' +
      `Goal (docs/product.md §8): the cached catalogue JSON and product page at ≥ ${THROUGHPUT_GOAL_RATIO} of plain in req/s. ` +
      '"CPU/req" is each process\'s own CPU time per request (from /proc), "cores" the server\'s CPU time per second of the run, ' +
      '"CPU ratio" plain CPU/req ÷ shop CPU/req, and "wrk headroom" plain CPU/req ÷ wrk\'s CPU/req against it.',
    '',
    ...runtimeLines(api),
    ...generatorLines(api),
  ]
  for (const endpoint of api.endpoints.filter((row) => row.hasGoal)) {
    const met = endpoint.ratio >= THROUGHPUT_GOAL_RATIO
    lines.push(
      `**${endpoint.label} (${endpoint.encoding}) runs at ${endpoint.ratio.toFixed(2)} × the plain node:http ceiling: ` +
        `${met ? 'goal met' : 'goal MISSED'}** (${integer(endpoint.api.medianRequestsPerSecond)} vs ` +
        `${integer(endpoint.plain.medianRequestsPerSecond)} req/s).`,
      '',
    )
  }
  const cores = (value: number | undefined) => orDash(value, (used) => used.toFixed(2))
  lines.push(
    '| Endpoint | Accept-Encoding | Body sent | Shop req/s | Shop p99 | Shop CPU/req | Shop cores | Plain req/s | Plain p99 | Plain CPU/req | Plain cores | wrk CPU/req (plain) | wrk headroom | Shop / plain | CPU ratio | Goal |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  )
  for (const endpoint of api.endpoints) {
    const goal = endpoint.hasGoal
      ? `≥ ${THROUGHPUT_GOAL_RATIO}: ${endpoint.ratio >= THROUGHPUT_GOAL_RATIO ? 'ok' : '**MISSED**'}`
      : '—'
    const { api: shop, plain } = endpoint
    lines.push(
      `| ${endpoint.label}: \`GET ${endpoint.path}\` | ${endpoint.encoding} | ${kB(endpoint.bodyBytes)} (${endpoint.contentEncoding}) | ` +
        `${integer(shop.medianRequestsPerSecond)} | ${shop.medianP99Ms.toFixed(2)} ms | ` +
        `${micros(shop.medianCpuMicrosPerRequest)} | ${cores(shop.medianServerCores)} | ` +
        `${integer(plain.medianRequestsPerSecond)} | ${plain.medianP99Ms.toFixed(2)} ms | ` +
        `${micros(plain.medianCpuMicrosPerRequest)} | ${cores(plain.medianServerCores)} | ` +
        `${micros(plain.medianGeneratorCpuMicrosPerRequest)} | ` +
        `${orDash(endpoint.generatorHeadroom, (headroom) => `${headroom.toFixed(1)}×`)} | ` +
        `**${endpoint.ratio.toFixed(2)}** | ${orDash(endpoint.cpuRatio, (ratio) => ratio.toFixed(2))} | ${goal} |`,
    )
  }
  for (const note of api.notes) lines.push(`- ${note}`)
  return lines
}

function catalogueReadLines(reads: BenchReport['catalogueReads']): string[] {
  const measured = (
    [
      ['PostgreSQL (section 4, process 1, before the shoppers)', reads?.postgres],
      ['PGlite (the embedded shop, after section 2)', reads?.pglite],
    ] as const
  ).filter(([, outcome]) => outcome !== undefined)
  if (measured.length === 0) return []
  const lines = [
    '',
    '## Catalogue reads (docs/product.md §11)',
    '',
    '`GET /api/products` with a text query and two filters (family, gender): 24 URLs, one round of warm-up, ' +
      'then five rounds one request at a time, timed at the client over loopback until the body is read ' +
      '(the server plus a loopback round trip). Pages: the HTML a phone gets (`Accept-Encoding: br, gzip`), bytes on the wire.',
    '',
    '| Database | Requests | p50 | p95 | max | Budget (p95) | Errors |',
    '|---|--:|--:|--:|--:|---|--:|',
  ]
  const pageLines: string[] = []
  for (const [label, outcome] of measured) {
    if (outcome === undefined) continue
    if (isError(outcome)) {
      lines.push(`| ${label} | — | — | — | — | **Failed:** ${outcome.error} | — |`)
      continue
    }
    const { query } = outcome
    const isMet = query.p95Ms <= query.budgetMs && query.errors === 0
    lines.push(
      `| ${label} | ${integer(query.samples)} | ${query.p50Ms.toFixed(1)} ms | **${query.p95Ms.toFixed(1)} ms** | ` +
        `${query.maxMs.toFixed(1)} ms | ≤ ${query.budgetMs} ms: ${isMet ? 'ok' : '**MISSED**'} | ${query.errors} |`,
    )
    for (const page of outcome.pages) {
      const isOver = page.bytes > PAGE_BROTLI_BUDGET_BYTES || page.encoding !== 'br'
      pageLines.push(
        `| ${label.split(' ')[0]} | \`${page.path}\` | ${page.status} | ${page.encoding} | ${kB(page.bytes)} | ` +
          `≤ ${kB(PAGE_BROTLI_BUDGET_BYTES)} br: ${isOver ? '**OVER**' : 'ok'} |`,
      )
    }
  }
  if (pageLines.length > 0) {
    lines.push(
      '',
      '| Database | Page | Status | Encoding | HTML on the wire | Budget |',
      '|---|---|--:|---|--:|---|',
      ...pageLines,
    )
  }
  return lines
}

function section<T extends object>(
  title: string,
  outcome: SectionOutcome<T> | undefined,
  render: (value: T) => string[],
): string[] {
  if (outcome === undefined) return []
  return [
    '',
    `## ${title}`,
    '',
    ...(isError(outcome) ? [`**Failed:** ${outcome.error}`] : render(outcome)),
  ]
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, git, options } = report
  const lines = [
    `# Scentia benchmark — ${report.startedAt}`,
    '',
    `Commit ${git.commit}${git.isDirty ? ' + uncommitted changes' : ''} · Node ${machine.node} · ` +
      `${machine.cpus} × ${machine.cpuModel} · load average ${formatLoad(machine.loadAverage)} at start` +
      (machine.loadAverageAtEnd ? `, ${formatLoad(machine.loadAverageAtEnd)} at end` : ''),
  ]
  lines.push(
    '',
    options.products === undefined
      ? 'Catalogue: the seeded fragrances (`--products=N` grows it).'
      : `Catalogue: **${integer(options.products)} products** (grown from a fixed seed in each section's own database).`,
  )
  if (report.rssAfterBytes !== undefined) {
    const isOver = report.rssAfterBytes > RSS_BUDGET_BYTES
    lines.push(
      '',
      `Shop process RSS after sections 1–3 (embedded database): **${integer(report.rssAfterBytes / 1024 / 1024)} MB** ` +
        `(budget ≤ ${integer(RSS_BUDGET_BYTES / 1024 / 1024)} MB at 20,000 products: ${isOver ? '**OVER**' : 'ok'}).`,
    )
  }
  if (report.runningSection !== undefined) {
    lines.push(
      '',
      `**Unfinished:** written while the ${report.runningSection} section ran; the run did not ` +
        'finish it (stopped, or killed before it could write the final report). The sections above it stand.',
    )
  }
  lines.push(...catalogueReadLines(report.catalogueReads))
  if (options.isQuick)
    lines.push('', '**--quick run: a smoke test of the machinery, not a measurement.**')
  const loadAtStart = machine.loadAverage[0] ?? 0
  if (loadAtStart > machine.cpus) {
    lines.push(
      '',
      `The machine was busy when the run started (1-minute load ${loadAtStart.toFixed(1)} on ` +
        `${machine.cpus} cores): expect noisier numbers.`,
    )
  }
  lines.push(
    ...section('1. Bundle', report.bundle, bundleSection),
    ...section('2. API throughput', report.api, apiSection),
    ...section('3. Lighthouse', report.lighthouse, lighthouseSection),
    ...section('4. Mixed workload (PostgreSQL, two processes)', report.mixed, mixedSection),
    ...section('5. Sales dashboard at 100,000 orders', report.dashboard, dashboardSection),
    '',
  )
  return lines.join('\n')
}

/** ISO 8601 basic format (20260101T120000Z): sorts by time and is a valid file name everywhere. */
export function fileStamp(isoTime: string): string {
  return isoTime.replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '')
}

export async function writeReport(
  report: BenchReport,
  markdown: string,
): Promise<{ markdownFile: string; jsonFile: string }> {
  await mkdir(reportsFolder, { recursive: true })
  const base = path.join(reportsFolder, fileStamp(report.startedAt))
  const markdownFile = `${base}.md`
  const jsonFile = `${base}.json`
  await writeFile(markdownFile, markdown)
  await writeFile(jsonFile, `${JSON.stringify(report, null, 2)}\n`)
  return { markdownFile, jsonFile }
}
