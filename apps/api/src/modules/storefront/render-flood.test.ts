import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { eventually } from '../../test/eventually.js'
import { buildStorefront } from '../../test/storefront-build.js'
import type { StorefrontRenderer } from '@scentia/contracts/render'

/**
 * The render cache cannot be flooded (decision 028, docs/security.md): invented query strings
 * are cache hits, one render is compressed once for everyone waiting on it, and a client
 * inventing URLs runs out of renders before the shop runs out of event loop. The real build,
 * rendered by the real API; renders counted by the API's own metrics. Run on PostgreSQL too.
 */
const ORIGIN = 'https://shop.example.ng'

/** The storefront's counters on this process's /metrics (loopback: inject's own address). */
async function renderMetrics(app: FastifyInstance) {
  const body = (await app.inject({ method: 'GET', url: '/metrics' })).body
  const read = (series: string) =>
    Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(body)?.[1] ?? '0')
  return {
    rendered: read('scentia_storefront_renders_total{outcome="rendered"}'),
    limited: read('scentia_storefront_renders_total{outcome="limited"}'),
    busy: read('scentia_storefront_renders_total{outcome="busy"}'),
    br: read('scentia_storefront_compressions_total{encoding="br"}'),
    gzip: read('scentia_storefront_compressions_total{encoding="gzip"}'),
  }
}

const canonical = (html: string) =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
/** The app shell: no markup in the root and no state, the page is built by its scripts. */
const isShell = (html: string) =>
  /<div id="root">(<!--app-html-->)?<\/div>/.test(html) && !html.includes('id="scentia-state"')

let build: { webRoot: string; dispose(): Promise<void> }
beforeAll(async () => {
  build = await buildStorefront('render-flood-test')
}, 240_000)
afterAll(async () => {
  await build.dispose()
})

describe('page cache keys and shared renders', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ webRoot: build.webRoot, publicUrl: ORIGIN })
  }, 60_000)
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string, ip = '198.51.100.1', encoding = 'identity') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': encoding, 'x-forwarded-for': ip },
    })

  it('serves /shop?utm_source=a and /shop?x=1 after /shop from the cache: no second render', async () => {
    const before = await renderMetrics(t.app)
    const shop = await get('/shop')
    expect(shop.statusCode).toBe(200)
    expect(canonical(shop.body)).toBe(`${ORIGIN}/shop`)
    for (const url of ['/shop?utm_source=a', '/shop?x=1', '/shop?utm_source=a&sort=newest&x=']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers.etag).toBe(shop.headers.etag)
    }
    expect((await renderMetrics(t.app)).rendered - before.rendered).toBe(1)
  })

  it('normalises the parameters a page reads: one render for every spelling of one shelf', async () => {
    const before = await renderMetrics(t.app)
    const woody = await get('/shop?family=woody&gender=Women')
    expect(woody.statusCode).toBe(200)
    expect(canonical(woody.body)).toBe(`${ORIGIN}/shop?family=Woody&gender=female`)
    for (const url of [
      '/shop?gender=female&family=Woody',
      '/shop?utm_campaign=eid&family=WOODY&gender=women&search=',
      '/Shop/?family=Woody&gender=female',
    ]) {
      expect((await get(url)).headers.etag).toBe(woody.headers.etag)
    }
    expect((await renderMetrics(t.app)).rendered - before.rendered).toBe(1)
  })

  it('renders 50 concurrent requests for one new URL once, and compresses it once per encoding', async () => {
    const before = await renderMetrics(t.app)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        get('/shop?search=oud&sort=price-asc', `198.51.100.${String(10 + (i % 5))}`, 'br'),
      ),
    )
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]))
    expect(new Set(answers.map((res) => res.headers['content-encoding']))).toEqual(new Set(['br']))
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1)
    const after = await renderMetrics(t.app)
    expect(after.rendered - before.rendered).toBe(1)
    expect(after.br - before.br).toBe(1)
    expect(after.gzip - before.gzip).toBe(1)
  })
})

