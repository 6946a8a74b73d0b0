import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ApiReport } from './api-throughput.js'
import { type BundleReport, type BundleRow, JS_BUDGET_GZIP_BYTES } from './bundle.js'
import type { LighthouseReport, PageRun } from './lighthouse.js'
import { CHECKOUT_STEPS } from './mixed-stats.js'
import type { MixedReport } from './mixed-workload.js'

type MeasuredMixed = Exclude<MixedReport, { skipped: string }>
import type { Section } from './options.js'
import { reportsFolder } from './paths.js'

export type SectionOutcome<T> = T | { error: string }

export interface BenchReport {
  startedAt: string
  finishedAt: string
  options: { isQuick: boolean; sections: Section[]; shouldBuild: boolean; shouldProfile?: boolean }
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
}

const kB = (bytes: number) =>
  Math.abs(bytes) < 1000 ? `${Math.round(bytes)} B` : `${(bytes / 1000).toFixed(1)} kB`
const integer = (value: number) => Math.round(value).toLocaleString('en-GB')
const orDash = <T>(value: T | null | undefined, format: (present: T) => string) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
    ? '—'
    : format(value)

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

function apiSection(api: ApiReport): string[] {
  if ('skipped' in api) return [`Skipped: ${api.skipped}`]
  const { settings } = api
  const lines = [
    `wrk, ${settings.threads} threads, ${settings.connections} connections, ${settings.durationSeconds} s per run after ` +
      `${settings.warmupSeconds} s of warm-up; median of ${settings.runs} run${settings.runs === 1 ? '' : 's'}, API and plain ` +
      'runs interleaved. "Plain" is a bare node:http server sending the same status, headers and body bytes from memory.',
    '',
  ]
  const headline = api.endpoints.find((endpoint) => endpoint.isHeadline)
  if (headline) {
    lines.push(
      `**Headline: ${headline.label} (${headline.encoding}) runs at ${headline.ratio.toFixed(2)} × the plain node:http ceiling** ` +
        `(${integer(headline.api.medianRequestsPerSecond)} vs ${integer(headline.plain.medianRequestsPerSecond)} req/s).`,
      '',
    )
  }
  lines.push(
    '| Endpoint | Accept-Encoding | Body sent | API req/s | API p99 | Plain req/s | Plain p99 | API / plain |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
  )
  for (const endpoint of api.endpoints) {
    lines.push(
      `| ${endpoint.label}: \`GET ${endpoint.path}\` | ${endpoint.encoding} | ${kB(endpoint.bodyBytes)} (${endpoint.contentEncoding}) | ` +
        `${integer(endpoint.api.medianRequestsPerSecond)} | ${endpoint.api.medianP99Ms.toFixed(2)} ms | ` +
        `${integer(endpoint.plain.medianRequestsPerSecond)} | ${endpoint.plain.medianP99Ms.toFixed(2)} ms | ` +
        `**${endpoint.ratio.toFixed(2)}** |`,
    )
  }
  for (const note of api.notes) lines.push(`- ${note}`)
  return lines
}

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

