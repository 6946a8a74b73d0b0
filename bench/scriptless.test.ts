import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScriptlessShop, withoutAppScripts, type ScriptlessShop } from './scriptless.js'

const PAGE = `<!doctype html><html lang="en-NG"><head>
<script>document.documentElement.classList.add('js')</script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/compat-def.js">
<link rel="preload" href="/api/user/product/list?v=x" as="fetch" crossorigin="anonymous" fetchpriority="low" />
<link rel="stylesheet" crossorigin href="/assets/index-123.css">
</head><body><div id="root"><h1>Scentia</h1></div>
<script type="application/json" id="scentia-state">{"queries":[]}</script></body></html>`

describe('withoutAppScripts', () => {
  it('takes out module scripts and preloads, and keeps inline scripts, data blocks and the stylesheet', () => {
    const html = withoutAppScripts(PAGE)
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('rel="preload"')
    for (const kept of [
      "classList.add('js')",
      'application/ld+json',
      'id="scentia-state"',
      'rel="stylesheet"',
      '<h1>Scentia</h1>',
    ])
      expect(html).toContain(kept)
  })
})

describe('startScriptlessShop', () => {
  let shop: Server
  let scriptless: ScriptlessShop
  beforeAll(async () => {
    // A stand-in for the shop: a gzipped page and an asset, as the shop would send them.
    shop = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          etag: '"page"',
        })
        response.end(gzipSync(PAGE))
        return
      }
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'immutable' })
      response.end('export {}')
    })
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
    const { port } = shop.address() as AddressInfo
    scriptless = await startScriptlessShop(`http://127.0.0.1:${port}`)
  })
  afterAll(async () => {
    await scriptless.stop()
    await new Promise((resolve) => shop.close(resolve))
  })

  it('serves the page compressed as the shop did, without its scripts', async () => {
    const response = await fetch(`${scriptless.baseUrl}/`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('etag')).toBeNull()
    const html = await response.text()
    expect(html).toBe(withoutAppScripts(PAGE))
  })

  it('passes everything else through as the shop sent it', async () => {
    const response = await fetch(`${scriptless.baseUrl}/assets/index-abc.js`)
    expect(response.headers.get('cache-control')).toBe('immutable')
    expect(await response.text()).toBe('export {}')
  })
})
