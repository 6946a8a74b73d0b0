import { describe, expect, it } from 'vitest'
import { parseWrkOutput } from './wrk.js'

const output = (lines: {
  p50: string
  p99: string
  extra?: string
}) => `Running 10s test @ http://127.0.0.1:4000/api/user/product/list
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.41ms  602.13us  21.86ms   91.12%
    Req/Sec     7.30k   612.44     8.41k    73.50%
  Latency Distribution
     50%  ${lines.p50}
     75%    1.52ms
     90%    1.89ms
     99%  ${lines.p99}
  145321 requests in 10.00s, 1.02GB read
${lines.extra ?? ''}Requests/sec:  14530.27
Transfer/sec:    104.62MB
`

describe('parseWrkOutput', () => {
  it('reads req/s, request count and the latency percentiles', () => {
    expect(parseWrkOutput(output({ p50: '1.31ms', p99: '3.84ms' }))).toEqual({
      requestsPerSecond: 14530.27,
      p50Ms: 1.31,
      p99Ms: 3.84,
      requests: 145321,
      non2xx: 0,
      socketErrors: 0,
    })
  })

  it.each([
    ['812.00us', 0.812],
    ['3.84ms', 3.84],
    ['1.20s', 1200],
    ['1.00m', 60_000],
  ])('converts a p99 of %s to %d ms', (p99, expected) => {
    expect(parseWrkOutput(output({ p50: '1.00ms', p99 })).p99Ms).toBeCloseTo(expected, 6)
  })

  it('counts non-2xx answers and every kind of socket error', () => {
    const result = parseWrkOutput(
      output({
        p50: '1.00ms',
        p99: '2.00ms',
        extra:
          '  Socket errors: connect 0, read 2, write 1, timeout 4\n  Non-2xx or 3xx responses: 17\n',
      }),
    )
    expect(result.non2xx).toBe(17)
    expect(result.socketErrors).toBe(7)
  })

  it('refuses output it cannot read rather than report zeros', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /Could not read/,
    )
  })
})
