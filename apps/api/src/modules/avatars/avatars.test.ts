import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /api/avatar/{seed}.svg', () => {
  it('renders an SVG with the background, cacheable for a year', async () => {
    const res = await get('/api/avatar/ada.svg?backgroundColor=d8e2dc')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body.startsWith('<svg')).toBe(true)
    expect(res.body).toContain('#d8e2dc')
  })

  it('gives the same picture for the same seed, and a different one for another', async () => {
    const a = await get('/api/avatar/ada.svg?backgroundColor=d8e2dc')
    const b = await get('/api/avatar/ada.svg?backgroundColor=d8e2dc')
    const c = await get('/api/avatar/chidi.svg?backgroundColor=d8e2dc')
    expect(a.body).toBe(b.body)
    expect(c.body).not.toBe(a.body)
  })

  it('normalises the seed as the domain rule says', async () => {
    const raw = await get('/api/avatar/Ada-Obi!.svg?backgroundColor=d8e2dc')
    const normal = await get('/api/avatar/adaobi.svg?backgroundColor=d8e2dc')
    expect(raw.body).toBe(normal.body)
  })

  it('uses the default cream without a colour, and refuses a malformed one', async () => {
    const plain = await get('/api/avatar/ada.svg')
    expect(plain.body).toContain('#f5efe6')
    const bad = await get('/api/avatar/ada.svg?backgroundColor=red;fill:url(x)')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      success: false,
      message: 'Please choose a valid background colour',
    })
  })

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/api/avatar/ada.svg')
    const again = await get('/api/avatar/ada.svg', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })
})
