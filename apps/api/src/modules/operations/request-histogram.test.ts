import { Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { createRequestHistogram } from './request-histogram.js'

const NAME = 'http_request_duration_seconds'
const HELP = 'Time to answer an HTTP request, by method, route pattern and status code'
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

type Observation = [method: string, route: string, status: number, seconds: number]

/** The same observations through prom-client's own Histogram and through ours, as /metrics text. */
async function bothExpositions(observations: Observation[]) {
  const theirs = new Registry()
  const histogram = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  })
  const ours = new Registry()
  const requests = createRequestHistogram({ name: NAME, help: HELP, buckets: BUCKETS })
  ours.registerMetric(requests.metric)
  for (const [method, route, status, seconds] of observations) {
    histogram.labels(method, route, String(status)).observe(seconds)
    requests.observe(method, route, status, seconds)
  }
  return { expected: await theirs.metrics(), actual: await ours.metrics() }
}

describe('the request histogram (docs/decisions/050, 2026-11-29)', () => {
  it('writes exactly what prom-client’s Histogram writes for the same requests', async () => {
    const { expected, actual } = await bothExpositions([
      ['GET', '/api/user/product/list', 200, 0.0004],
      ['GET', '/api/user/product/list', 200, 0.005], // on a bound: counted in that bucket
      ['GET', '/api/user/product/list', 304, 0.0001],
      ['HEAD', '/api/user/product/list', 200, 0.002],
      ['POST', '/api/orders', 201, 0.3],
      ['GET', '/api/product/:productId', 404, 0.011],
      ['GET', 'unmatched', 404, 0],
      ['OTHER', '/*', 200, 12.5], // above every bound: only in +Inf, the sum and the count
      ['GET', '/api/user/product/list', 200, 0.1 + 0.2], // a sum that is not a round figure
      ['GET', '/shop/"quoted"\\path', 200, 0.02], // escaped as prom-client escapes label values
    ])
    expect(actual).toBe(expected)
    // Not two empty texts: the series and their buckets are there.
    expect(actual).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/user/product/list",status_code="200"} 2',
    )
    expect(actual).toContain(
      'http_request_duration_seconds_count{method="OTHER",route="/*",status_code="200"} 1',
    )
  })

  it('writes the same header lines as prom-client before anything is observed', async () => {
    const { expected, actual } = await bothExpositions([])
    expect(actual).toBe(expected)
    expect(actual).toContain(`# TYPE ${NAME} histogram`)
  })

  it('keeps one series per method, route and status, however its observer is reached', async () => {
    const requests = createRequestHistogram({ name: NAME, help: HELP, buckets: BUCKETS })
    const observe = requests.observer('GET', '/shop', 200)
    // Resolved once: the same observer again, so a caller may keep it.
    expect(requests.observer('GET', '/shop', 200)).toBe(observe)
    expect(requests.observer('GET', '/shop', 304)).not.toBe(observe)
    observe(0.001)
    observe(0.2)
    requests.observe('GET', '/shop', 200, 3)
    const registry = new Registry()
    registry.registerMetric(requests.metric)
    const text = await registry.metrics()
    expect(text).toContain(`${NAME}_count{method="GET",route="/shop",status_code="200"} 3`)
    expect(text).toContain(
      `${NAME}_bucket{le="0.25",method="GET",route="/shop",status_code="200"} 2`,
    )
    expect(text).toContain(`${NAME}_sum{method="GET",route="/shop",status_code="200"} 3.201`)
  })

  it('refuses a figure that is not a number, as prom-client does', () => {
    const requests = createRequestHistogram({ name: NAME, help: HELP, buckets: BUCKETS })
    expect(() => {
      requests.observe('GET', '/shop', 200, Number.NaN)
    }).toThrow(TypeError)
    expect(() => {
      requests.observe('GET', '/shop', 200, Number.POSITIVE_INFINITY)
    }).toThrow(TypeError)
  })
})
