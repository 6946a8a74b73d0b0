import {
  DASHBOARD_P95_BUDGET_MS,
  DASHBOARD_YEAR_P95_BUDGET_MS,
  type DashboardReport,
} from './dashboard.js'
import { integer } from './report-format.js'

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`

/** Section 5 of the report: timings against the budget, then each query's plan per range. */
export function dashboardSection(report: DashboardReport): string[] {
  const lines = [
    `${integer(report.orders)} orders seeded over a year of Lagos days (bench/dashboard-seed.ts). ` +
      `Budget (docs/product.md §8), p95 on PostgreSQL: ≤ ${DASHBOARD_P95_BUDGET_MS} ms for a week or a month, ` +
      `≤ ${integer(DASHBOARD_YEAR_P95_BUDGET_MS)} ms for a year.`,
  ]
  for (const engine of report.engines) {
    lines.push('', `### ${engine.engine}`, '')
    if ('skipped' in engine) {
      lines.push(`Skipped: ${engine.skipped}`)
      continue
    }
    if ('error' in engine) {
      lines.push(`**Failed:** ${engine.error}`)
      continue
    }
    const { counts } = engine
    lines.push(
      `${engine.origin}. Seeded in ${engine.seedSeconds.toFixed(1)} s: ${integer(counts.orders)} orders, ` +
        `${integer(counts.lines)} lines, ${integer(counts.payments)} payments, ` +
        `${integer(counts.refunds)} refunds, ${integer(counts.returns)} returns.`,
      '',
      '| Request | Runs | p50 | p95 | Body | Budget |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
    )
    for (const timing of engine.timings) {
      const budget = engine.engine === 'PostgreSQL' ? timing.budgetMs : undefined
      const verdict =
        budget === undefined
          ? '—'
          : timing.p95Ms <= budget
            ? `ok (≤ ${integer(budget)} ms)`
            : `**OVER** ${integer(budget)} ms by ${ms(timing.p95Ms - budget)}`
      lines.push(
        `| ${timing.label} | ${timing.runs} | ${ms(timing.p50Ms)} | ${ms(timing.p95Ms)} | ` +
          `${integer(timing.bytes / 1000)} kB | ${verdict} |`,
      )
    }
    for (const { range, queries } of engine.plans) {
      lines.push('', `EXPLAIN (ANALYZE, BUFFERS), ${range}:`, '')
      lines.push('| Query | Time | Buffers hit / read | Plan |', '| --- | ---: | ---: | --- |')
      for (const query of queries) {
        lines.push(
          `| ${query.query} | ${ms(query.executionMs)} | ${integer(query.sharedHit)} / ${integer(query.sharedRead)} | ${query.nodes} |`,
        )
      }
    }
  }
  return lines
}
