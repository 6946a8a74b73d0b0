import { describe, expect, it } from 'vitest'
import { firstLoadOverBudget, moduleScriptUrls, type ServedFirstLoad } from './first-load.js'

describe('moduleScriptUrls', () => {
  it('reads module scripts and modulepreloads, same origin, each once, in order', () => {
    const html = `<!doctype html><html lang="en-NG"><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="stylesheet" href="/assets/index-123.css">
      <link href="/assets/shop-page-9f.js" rel="modulepreload" />
      <script src="/assets/legacy.js"></script>
      <script type="module" src="https://js.paystack.co/v2/inline.js"></script>
      <link rel="modulepreload" href="/assets/vendor-def.js">
      <script type="application/ld+json">{"@type":"WebSite"}</script>
    </head><body><div id="root"></div></body></html>`
    expect(moduleScriptUrls(html)).toEqual([
      '/assets/index-abc.js',
      '/assets/vendor-def.js',
      '/assets/shop-page-9f.js',
    ])
  })

  it('finds nothing in a page without module scripts', () => {
    expect(moduleScriptUrls('<html><body><p>Hello</p></body></html>')).toEqual([])
  })
})

describe('firstLoadOverBudget', () => {
  const page = (path: string, gzipBytes: number): ServedFirstLoad => ({
    path,
    source: 'served HTML',
    files: ['assets/index.js'],
    gzipBytes,
    budgetGzipBytes: 110_000,
    isOverBudget: gzipBytes > 110_000,
    htmlGzipBytes: 9_000,
  })

  it('says which page is over the budget, and by how much', () => {
    expect(firstLoadOverBudget([page('/', 110_000), page('/shop', 141_800)])).toEqual([
      'First-load JS of /shop is 141.8 kB gzip, 31.8 kB over its budget of 110.0 kB.',
    ])
  })

  it('passes pages at or under the budget', () => {
    expect(firstLoadOverBudget([page('/', 99_000), page('/shop', 110_000)])).toEqual([])
  })
})