function lighthouseSection(lighthouse: LighthouseReport): string[] {
  if ('skipped' in lighthouse) return [`Skipped: ${lighthouse.skipped}`]
  const lines = [
    `Lighthouse 12.8.2, default mobile run (simulated slow 4G, 4× CPU slowdown), Debian Chromium, a fresh browser per run; ` +
      `median of ${lighthouse.runsPerPage} run${lighthouse.runsPerPage === 1 ? '' : 's'} for each metric on its own.`,
    '',
    '| Page | Score | LCP | TBT | CLS | Transfer | JS transfer | Runs |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ]
  for (const page of lighthouse.pages) {
    lines.push(
      `| ${page.label} | ${pageCells(page.median)} | ${page.runs.length}/${lighthouse.runsPerPage} |`,
    )
  }
  for (const page of lighthouse.pages)
    for (const error of page.errors) lines.push(`- ${page.label} ${error}`)
  for (const note of lighthouse.notes) lines.push(`- ${note}`)
  return lines
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`)
const verdict = (holds: boolean) => (holds ? 'ok' : '**NO**')

/** Whether the mixed workload proved what it must: no error and every invariant holding. */
export function mixedIsCorrect(mixed: MixedReport): boolean {
  if ('skipped' in mixed) return true
  return mixed.errors.length === 0 && mixed.invariants.every((check) => check.holds)
}

export function mixedSection(mixed: MixedReport): string[] {
  if ('skipped' in mixed) return [`Skipped: ${mixed.skipped}`]
  const { settings, database, checkout, throughput } = mixed
  const errorCount = mixed.errors.reduce((sum, row) => sum + row.count, 0)
  const lines = [
    `${settings.shoppers} shoppers over ${settings.processes} processes of the built shop (round robin), ` +
      `${settings.durationSeconds} s measured after ${settings.warmupSeconds} s of warm-up; each pauses ` +
      `${settings.thinkMs.min}–${settings.thinkMs.max} ms between pages and ${Math.round(settings.buyShare * 100)} % of ` +
      'journeys end in a purchase through the Paystack sandbox. PostgreSQL: ' +
      `${database.origin}, ${database.version}, fsync ${database.fsync}, synchronous_commit ` +
      `${database.synchronousCommit}. The load generator (Node fetch, keep-alive) shares the machine's cores. ` +
      `Setup (not timed): ${mixed.setup.accounts} accounts in ${mixed.setup.seconds.toFixed(1)} s.`,
    '',
    `**Headline: checkout (${CHECKOUT_STEPS.join(' + ')}) p99 ${ms(checkout.p99Ms)}** against a goal of ` +
      `≤ ${checkout.goalP99Ms} ms: ${checkout.meetsGoal ? 'met' : '**MISSED**'} (p50 ${ms(checkout.p50Ms)}, ` +
      `${integer(checkout.purchases)} purchases). ` +
      `Errors: ${errorCount === 0 ? '0 (goal 0)' : `**${integer(errorCount)}** (goal 0)`}. ` +
      `Invariants: ${mixed.invariants.every((check) => check.holds) ? 'all hold' : '**BROKEN**'}.`,
    '',
    `Throughput: ${throughput.requestsPerSecond.toFixed(1)} req/s (${integer(throughput.requests)} requests), ` +
      `${throughput.purchasesPerSecond.toFixed(2)} purchases/s; per process ${mixed.perProcess.map(integer).join(' / ')} requests ` +
      '(no goal: this is what the shoppers asked for at the latency above; slower answers mean fewer requests).',
    '',
    '| Step | Requests | req/s | p50 | p99 | max | Errors | Goal |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
  ]
  for (const row of mixed.steps) {
    const goal =
      row.step === 'sandbox charge'
        ? "— (Paystack's part)"
        : `0 errors: ${verdict(row.errors === 0)}`
    lines.push(
      `| ${row.step} | ${integer(row.requests)} | ${row.perSecond.toFixed(1)} | ${ms(row.p50Ms)} | ` +
        `${ms(row.p99Ms)} | ${ms(row.maxMs)} | ${integer(row.errors)} | ${goal} |`,
    )
  }
  lines.push(
    `| **checkout** = ${CHECKOUT_STEPS.join(' + ')} | ${integer(checkout.purchases)} | ` +
      `${throughput.purchasesPerSecond.toFixed(2)} | ${ms(checkout.p50Ms)} | **${ms(checkout.p99Ms)}** | ` +
      `${ms(checkout.maxMs)} | — | p99 ≤ ${checkout.goalP99Ms} ms: ${checkout.meetsGoal ? 'ok' : '**MISSED**'} |`,
    '',
  )
  if (mixed.errors.length === 0) {
    lines.push('Errors by step and status (whole run, warm-up included): none.')
  } else {
    lines.push(
      'Errors by step and status (whole run, warm-up included; goal: none):',
      '',
      '| Step | Status | Count |',
      '|---|---|--:|',
      ...mixed.errors.map((row) => `| ${row.step} | ${row.status} | ${integer(row.count)} |`),
    )
  }
  lines.push(
    '',
    'Invariants, read from the database after both processes stopped (the bench’s accounts only):',
    '',
    '| Invariant | Expected | Found | Holds |',
    '|---|---|---|---|',
    ...mixed.invariants.map(
      (check) =>
        `| ${check.name} | ${check.expected} | ${check.actual} | ${verdict(check.holds)} |`,
    ),
  )
  if (mixed.cpu) lines.push('', cpuLine(mixed.cpu))
  for (const note of mixed.notes) lines.push(`- ${note}`)
  for (const profile of mixed.profiles ?? []) lines.push(...profileLines(profile))
  return lines
}

const cores = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(2))

/** Whether a slow figure is the shop's own work or a wait for a core. */
export function cpuLine(cpu: NonNullable<MeasuredMixed['cpu']>): string {
  const shop = cpu.shopProcesses.map((value, i) => `process ${i + 1} ${cores(value)}`).join(', ')
  return (
    `CPU in the measured window, in cores of ${cpu.cores}: shop ${shop}; load generator ` +
    `${cores(cpu.loadGenerator)}; everything else (PostgreSQL, other users) ${cores(cpu.everythingElse)}; ` +
    `idle ${cores(cpu.idle)}.`
  )
}

function profileLines(profile: NonNullable<MeasuredMixed['profiles']>[number]): string[] {
  const { summary } = profile
  return [
    '',
    `Where the time goes in shop process ${profile.process + 1} (\`${profile.file}\`, the whole life of the process): ` +
      `${integer(summary.busyMs)} ms busy of ${integer(summary.totalMs)} ms. Self time, busiest first:`,
    '',
    '| Function | Self | Share of busy |',
    '|---|--:|--:|',
    ...summary.top.map(
      (hot) =>
        `| \`${hot.name}\` | ${integer(hot.selfMs)} ms | ${(hot.share * 100).toFixed(1)} % |`,
    ),
  ]
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
