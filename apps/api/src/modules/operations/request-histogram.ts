import type { Metric } from 'prom-client'

/** The labels of one request series, in the order prom-client's Histogram writes them. */
type RequestLabels = { method: string; route: string; status_code: string }
/** One line of the exposition as prom-client's Histogram `get()` gives it. */
interface ExposedValue {
  metricName: string
  labels: Partial<Record<keyof RequestLabels | 'le', string | number>>
  value: number
}

/** One observation into a series whose labels are already known. */
export type RequestObserver = (seconds: number) => void

/** One series: counts per bucket (not cumulative), the sum and the count, as prom-client keeps them. */
interface Series {
  labels: RequestLabels
  buckets: number[]
  sum: number
  count: number
  observe: RequestObserver
}

/**
 * `http_request_duration_seconds` with each series' counts held directly (docs/decisions/050,
 * amendment of 2026-11-29 08:22). prom-client's Histogram, even through a `labels()` child,
 * converts, validates and hashes the label set on every `observe`: on a cached hit that was a
 * tenth of the shop's own JavaScript. Here a caller resolves a series once (`observer`) and each
 * observation is a bucket search and three additions.
 *
 * The exposition is prom-client's: the registry formats what `get()` returns, which has the
 * shape its Histogram's `get()` has (the same names, label order, buckets, `+Inf`, `_sum` and
 * `_count`, series in the order first observed). `request-histogram.test.ts` compares the text
 * with a prom-client Histogram fed the same observations.
 */
export function createRequestHistogram(config: { name: string; help: string; buckets: number[] }) {
  const { name, help } = config
  // In the order given, searched first to last, as prom-client does.
  const bounds = [...config.buckets]
  /** method → status → route pattern → series: no key is built per request. */
  const byMethod = new Map<string, Map<number, Map<string, Series>>>()
  /** Every series in the order first observed, as prom-client lists them. */
  let all: Series[] = []

  function makeSeries(labels: RequestLabels): Series {
    const series: Series = {
      labels,
      buckets: bounds.map(() => 0),
      sum: 0,
      count: 0,
      observe(seconds) {
        // prom-client's own refusal, so a bad figure is the caller's bug, as it was before.
        if (!Number.isFinite(seconds)) {
          throw new TypeError(`Value is not a valid number: ${seconds}`)
        }
        // The first bound at or above the value; above every bound it is only counted (+Inf).
        for (let index = 0; index < bounds.length; index++) {
          if (seconds <= (bounds[index] as number)) {
            series.buckets[index] = (series.buckets[index] as number) + 1
            break
          }
        }
        series.sum += seconds
        series.count += 1
      },
    }
    return series
  }

  /** The series of one method, route pattern and status, made on its first use. */
  function observer(method: string, route: string, status: number): RequestObserver {
    let byStatus = byMethod.get(method)
    if (!byStatus) {
      byStatus = new Map()
      byMethod.set(method, byStatus)
    }
    let byRoute = byStatus.get(status)
    if (!byRoute) {
      byRoute = new Map()
      byStatus.set(status, byRoute)
    }
    let series = byRoute.get(route)
    if (!series) {
      series = makeSeries({ method, route, status_code: String(status) })
      byRoute.set(route, series)
      all.push(series)
    }
    return series.observe
  }

  function values(): ExposedValue[] {
    const rows: ExposedValue[] = []
    for (const { labels, buckets, sum, count } of all) {
      let cumulative = 0
      bounds.forEach((bound, index) => {
        cumulative += buckets[index] as number
        rows.push({
          metricName: `${name}_bucket`,
          labels: { le: bound, ...labels },
          value: cumulative,
        })
      })
      rows.push(
        { metricName: `${name}_bucket`, labels: { le: '+Inf', ...labels }, value: count },
        { metricName: `${name}_sum`, labels: { ...labels }, value: sum },
        { metricName: `${name}_count`, labels: { ...labels }, value: count },
      )
    }
    return rows
  }

  /**
   * What a registry reads: prom-client's registry formats any metric by its `get()`; its types
   * only name its own classes, hence the one cast.
   */
  const metric = {
    name,
    help,
    type: 'histogram' as const,
    aggregator: 'sum' as const,
    get: () =>
      Promise.resolve({ name, help, type: 'histogram', aggregator: 'sum', values: values() }),
    reset() {
      byMethod.clear()
      all = []
    },
  }

  return {
    observer,
    /** One observation; for a caller that meets each series rarely (Fastify's onResponse). */
    observe(method: string, route: string, status: number, seconds: number): void {
      observer(method, route, status)(seconds)
    },
    metric: metric as unknown as Metric,
  }
}

export type RequestHistogram = ReturnType<typeof createRequestHistogram>
