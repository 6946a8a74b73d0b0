import { formatNaira } from '@scentia/domain/money/format'
import type { Product } from '@scentia/domain/catalog/product'
import type { ProductsPage } from '@scentia/domain/catalog/products-query'
import { lagosFeeLine } from '@scentia/domain/shipping/checkout-shipping'
import { DEFAULT_DELIVERY_RATES } from '@scentia/domain/shipping/delivery-rates'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/products.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { buildStorefront } from '../../test/storefront-build.js'
import { createOwner } from '../admin/admin-test-kit.js'
import { RENDER_HEADER } from './storefront.js'

/**
 * The storefront as a crawler sees it (docs/product.md §8): every public page's status,
 * head, content and JSON-LD, from the real build rendered by the real API.
 */
const ORIGIN = 'https://shop.example.ng'
const BROWSER = { 'accept-encoding': 'identity' }

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? 'null') as Record<string, unknown>,
  )
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)
  return match?.[1]
}

/** The page's state block (decision 016): the reads it was rendered from. */
function pageState(html: string) {
  return JSON.parse(
    /<script type="application\/json" id="scentia-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ??
      'null',
  ) as {
    queries: {
      queries: { queryKey: unknown[]; state: { data?: { products: Product[] } } }[]
    }
  }
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const rootMarkup = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ''
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

describe('server-rendered storefront', () => {
  let t: TestApp
  let dispose: () => Promise<void>
  let catalogue: Product[]
  let webRoot: string

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } })

  beforeAll(async () => {
    const build = await buildStorefront('storefront-test')
    dispose = () => build.dispose()
    webRoot = build.webRoot
    t = await buildTestApp({ webRoot: build.webRoot, publicUrl: ORIGIN })
    const list = await get('/api/user/product/list')
    catalogue = list.json<{ productList: Product[] }>().productList
  }, 240_000)

  afterAll(async () => {
    await t.close()
    await dispose()
  })

  it('renders the home page with its hero, products, head and Organization/WebSite JSON-LD', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="en-NG">/)
    expect(title(res.body)).toBe('Scentia — Find Your Signature Scent')
    expect(meta(res.body, 'description')).toBeTruthy()
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/" />`)
    expect(meta(res.body, 'og:title')).toBe('Scentia — Find Your Signature Scent')
    // A shared link to the shop shows bottles from its shelf (decision 025).
    const preview = new URL(meta(res.body, 'og:image') ?? '')
    expect(preview.origin).toBe(ORIGIN)
    expect(preview.pathname).toBe('/api/products/preview.png')
    expect(meta(res.body, 'og:image:alt')).toBeTruthy()
    const image = await get(`${preview.pathname}${preview.search}`)
    expect(image.headers['content-type']).toBe('image/png')
    // The page names its preview from the bottles it read (its best sellers' rail), no longer
    // from the whole catalogue; the API still draws its shelf from the whole list, so the two
    // versions can differ and the image is then kept an hour, not a day (decision 025).
    expect(image.headers['cache-control']).toMatch(
      /^public, max-age=(86400|3600, must-revalidate)$/,
    )
    const markup = decode(rootMarkup(res.body))
    expect(markup).toContain('<h1')
    const bestSeller = catalogue.find((product) => product.best_seller)
    expect(markup).toContain(bestSeller?.name)
    const [organization, website] = jsonLd(res.body)
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Scentia',
      url: `${ORIGIN}/`,
    })
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/shop?search={search_term_string}` },
      },
    })
    // The data the page was rendered from travels with it, so hydration fetches nothing again.
    expect(res.body).toContain('<script type="application/json" id="scentia-state">')
    expect(res.body).not.toContain('needs JavaScript for this page')
  })

  it('carries only what the page shows: its own reads in the state, never the catalogue list', async () => {
    const res = await get('/')
    const state = pageState(res.body)
    expect(state).not.toHaveProperty('catalogue')
    expect(res.body).not.toContain('rel="preload"')
    expect(res.body).not.toContain('/api/user/product/list')
    // The home page's rails: bounded reads of GET /api/products, four products each.
    const reads = state.queries.queries.filter((query) => query.queryKey[0] === 'products')
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads) {
      expect(read.queryKey[1]).toBe('page')
      expect(read.state.data?.products.length ?? 0).toBeLessThanOrEqual(4)
    }
  })

  it('renders /shop with the search, filter and sort of its URL (old names too)', async () => {
    const target = catalogue[0]
    if (!target) throw new Error('empty catalogue')
    const word = target.name.split(' ')[0] ?? target.name
    const res = await get(`/shop?search=${encodeURIComponent(word)}`)
    expect(res.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/shop?q=${encodeURIComponent(word).replace(/%20/g, '+')}" />`,
    )
    expect(res.statusCode).toBe(200)
    expect(decode(title(res.body) ?? '')).toBe(`Results for “${word}” · Scentia`)
    const markup = decode(rootMarkup(res.body))
    expect(markup).toContain(target.name)
    const unrelated = catalogue.find(
      (product) =>
        !`${product.name} ${product.brand} ${product.description} ${product.type}`
          .toLowerCase()
          .includes(word.toLowerCase()),
    )
    if (unrelated) expect(markup).not.toContain(`>${unrelated.name}<`)

    const woody = await get('/shop?family=Woody&sort=price_asc')
    expect(decode(title(woody.body) ?? '')).toBe('Woody fragrances · Scentia')
    expect(woody.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/shop?family=Woody&amp;sort=price_asc" />`,
    )
    const woodyLinks = catalogue
      .filter((product) => product.type === 'Woody')
      .sort((a, b) => a.price - b.price)
      .map((product) => `href="/shop/product/${product.productId}"`)
    const shown = rootMarkup(woody.body)
    const positions = woodyLinks.map((link) => shown.indexOf(link))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it('renders /shop?page=2 as the second page of 24, its own canonical URL, and no more', async () => {
    const second = (await get('/api/products?page=2')).json<ProductsPage>()
    const first = (await get('/api/products')).json<ProductsPage>()
    expect(second.products.length).toBeGreaterThan(0)
    const res = await get('/shop?page=2')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/shop?page=2" />`)
    expect(decode(title(res.body) ?? '')).toBe('All fragrances, page 2 · Scentia')
    const markup = rootMarkup(res.body)
    for (const product of second.products)
      expect(markup).toContain(`href="/shop/product/${product.productId}"`)
    for (const product of first.products)
      expect(markup).not.toContain(`href="/shop/product/${product.productId}"`)
    // Page links a browser without JavaScript can follow, both ways.
    expect(markup).toContain('href="/shop"')
    expect(markup).toContain(`aria-current="page"`)
    // One page's products in the state, not the catalogue: the page stays small however
    // large the shop grows (docs/product.md §11).
    const products = pageState(res.body).queries.queries.flatMap(
      (query) => query.state.data?.products ?? [],
    )
    expect(products).toHaveLength(second.products.length)
    expect(products.length).toBeLessThanOrEqual(24)
    expect(Buffer.byteLength(res.body)).toBeLessThan(150_000)
  })

  it('renders a product page with its details, Open Graph image and Product/Offer/Breadcrumb JSON-LD', async () => {
    // A fragrance sold in one size has one Offer; one with a sample offers each size (below).
    const product = catalogue.find((item) => item.stock > 0 && item.sizes.length === 1)
    if (!product) throw new Error('no product in stock')
    const path = `/shop/product/${product.productId}`
    const res = await get(path)
    expect(res.statusCode).toBe(200)
    expect(decode(title(res.body) ?? '')).toBe(`${product.name} by ${product.brand} · Scentia`)
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`)
    expect(meta(res.body, 'og:type')).toBe('product')
    // Previewers take raster images only: the art's 1200 × 630 PNG twin (decision 025).
    const preview = new URL(product.image.replace(/\.svg\?/, '.png?'), ORIGIN)
    expect(meta(res.body, 'og:image')).toBe(preview.toString())
    expect(meta(res.body, 'twitter:image')).toBe(preview.toString())
    expect(meta(res.body, 'twitter:card')).toBe('summary_large_image')
    expect(meta(res.body, 'og:image:type')).toBe('image/png')
    expect([meta(res.body, 'og:image:width'), meta(res.body, 'og:image:height')]).toEqual([
      '1200',
      '630',
    ])
    const image = await get(`${preview.pathname}${preview.search}`)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    const markup = decode(rootMarkup(res.body))
    for (const text of [
      product.name,
      product.brand,
      product.description,
      formatNaira(product.price),
    ]) {
      expect(markup).toContain(text)
    }
    expect(markup).toContain(product.notes.top[0])

    const [productLd, breadcrumbs] = jsonLd(res.body)
    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      brand: { '@type': 'Brand', name: product.brand },
      image: [new URL(product.image, ORIGIN).toString(), preview.toString()],
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
      },
    })
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    expect((breadcrumbs?.itemListElement as unknown[]).length).toBe(4)
  })

  it('gives a product page without JavaScript the fee table’s Lagos line, never a list stuck on Loading…', async () => {
    const product = catalogue.find((item) => item.stock > 0)
    if (!product) throw new Error('no product in stock')
    const markup = decode(rootMarkup((await get(`/shop/product/${product.productId}`)).body))
    const box = /aria-labelledby="delivery-heading"[\s\S]*?<\/section>/.exec(markup)?.[0] ?? ''
    expect(box).toContain('Delivery')
    expect(box).not.toContain('Loading…')
    expect(box).toContain('Checking the fee for your ward needs JavaScript.')
    expect(box).toContain(lagosFeeLine(product.price))
  })

  it('offers every size of a fragrance sold as a sample too, each with its own price and stock', async () => {
    const product = catalogue.find((item) => item.sizes.some((size) => size.isSample))
    if (!product) throw new Error('the seed should sell samples')
    const [productLd] = jsonLd((await get(`/shop/product/${product.productId}`)).body)
    expect(productLd?.offers).toHaveLength(product.sizes.length)
    expect(productLd?.offers).toEqual(
      expect.arrayContaining(
        product.sizes.map((size): unknown =>
          expect.objectContaining({
            '@type': 'Offer',
            name: size.label,
            price: size.price.toFixed(2),
            priceCurrency: 'NGN',
            availability:
              size.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          }),
        ),
      ),
    )
  })

  it.each([
    ['/collections', 'Collections · Scentia', 'Best sellers'],
    ['/about', 'About · Scentia', '<h1'],
    ['/contact', 'Contact · Scentia', '<h1'],
    ['/quiz', 'Perfume quiz · Scentia', 'Find your perfume match'],
    ['/track', 'Track your order · Scentia', '<form'],
    ['/returns', 'Returns and refunds · Scentia', 'What you can return'],
    ['/delivery', 'Delivery · Scentia', 'What delivery costs in Lagos'],
    ['/authenticity', 'Authenticity · Scentia', 'Batch codes'],
    ['/privacy', 'Privacy · Scentia', 'Nigeria Data Protection Act 2023'],
    ['/terms', 'Terms of sale · Scentia', 'Prices and payment'],
  ])('renders %s with its own title and content', async (url, expectedTitle, content) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(decode(title(res.body) ?? '')).toBe(expectedTitle)
    expect(meta(res.body, 'description')).toBeTruthy()
    expect(rootMarkup(res.body)).toContain(content)
  })

  it("lists every state's fee from the owner's table on /delivery, and re-renders it when the table changes", async () => {
    // FCT's default: ₦3,500 + ₦10 a km for 494 km, rounded up to ₦500 (decision 040).
    const before = rootMarkup((await get('/delivery')).body)
    expect(before).toContain('FCT')
    expect(before).toContain(formatNaira(8_500))
    const owner = await createOwner(t.app)
    const rates = {
      ...DEFAULT_DELIVERY_RATES,
      states: DEFAULT_DELIVERY_RATES.states.map((rate) =>
        rate.state === 'FCT' ? { ...rate, fee: 9_250, min_days: 3, max_days: 4 } : rate,
      ),
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery-rates',
      headers: owner.headers,
      payload: { rates },
    })
    expect(saved.statusCode).toBe(200)
    const after = rootMarkup((await get('/delivery')).body)
    expect(after).toContain(formatNaira(9_250))
    expect(after).toContain('3-4 business days')
  })

  it('answers unknown paths, unknown products and retired products with 404 and the Not Found page', async () => {
    const unknown = await get('/no-such-page')
    expect(unknown.statusCode).toBe(404)
    expect(decode(title(unknown.body) ?? '')).toBe('Fragrance Not Found · Scentia')
    expect(rootMarkup(unknown.body)).toContain('Fragrance Not Found')
    expect(meta(unknown.body, 'robots')).toBe('noindex')

    const missing = await get('/shop/product/no-such-fragrance')
    expect(missing.statusCode).toBe(404)
    expect(decode(rootMarkup(missing.body))).toContain("We couldn't find that fragrance")

    const retired = catalogue.at(-1)
    if (!retired) throw new Error('empty catalogue')
    expect((await get(`/shop/product/${retired.productId}`)).statusCode).toBe(200)
    await t.database.db
      .update(products)
      .set({ retiredAt: new Date(), updatedAt: new Date() })
      .where(eq(products.productId, retired.productId))
    t.app.products.invalidate()
    expect((await get(`/shop/product/${retired.productId}`)).statusCode).toBe(404)
    await t.database.db
      .update(products)
      .set({ retiredAt: null, updatedAt: new Date() })
      .where(eq(products.productId, retired.productId))
    t.app.products.invalidate()
  })

  it('serves private pages as the app shell, kept out of the index', async () => {
    const res = await get('/account/settings')
    expect(res.statusCode).toBe(200)
    expect(title(res.body)).toBe('Account Settings · Scentia')
    expect(meta(res.body, 'robots')).toBe('noindex')
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('id="scentia-state"')
  })

  it('caches a page per catalogue version with a strong ETag, and renders again when the catalogue changes', async () => {
    const product = catalogue.find((item) => item.stock > 0)
    if (!product) throw new Error('no product in stock')
    const path = `/shop/product/${product.productId}`
    const first = await get(path, { 'accept-encoding': 'br' })
    expect(first.headers['content-encoding']).toBe('br')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+-br"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect((await get(path, { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(
      304,
    )

    const newPrice = product.price + 1_000
    await t.database.db
      .update(products)
      .set({ price: newPrice, updatedAt: new Date() })
      .where(eq(products.productId, product.productId))
    t.app.products.invalidate()
    const changed = await get(path)
    expect(decode(rootMarkup(changed.body))).toContain(formatNaira(newPrice))
    expect((await get(path, { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(
      200,
    )
  })

  it('tells a loopback watcher which answers a render made, and nobody else', async () => {
    const [watched, forwarded] = catalogue.filter((item) => item.stock > 0).slice(-2)
    if (!watched || !forwarded) throw new Error('no products in stock')
    const watchedPath = `/shop/product/${watched.productId}`
    // inject's peer is 127.0.0.1: a scraper on the same machine, as /metrics allows.
    const first = await get(watchedPath)
    expect(first.statusCode).toBe(200)
    expect(first.headers[RENDER_HEADER]).toBe('rendered')
    const again = await get(watchedPath)
    expect(again.statusCode).toBe(200)
    expect(again.headers[RENDER_HEADER]).toBeUndefined()

    // A request a proxy forwarded may come from anyone: its miss renders, and says nothing.
    const outside = await get(`/shop/product/${forwarded.productId}`, {
      'x-forwarded-for': '203.0.113.9',
    })
    expect(outside.statusCode).toBe(200)
    expect(outside.headers[RENDER_HEADER]).toBeUndefined()
    expect(
      (await get(`/shop/product/${forwarded.productId}`)).headers[RENDER_HEADER],
    ).toBeUndefined()

    await t.database.db
      .update(products)
      .set({ price: watched.price + 500, updatedAt: new Date() })
      .where(eq(products.productId, watched.productId))
    t.app.products.invalidate()
    expect((await get(watchedPath)).headers[RENDER_HEADER]).toBe('rendered')
  })

  it("sends the build's scripts and stylesheet with the bytes compressed at build time", async () => {
    const html = (await get('/')).body
    const assets = [
      ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)"/g),
    ].map(([, href]) => href ?? '')
    expect(assets.some((href) => href.endsWith('.css'))).toBe(true)
    for (const href of assets) {
      const file = join(webRoot, href)
      if (!existsSync(`${file}.br`)) continue
      const br = await get(href, { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.rawPayload.equals(await readFile(`${file}.br`))).toBe(true)
      expect(br.headers.vary).toContain('accept-encoding')
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const gzip = await get(href, { 'accept-encoding': 'gzip' })
      expect(gzip.rawPayload.equals(await readFile(`${file}.gz`))).toBe(true)
      const plain = await get(href)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.rawPayload.equals(await readFile(file))).toBe(true)
    }
    // The shell's chunk at least is large enough to be compressed.
    expect(assets.filter((href) => existsSync(join(webRoot, `${href}.br`))).length).toBeGreaterThan(
      1,
    )
  })

  it("asks for the stylesheet, then the shell's chunk, then the page's own, each file once", async () => {
    const manifest = JSON.parse(
      await readFile(join(webRoot, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>
    const fileOf = (key: string | undefined) => `/${manifest[key ?? '']?.file ?? '?'}`
    const entry = manifest['index.html']
    const product = catalogue[0]
    if (!entry || !product) throw new Error('no entry in the manifest, or no product')
    const html = (await get(`/shop/product/${encodeURIComponent(product.productId)}`)).body
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
    const requests = [
      ...head.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g),
    ].map(([, url]) => url)
    // Lighthouse's simulation and a phone on HTTP/1.1 both open 6 connections: the largest
    // file must not be the one left waiting (decision 036, amendment "the head's order").
    expect(requests[0]).toMatch(/\.css$/)
    expect(requests[1]).toBe(fileOf(entry.imports?.[0]))
    expect(requests.indexOf(fileOf('src/app/routes/product.tsx'))).toBe(2)
    expect(requests.at(-1)).toBe(fileOf('index.html'))
    expect(new Set(requests).size).toBe(requests.length)
  })

  it('serves the files beside index.html, but never the template itself', async () => {
    const favicon = await get('/favicon.svg')
    expect(favicon.statusCode).toBe(200)
    expect(favicon.headers['cache-control']).toBe('no-cache')
    expect(favicon.body).toContain('<svg')
    const template = await get('/index.html')
    expect(template.body).not.toContain('<!--app-html-->')
  })

  it('serves a real robots.txt naming the sitemap, disallowing private paths but not pictures', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /checkout',
      'Disallow: /account/settings',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ]) {
      expect(res.body).toContain(line)
    }
    expect(res.body).not.toContain('Disallow: /shop')
    // The pictures the pages point at (JSON-LD, link previews) stay crawlable, before the API's
    // Disallow for crawlers that take the first matching rule.
    const allowArt = res.body.indexOf('Allow: /api/products/art/')
    expect(allowArt).toBeGreaterThan(0)
    expect(res.body.indexOf('Allow: /api/products/photos/')).toBeGreaterThan(0)
    expect(allowArt).toBeLessThan(res.body.indexOf('Disallow: /api/'))
    // The Not Found page's splat is no private page: `Disallow: /*` would shut out the whole shop.
    expect(res.body).not.toContain('Disallow: /*')
  })

  it('lists every product, shelf and content page in sitemap.xml with lastmod from the data', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) =>
      loc?.replace(/&amp;/g, '&'),
    )
    for (const product of catalogue)
      expect(locs).toContain(`${ORIGIN}/shop/product/${product.productId}`)
    for (const path of [
      '/',
      '/shop',
      '/collections',
      '/about',
      '/contact',
      '/quiz',
      '/track',
      '/returns',
      '/delivery',
      '/authenticity',
      '/privacy',
      '/terms',
      '/shop?sort=bestsellers',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`)
    }
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
  })
})
