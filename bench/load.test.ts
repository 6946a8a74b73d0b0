import { describe, expect, it } from 'vitest'
import { parseAutocannonOutput } from './load.js'

/** The shape of `autocannon --json`, trimmed to what the bench reads and a little around it. */
const output = (fields: Record<string, unknown>) =>
  `Running 10s test @ http://127.0.0.1:4000/api/user/product/list\n${JSON.stringify({
    url: 'http://127.0.0.1:4000/api/user/product/list',
    requests: { average: 8043.2, mean: 8043.2, total: 80432, p50: 8100 },
    latency: { average: 2.1, p50: 2, p97_5: 5, p99: 6, max: 31 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    '2xx': 80432,
    ...fields,
  })}\n`

describe('parseAutocannonOutput', () => {
  it('reads req/s, request count and the latency percentiles', () => {
    expect(parseAutocannonOutput(output({}))).toEqual({
      requestsPerSecond: 8043.2,
      p50Ms: 2,
      p99Ms: 6,
      requests: 80432,
      non2xx: 0,
      socketErrors: 0,
    })
  })

  it('counts non-2xx answers, errors and timeouts', () => {
    const result = parseAutocannonOutput(output({ non2xx: 12, errors: 3, timeouts: 2 }))
    expect(result.non2xx).toBe(12)
    expect(result.socketErrors).toBe(5)
  })

  it('fails loudly on output it cannot read', () => {
    expect(() => parseAutocannonOutput('Error: connect ECONNREFUSED')).toThrow(/autocannon/)
    expect(() => parseAutocannonOutput(output({ requests: {} }))).toThrow(/requests.average/)
  })
})