describe('what one client can cost', () => {
  let t: TestApp
  let sibling: FastifyInstance
  beforeAll(async () => {
    const storefront = { renderLimits: { perClient: 4 } }
    t = await buildTestApp({ webRoot: build.webRoot, publicUrl: ORIGIN }, { storefront })
    // A second API process on the same database counts in the same limits (decision 009).
    sibling = await buildSiblingApp(t, { storefront })
  }, 60_000)
  afterAll(async () => {
    await sibling.close()
    await t.close()
  })

  const get = (app: FastifyInstance, url: string, ip: string) =>
    app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } })

  it('answers a client inventing URLs 429 (with the shell) once its renders are used up, on every process, while hits, another client and /api/health are served', async () => {
    const attacker = '203.0.113.66'
    const before = await renderMetrics(t.app)
    for (let i = 1; i <= 4; i++) {
      const app = i % 2 ? t.app : sibling
      expect((await get(app, `/shop?search=flood${String(i)}`, attacker)).statusCode).toBe(200)
    }
    for (const app of [t.app, sibling]) {
      const refused = await get(app, '/shop?search=flood5', attacker)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // The shell, not a render: a shopper behind the same address still gets a shop that
      // builds itself in the browser, and a crawler backs off.
      expect(refused.headers['content-type']).toMatch(/^text\/html/)
      expect(refused.body).toContain('<div id="root">')
      expect(refused.body).not.toContain('id="scentia-state"')
    }
    // Pages already rendered stay free for the same client; only renders are counted.
    expect((await get(t.app, '/shop?search=flood1', attacker)).statusCode).toBe(200)
    expect((await get(t.app, '/shop?search=flood1&utm_source=x', attacker)).statusCode).toBe(200)

    const shopper = await get(t.app, '/shop?search=rose', '203.0.113.7')
    expect(shopper.statusCode).toBe(200)
    expect(shopper.body).toContain('id="scentia-state"')
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)

    const after = await renderMetrics(t.app)
    expect(after.limited - before.limited).toBe(1)
  })
})

describe('renders across the process', () => {
  /** The real renderer, held at the gate of each render until the test lets it go. */
  let started = 0
  let running = 0
  let mostAtOnce = 0
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const watch = (renderer: StorefrontRenderer): StorefrontRenderer => ({
    ...renderer,
    async render(url, context) {
      started++
      running++
      mostAtOnce = Math.max(mostAtOnce, running)
      try {
        await held
        return await renderer.render(url, context)
      } finally {
        running--
      }
    },
  })

  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(
      { webRoot: build.webRoot, publicUrl: ORIGIN },
      { storefront: { renderLimits: { concurrency: 2, queue: 3 }, wrapRenderer: watch } },
    )
  }, 60_000)
  afterAll(async () => {
    release()
    await t.close()
  })

  it('runs a few renders at a time: a flood from many addresses past the queue gets the shell, and /api/health answers meanwhile', async () => {
    const flood = Array.from({ length: 20 }, (_, i) =>
      t.app.inject({
        method: 'GET',
        url: `/shop?search=wave${String(i)}`,
        headers: { 'x-forwarded-for': `192.0.2.${String(i + 1)}`, 'accept-encoding': 'identity' },
      }),
    )
    // Two renders hold their slots and three wait; the other fifteen are answered at once.
    await eventually(async () => {
      expect((await renderMetrics(t.app)).busy).toBe(15)
    }, 20_000)
    expect(started).toBe(2)
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)

    release()
    const answers = await Promise.all(flood)
    expect(answers.every((res) => res.statusCode === 200)).toBe(true)
    expect(answers.filter((res) => isShell(res.body))).toHaveLength(15)
    expect(answers.filter((res) => res.body.includes('id="scentia-state"'))).toHaveLength(5)
    expect(started).toBe(5)
    expect(mostAtOnce).toBe(2)
    expect((await renderMetrics(t.app)).rendered).toBe(5)
  })
})
