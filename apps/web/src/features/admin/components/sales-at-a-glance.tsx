import {
  addDays,
  groupByWeek,
  lagosDay,
  PAYMENT_METHOD_LABELS,
  resolveSalesRange,
  SALES_RANGE_LABELS,
  SALES_RANGES,
  salesDayLabel,
  type SalesQuery,
  type SalesRangeName,
  type SalesSummary,
} from '@scentia/domain/admin/sales'
import { formatNaira } from '@scentia/domain/money/format'
import { lazy, Suspense, useId, useState, type ReactNode, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/form-field'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'
import { downloadOrdersCsv, useAdminSales } from '../api/admin-sales'

// uPlot is the console's alone: its own chunk, loaded when the chart is drawn, never in the
// shopper's bundle (docs/decisions/047-sales-dashboard.md).
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }))

/**
 * Sales at a glance (docs/product.md §11): a range of Lagos days, its revenue, orders and average
 * order value, the chart with its numbers as a table, best sellers, payments by method, refunds
 * and recovered checkouts, and the range's orders as CSV.
 */
export function SalesAtAGlance() {
  const [query, setQuery] = useState<SalesQuery>({ range: '7d' })
  const sales = useAdminSales(query)
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="font-serif text-2xl">
          Sales at a glance
        </h2>
        {sales.data ? <ExportButton query={query} summary={sales.data} /> : null}
      </div>
      <RangePicker query={query} onChange={setQuery} />
      {sales.error ? (
        <LoadError error={sales.error} onRetry={() => void sales.refetch()} />
      ) : !sales.data ? (
        <ListSkeleton rows={4} />
      ) : (
        <div aria-busy={sales.isFetching} className={sales.isPlaceholderData ? 'opacity-60' : ''}>
          <SalesFigures summary={sales.data} />
        </div>
      )}
    </section>
  )
}

