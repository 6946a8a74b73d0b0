import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'

describe('storefront serving', () => {
  let t: TestApp
  let webRoot: string
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'scentia-web-'))
    await mkdir(path.join(webRoot, 'assets'))
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Scentia</title>')
    await writeFile(path.join(webRoot, 'assets', 'entry-abc123.js'), 'console.log(1)')
    t = await buildTestApp({ webRoot })
  })
  afterAll(async () => {
    await t.close()
    await rm(webRoot, { recursive: true, force: true })
  })

  it.each(['/', '/shop', '/shop/product/anything', '/account/settings', '/no/such/page'])(
    'answers the SPA path %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<title>Scentia</title>')
    },
  )

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves an asset written after start (a rebuild under a running server)', async () => {
    await writeFile(path.join(webRoot, 'assets', 'route-def456.js'), 'console.log(2)')
    const res = await t.app.inject({ method: 'GET', url: '/assets/route-def456.js' })
    expect(res.statusCode).toBe(200)
  })

  it('answers a missing asset with a plain 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).not.toContain('text/html')
  })

  it('keeps unknown API paths and non-GET methods as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/shop'],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
  })
})
