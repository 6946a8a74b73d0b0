import { CHECKOUT_STEPS } from './mixed-stats.js'
import type { MixedReport } from './mixed-workload.js'
import { type RenderBudget, WATCH_ROUND_MS } from './page-watch-stats.js'
import { integer } from './report-format.js'

/** Section 4 of the report: the mixed workload on PostgreSQL (bench/README.md). */
type MeasuredMixed = Exclude<MixedReport, { skipped: string }>

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
      `Invariants: ${mixed.invariants.every((check) => check.holds) ? 'all hold' : '**BROKEN**'}. ` +
      `Re-renders of pages not showing a bought product: ${integer(mixed.pageRenders.rows[0]?.reRenders ?? 0)} — ` +
      `${RENDER_VERDICT[mixed.pageRenders.verdict]}.`,
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
  lines.push('', ...renderLines(mixed.pageRenders))
  if (mixed.cpu) lines.push('', cpuLine(mixed.cpu))
  for (const note of mixed.notes) lines.push(`- ${note}`)
  for (const profile of mixed.profiles ?? []) lines.push(...profileLines(profile))
  return lines
}

const RENDER_VERDICT: Record<RenderBudget['verdict'], string> = {
  ok: 'ok',
  MISSED: '**MISSED**',
  BLIND:
    '**BLIND** (the watcher saw no render at all, or watched no such page: this 0 proves nothing)',
}

/**
 * The catalogue's last budget (decision 032): a purchase re-renders no page that does not show
 * the bought product. Counted by the page watcher, beside the control that proves it sees one.
 */
export function renderLines(budget: RenderBudget): string[] {
  const [unbought, control] = budget.rows
  const reRenders = unbought?.reRenders ?? 0
  return [
    `Pages re-rendered by the purchases (a watcher asked both processes for each page as a phone does, ` +
      `about every ${WATCH_ROUND_MS / 1000} s, from loopback; a render is the shop's own \`X-Scentia-Render\` header). ` +
      `First requests, before the shoppers, that rendered: ${integer(budget.firstRenders)} of ` +
      `${integer(budget.firstRequests)}.`,
    '',
    '| Pages watched | Pages | Requests | Renders after the first | Not 200 | Budget |',
    '|---|--:|--:|--:|--:|---|',
    ...budget.rows.map((row) => {
      const goal =
        row === unbought
          ? `re-renders of pages not showing a bought product: ${integer(reRenders)} — ${RENDER_VERDICT[budget.verdict]}`
          : `control: > 0 when a bought product's page moved (${integer(control?.reRenders ?? 0)})`
      return (
        `| ${row.kind} | ${integer(row.pages)} | ${integer(row.requests)} | ${integer(row.reRenders)} | ` +
        `${integer(row.notOk)} | ${goal} |`
      )
    }),
  ]
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