function RangePicker({
  query,
  onChange,
}: {
  query: SalesQuery
  onChange: (query: SalesQuery) => void
}) {
  const today = lagosDay(new Date())
  const [from, setFrom] = useState(query.from ?? addDays(today, -6))
  const [to, setTo] = useState(query.to ?? today)
  const [custom, setCustom] = useState(query.range === 'custom')
  const [problem, setProblem] = useState<string | null>(null)
  const errorId = useId()

  const choose = (range: SalesRangeName) => {
    setProblem(null)
    if (range === 'custom') {
      setCustom(true)
      return
    }
    setCustom(false)
    onChange({ range })
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const chosen: SalesQuery = { range: 'custom', from, to }
    const checked = resolveSalesRange(chosen, new Date())
    if (!checked.ok) {
      setProblem(checked.message)
      return
    }
    setProblem(null)
    onChange(chosen)
  }

  const selected: SalesRangeName = custom ? 'custom' : query.range
  return (
    <div className="mt-3">
      <fieldset>
        <legend className="sr-only">Range</legend>
        <div className="flex flex-wrap gap-2">
          {SALES_RANGES.map((range) => (
            <label
              key={range}
              className={`inline-flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-deep ${
                selected === range
                  ? 'border-ink bg-ink text-cream'
                  : 'border-line bg-white text-ink'
              }`}
            >
              <input
                type="radio"
                name="sales-range"
                value={range}
                className="sr-only"
                checked={selected === range}
                onChange={() => {
                  choose(range)
                }}
              />
              {SALES_RANGE_LABELS[range]}
            </label>
          ))}
        </div>
      </fieldset>
      {custom ? (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
          <label className="grid gap-1 text-sm font-medium">
            From
            <input
              type="date"
              className={`${inputClasses} w-40`}
              value={from}
              max={to}
              onChange={(event) => {
                setFrom(event.target.value)
              }}
              aria-describedby={problem ? errorId : undefined}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            To
            <input
              type="date"
              className={`${inputClasses} w-40`}
              value={to}
              min={from}
              onChange={(event) => {
                setTo(event.target.value)
              }}
              aria-describedby={problem ? errorId : undefined}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <Button type="submit" variant="outline">
            Show
          </Button>
          {problem ? (
            <p id={errorId} role="alert" className="w-full text-sm font-medium text-red-800">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}

function ExportButton({ query, summary }: { query: SalesQuery; summary: SalesSummary }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  return (
    <div className="flex items-center gap-3">
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          The download did not finish. Try again.
        </p>
      ) : null}
      <Button
        variant="outline"
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy')
          downloadOrdersCsv(query, summary).then(
            () => {
              setState('idle')
            },
            () => {
              setState('failed')
            },
          )
        }}
      >
        {state === 'busy' ? 'Preparing CSV…' : 'Download orders (CSV)'}
      </Button>
    </div>
  )
}

function rangeCaption(summary: SalesSummary): string {
  return summary.from === summary.to
    ? salesDayLabel(summary.from)
    : `${salesDayLabel(summary.from)} to ${salesDayLabel(summary.to)}`
}

function SalesFigures({ summary }: { summary: SalesSummary }) {
  const [byWeek, setByWeek] = useState(false)
  const weekly = byWeek && summary.days.length > 7
  const rows = weekly
    ? groupByWeek(summary.days).map((week) => ({
        label:
          week.day === week.to ? salesDayLabel(week.day) : `Week of ${salesDayLabel(week.day)}`,
        revenue: week.revenue,
        orders: week.orders,
      }))
    : summary.days.map((day) => ({
        label: salesDayLabel(day.day),
        revenue: day.revenue,
        orders: day.orders,
      }))
  const chartTitleId = useId()
  const { checkouts } = summary

  return (
    <>
      <p className="mt-3 text-sm text-muted">{rangeCaption(summary)} (Lagos time)</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Revenue" value={formatNaira(summary.revenue)} strong />
        <Figure label="Paid orders" value={String(summary.orders)} />
        <Figure label="Average order value" value={formatNaira(summary.average_order_value)} />
        <Figure
          label="Refunds"
          value={formatNaira(summary.refunds.amount)}
          note={`${summary.refunds.count} ${summary.refunds.count === 1 ? 'refund' : 'refunds'}`}
        />
        <Figure label="Returns" value={String(summary.returns.count)} />
        <Figure
          label="Checkouts recovered"
          value={String(checkouts.recovered)}
          note={`of ${checkouts.reminded} reminded`}
        />
      </dl>

      <figure
        className="mt-6 rounded-2xl border border-line bg-white p-4"
        aria-labelledby={chartTitleId}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <figcaption id={chartTitleId} className="font-medium">
            Revenue and orders {weekly ? 'by week' : 'by day'}
          </figcaption>
          {summary.days.length > 7 ? (
            <Button
              variant="ghost"
              aria-pressed={weekly}
              onClick={() => {
                setByWeek(!weekly)
              }}
            >
              {weekly ? 'Show by day' : 'Show by week'}
            </Button>
          ) : null}
        </div>
        <p className="mt-1 text-xs text-muted">
          <span
            className="mr-1 inline-block size-2.5 rounded-sm bg-gold align-middle"
            aria-hidden="true"
          />
          Revenue (left){' '}
          <span
            className="mr-1 ml-3 inline-block size-2.5 rounded-full bg-ink align-middle"
            aria-hidden="true"
          />
          Orders (right)
        </p>
        <div className="mt-2">
          <Suspense fallback={<div className="h-60 animate-pulse rounded-xl bg-ink/[0.04]" />}>
            <SalesChart points={rows} />
          </Suspense>
        </div>
        <details className="mt-1">
          <summary className="cursor-pointer py-3 text-sm font-medium underline decoration-gold underline-offset-4">
            The chart’s numbers
          </summary>
          <div className="mt-2 overflow-x-auto">
            <NumbersTable
              className="w-full text-sm"
              caption={`Revenue and orders ${weekly ? 'by week' : 'by day'}, ${rangeCaption(summary)}`}
              heads={[weekly ? 'Week' : 'Day', 'Orders', 'Revenue']}
              rows={rows.map((row) => ({
                key: row.label,
                cells: [row.label, row.orders, formatNaira(row.revenue)],
              }))}
            />
          </div>
        </details>
      </figure>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <RankTable
          title="Top fragrances"
          head="Fragrance"
          rows={summary.top_fragrances.map((row) => ({ key: String(row.product_id), ...row }))}
        />
        <RankTable
          title="Top sizes"
          head="Size"
          rows={summary.top_sizes.map((row) => ({ key: row.size, name: row.size, ...row }))}
        />
        <section aria-labelledby={`${chartTitleId}-payments`}>
          <h3 id={`${chartTitleId}-payments`} className="font-medium">
            Payments started and paid
          </h3>
          <NumbersTable
            className="mt-2 w-full text-sm"
            heads={['Method', 'Started', 'Paid']}
            rows={summary.payments.map((row) => ({
              key: row.method,
              cells: [PAYMENT_METHOD_LABELS[row.method], row.started, row.paid],
            }))}
          />
        </section>
      </div>
    </>
  )
}

function Figure({
  label,
  value,
  note,
  strong = false,
}: {
  label: string
  value: string
  note?: string
  strong?: boolean
}) {
  return (
    <div
      className={`rounded-2xl p-4 ${strong ? 'bg-ink text-cream' : 'border border-line bg-white'}`}
    >
      <dt className={`text-sm ${strong ? 'text-cream/70' : 'text-muted'}`}>{label}</dt>
      <dd className="mt-1 font-serif text-2xl">{value}</dd>
      {note ? (
        <dd className={`text-sm ${strong ? 'text-cream/70' : 'text-muted'}`}>{note}</dd>
      ) : null}
    </div>
  )
}

function RankTable({
  title,
  head,
  rows,
}: {
  title: string
  head: string
  rows: { key: string; name: string; units: number; revenue: number }[]
}) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No sales in this range.</p>
      ) : (
        <NumbersTable
          className="mt-2 w-full text-sm"
          heads={[head, 'Sold', 'Revenue']}
          rows={rows.map((row) => ({
            key: row.key,
            cells: [row.name, row.units, formatNaira(row.revenue)],
          }))}
        />
      )}
    </section>
  )
}

/**
 * The console's tables of figures: a row heading, then two numbers right-aligned. The chart's
 * numbers, the best sellers and the payments share it so that they read alike.
 */
function NumbersTable({
  className,
  caption,
  heads,
  rows,
}: {
  className: string
  caption?: string
  heads: readonly [string, string, string]
  rows: { key: string; cells: readonly [ReactNode, ReactNode, ReactNode] }[]
}) {
  const [name, first, second] = heads
  return (
    <table className={className}>
      {caption === undefined ? null : <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr className="border-b border-line text-left text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            {name}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {first}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {second}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [label, one, two] }) => (
          <tr key={key} className="border-b border-line/60">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              {label}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{one}</td>
            <td className="py-2 text-right tabular-nums">{two}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
