import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { exitedChildrenCpuSeconds, parseWrkOutput } from './load.js'

/** wrk's own text, then wrk-report.lua's JSON line, as `wrk --script bench/wrk-report.lua` prints them. */
const output = (fields: Record<string, unknown>) =>
  [
    'Running 10s test @ http://127.0.0.1:3102/api/user/product/list',
    '  1 threads and 20 connections',
    '  80432 requests in 10.00s, 1.61GB read',
    'Requests/sec:   8043.20',
    JSON.stringify({
      requests: 80432,
      durationUs: 10_000_000,
      bytes: 1_610_000_000,
      connectErrors: 0,
      readErrors: 0,
      writeErrors: 0,
      statusErrors: 0,
      timeouts: 0,
      p50Us: 2000,
      p99Us: 6500,
      ...fields,
    }),
    '',
  ].join('\n')

describe('parseWrkOutput', () => {
  it('reads req/s over the measured time, the request count and the latency percentiles', () => {
    expect(parseWrkOutput(output({ durationUs: 10_053_000 }))).toEqual({
      requestsPerSecond: 80432 / 10.053,
      p50Ms: 2,
      p99Ms: 6.5,
      requests: 80432,
      durationSeconds: 10.053,
      non2xx: 0,
      socketErrors: 0,
    })
  })

  it('counts error statuses, and connection, read and write errors and timeouts', () => {
    const result = parseWrkOutput(
      output({ statusErrors: 12, connectErrors: 1, readErrors: 2, writeErrors: 3, timeouts: 4 }),
    )
    expect(result.non2xx).toBe(12)
    expect(result.socketErrors).toBe(10)
  })

  it('fails loudly on output it cannot read', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:3102 Connection refused')).toThrow(
      /wrk's output/,
    )
    expect(() => parseWrkOutput(output({ requests: 'many' }))).toThrow(/requests/)
    expect(() => parseWrkOutput(output({ durationUs: 0 }))).toThrow(/no time/)
  })
})

describe('exitedChildrenCpuSeconds', () => {
  it.runIf(process.platform === 'linux')(
    "grows by a finished child's CPU time (how wrk's own cost is read)",
    () => {
      const before = exitedChildrenCpuSeconds()
      // A child that burns 0.3 s of CPU, however busy the machine is.
      execFileSync(process.execPath, [
        '-e',
        'while (process.cpuUsage().user < 300_000) Math.sqrt(Math.random())',
      ])
      const after = exitedChildrenCpuSeconds()
      expect(before).toBeTypeOf('number')
      expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(0.29)
    },
    // Node's start on 2 shared cores can take seconds; the figure checked is CPU time, not time.
    60_000,
  )
})
