import { describe, expect, it } from 'vitest'
import type { PreparedResponse } from '../catalogue/prepared-response.js'
import { type CachedPage, createPageCache, pageBytes } from './page-cache.js'

/** A page of `bytes` identity bytes (and no compressed copies). */
function page(bytes: number, version = 'v1'): CachedPage {
  const body: PreparedResponse = {
    contentType: 'text/html; charset=utf-8',
    hash: `h${String(bytes)}`,
    isFinal: true,
    identity: Buffer.alloc(bytes),
  }
  return { version, status: 200, body }
}

describe('the page cache, bounded by count and by bytes', () => {
  it('counts every encoding a page keeps', () => {
    const kept = page(1_000)
    kept.body.br = Buffer.alloc(100)
    kept.body.gzip = Buffer.alloc(150)
    expect(pageBytes(kept)).toBe(1_250)
  })

  it.each([
    // [limits, pages set in order, urls kept]
    [{ maxEntries: 3, maxBytes: 1_000 }, [100, 100, 100, 100], ['/b', '/c', '/d']],
    [{ maxEntries: 10, maxBytes: 1_000 }, [400, 400, 400], ['/b', '/c']],
    [{ maxEntries: 10, maxBytes: 1_000 }, [300, 1_001], ['/a']],
    [{ maxEntries: 10, maxBytes: 1_000 }, [300, 300, 1_000], ['/c']],
  ])('with %j, pages of %j bytes leave %j', (limits, sizes, kept) => {
    const cache = createPageCache(limits)
    const urls = sizes.map((_, i) => `/${String.fromCharCode(97 + i)}`)
    sizes.forEach((bytes, i) => {
      cache.set(urls[i] ?? '', page(bytes))
    })
    expect(urls.filter((url) => cache.get(url, 'v1'))).toEqual(kept)
    expect(cache.bytes).toBeLessThanOrEqual(limits.maxBytes)
  })

  it('frees a page’s bytes when it is replaced, dropped for a new version, or pushed out', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000 })
    cache.set('/a', page(600))
    cache.set('/a', page(300))
    expect(cache.bytes).toBe(300)
    expect(cache.get('/a', 'v2')).toBeUndefined()
    expect(cache.bytes).toBe(0)
    cache.set('/a', page(600))
    cache.get('/a', 'v1')
    cache.set('/b', page(300))
    cache.set('/c', page(300))
    // /a was the least recently used: it goes first.
    expect([cache.get('/a', 'v1'), cache.bytes]).toEqual([undefined, 600])
  })
})
