import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { negotiateEncoding } from './prepared-response.js'

/**
 * Issue 9: one 15 KB Accept-Encoding header cost ~200 ms of CPU on the public catalogue route
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

/** The median time of `runs` calls of `task`, after a warm-up, in milliseconds. */
async function medianMs(task: () => unknown, runs = 7): Promise<number> {
  for (let i = 0; i < 2; i++) await task()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await task()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(runs / 2)] ?? Number.NaN
}

describe('Accept-Encoding costs what an ordinary header costs', () => {
  it('parses a hostile header as fast as an ordinary header of the same length', async () => {
    const repeat = (header: string) => () => {
      for (let i = 0; i < 5; i++) negotiateEncoding(header, both)
    }
    const ordinary = await medianMs(repeat(ordinaryLong))
    const attack = await medianMs(repeat(hostile))
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

    it('answers a hostile header about as fast as a browser’s', async () => {
      const first = await fetchCatalogue(hostile)()
      expect(first.statusCode).toBe(200)
      expect(first.headers['content-encoding']).toBeUndefined()

      const ordinary = await medianMs(fetchCatalogue('gzip, deflate, br'))
      const attack = await medianMs(fetchCatalogue(hostile))
      expect(attack).toBeLessThan(Math.max(ordinary, 0.5) * 5)
    })
  })
})
