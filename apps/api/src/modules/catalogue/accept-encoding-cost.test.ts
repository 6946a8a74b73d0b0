import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { negotiateEncoding } from './prepared-response.js'

/**
 * One 15 KB Accept-Encoding header cost ~200 ms of CPU on the public catalogue route
 * (a backtracking regex over `q=` followed by spaces). No wall-clock threshold here, which a
 * busy machine would break: each test compares the hostile header with an ordinary one, timed
 * the same way in the same process, and allows a generous ratio. The old parser failed these by
 * three orders of magnitude.
 */

const HEADER_BYTES = 15_000
/** The shape that made the old regex backtrack: a weight followed by a long run of spaces. */
const hostile = `gzip;q=${' '.repeat(HEADER_BYTES)}x`
/** As long, but nothing to backtrack over. */
const ordinaryLong = 'deflate, '.repeat(Math.ceil(HEADER_BYTES / 9))
const both = { br: true, gzip: true }

/**
 * Median times of `ordinary` and `attack`, in milliseconds, measured in alternation so a busy
 * machine slows both alike, after a warm-up.
 */
function medianPairMs(
  ordinary: () => unknown,
  attack: () => unknown,
  runs = 11,
): { ordinary: number; attack: number } {
  const time = (task: () => unknown) => {
    const start = performance.now()
    task()
    return performance.now() - start
  }
  time(ordinary)
  time(attack)
  const times = { ordinary: [] as number[], attack: [] as number[] }
  for (let i = 0; i < runs; i++) {
    times.ordinary.push(time(ordinary))
    times.attack.push(time(attack))
  }
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
  return { ordinary: median(times.ordinary), attack: median(times.attack) }
}

describe('Accept-Encoding costs what an ordinary header costs', () => {
  it('parses a hostile header as fast as an ordinary header of the same length', () => {
    const repeat = (header: string) => () => {
      for (let i = 0; i < 3; i++) negotiateEncoding(header, both)
    }
    const { ordinary, attack } = medianPairMs(repeat(ordinaryLong), repeat(hostile))
    // Linear parsing: the same length costs about the same. The old regex: ~1,000×.
    expect(attack).toBeLessThan(Math.max(ordinary, 0.2) * 10)
  })

  describe('on the public catalogue route', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await buildTestApp()
    })
    afterAll(() => t.close())

    const fetchCatalogue = (acceptEncoding: string) => () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/product/list',
        headers: { 'accept-encoding': acceptEncoding },
      })

    // The route's cost is the parser's, measured above; timing whole requests here compared two
    // noisy numbers on a busy machine (speed belongs to `npm run bench`). What the route must
    // do is use that parser: the hostile header is answered, uncompressed, and a browser's
    // header still gets brotli.
    it('answers a hostile header uncompressed, and a browser’s with brotli', async () => {
      const attack = await fetchCatalogue(hostile)()
      expect(attack.statusCode).toBe(200)
      expect(attack.headers['content-encoding']).toBeUndefined()

      const browser = await fetchCatalogue('gzip, deflate, br')()
      expect(browser.statusCode).toBe(200)
      expect(browser.headers['content-encoding']).toBe('br')
    })
  })
})
