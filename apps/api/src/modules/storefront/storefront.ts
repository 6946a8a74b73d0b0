import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { type PageDependencies, pageDependencies } from '@scentia/domain/seo/page-dependencies'
import { pageUrlOf } from '@scentia/domain/seo/page-url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { addressKey } from '../../plugins/rate-limit.js'
import { sendPrepared } from '../catalogue/index.js'
import { canReadMetrics } from '../operations/index.js'
import { robotsTxt, sitemapXml, type SitemapEntry } from './crawl-files.js'
import type { FastAnswer } from '../../plugins/fast-path.js'
import { type CachedPage, createPageCache } from './page-cache.js'
import {
  createPageRenders,
  DEFAULT_RENDER_LIMITS,
  type RenderLimits,
  type RenderOutcome,
} from './page-renders.js'
import { loadRenderer, type StorefrontRenderer } from './renderer.js'
import { readTemplate } from './template.js'

/**
 * Enough for every product, shelf and filter a shopper links to, bounded against invented URLs:
 * a product page is ~25 kB in its three encodings, so the byte bound binds only for big lists.
 */
const PAGE_CACHE_LIMITS = { maxEntries: 1_000, maxBytes: 96 * 1024 * 1024 }

/** A page's bytes may change with any purchase: the browser asks again, the ETag makes it a 304. */
const PAGE_CACHE_CONTROL = 'no-cache'

/**
 * On an answer that missed the page cache, what the miss became (rendered, failed, limited,
 * busy): what `scentia_storefront_renders_total` counts, told per request so a watcher can count
 * renders per page. Only to whoever may read /metrics (loopback, or METRICS_TOKEN): which pages
 * are cached is the shop's business. Hits carry nothing, so the fast path stays as it is
 * (decision 032, 2026-11-29).
 */
export const RENDER_HEADER = 'x-scentia-render'

export interface StorefrontOptions {
  webRoot: string | undefined
  /** PUBLIC_URL: the origin of canonical URLs, JSON-LD and the sitemap. */
  publicUrl: string
  /** What renders may cost (decision 028); tests make the limits small. */
  renderLimits?: Partial<RenderLimits> | undefined
  /** Tests wrap the loaded renderer to watch (and hold) the renders a flood causes. */
  wrapRenderer?: ((renderer: StorefrontRenderer) => StorefrontRenderer) | undefined
  /** The delivery table's version, for pages that show it (decision 040); none: never moves. */
  deliveryRatesVersion?:
    | {
        read(): Promise<string>
        /** The same while it is known without a read; undefined: `read` must. */
        now(): string | undefined
      }
    | undefined
}

/** Files at the top of the web build (not folders, not the template), read once at start. */
function rootFiles(webRoot: string): string[] {
  return readdirSync(webRoot, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'index.html')
    .map((entry) => entry.name)
}

/**
 * Serves the storefront (docs/product.md §2, §8): hashed assets for a year; public pages rendered on
 * the server and cached per URL and what they show of the catalogue (decision 032) with an ETag; private pages as the app
 * shell; `/robots.txt` and `/sitemap.xml`. Unknown /api paths, and everything when no
 * storefront is built, answer the JSON 404 of docs/product.md §S8.
 */
export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions) {
  const { webRoot } = options
  const hasStorefront = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'))
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      // Only /assets/ goes to the file system: a page URL that fell through to a wildcard file
      // lookup cost a stat and a readdir (the handler's spelling check) before every cached
      // page, six times the CPU of the page itself (profiled).
      root: path.join(webRoot, 'assets'),
      prefix: '/assets/',
      // Look files up per request rather than listing them at start, so a rebuilt storefront
      // is served without a restart (a listed set would 404 every new hashed chunk).
      wildcard: true,
      index: false,
      // The build writes each script's and stylesheet's brotli 11 and gzip 9 bytes beside it
      // (apps/web/build/precompressed-assets.ts): sent as they are, not compressed again per
      // request at @fastify/compress's brotli 4, which sent the first load larger (decision 036).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
    // The few unhashed files beside index.html (the favicon), each its own route. The template
    // is the renderer's; as a file it would show its placeholders.
    for (const file of rootFiles(webRoot)) {
      app.get(`/${file}`, (_request, reply) => reply.sendFile(file, webRoot))
    }
  }
  const loaded = hasStorefront ? await loadRenderer(app, webRoot, options.publicUrl) : undefined
  const renderer = loaded && options.wrapRenderer ? options.wrapRenderer(loaded) : loaded
  if (hasStorefront && !renderer) {
    app.log.warn('storefront: no server build (apps/web/dist-ssr); pages are served as the shell')
  }

  const cache = createPageCache(PAGE_CACHE_LIMITS)
  const renders = renderer
    ? createPageRenders({
        renderer,
        cache,
        counters: app.rateLimitCounters,
        metrics: app.metrics,
        log: app.log,
        limits: { ...DEFAULT_RENDER_LIMITS, ...options.renderLimits },
        catalogueVersion: () => app.products.catalogueVersion(),
      })
    : undefined

  // Read per answer, as sendFile read it: a rebuilt storefront is served without a restart.
  const sendShell = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readTemplate(webRoot) ?? '')

  /** The version of what a page shows: its cache entry is served only while it matches. */
  async function pageVersionOf(dependencies: PageDependencies): Promise<string> {
    // Kept until what the page shows moves: a purchase re-renders the bought fragrance's page,
    // not the shop (decision 032).
    const catalogueVersion = await app.products.pageVersion(dependencies)
    // A product page also shows the delivery table: an owner's save re-renders it (decision 040).
    return dependencies.showsDeliveryRates && options.deliveryRatesVersion
      ? `${catalogueVersion}.${await options.deliveryRatesVersion.read()}`
      : catalogueVersion
  }

  /** `pageVersionNow`'s last joined version per learned page; dropped with its lookup. */
  const joinedVersions = new WeakMap<
    PageDependencies,
    { catalogue: string; rates: string; version: string }
  >()

  /**
   * The same version when both parts are current in memory, with no read and no promise; else
   * undefined and `pageVersionOf` reads (decision 050, 2026-11-29: a cached page's hit).
   */
  function pageVersionNow(dependencies: PageDependencies): string | undefined {
    const catalogueVersion = app.products.pageVersionNow(dependencies)
    if (catalogueVersion === undefined) return undefined
    if (!dependencies.showsDeliveryRates || !options.deliveryRatesVersion) return catalogueVersion
    const ratesVersion = options.deliveryRatesVersion.now()
    if (ratesVersion === undefined) return undefined
    // Both parts come back as the same strings while they hold (products keeps its own per
    // page): the joined one is kept too, so a product page's hit builds no string.
    const held = joinedVersions.get(dependencies)
    if (held?.catalogue === catalogueVersion && held.rates === ratesVersion) return held.version
    const version = `${catalogueVersion}.${ratesVersion}`
    joinedVersions.set(dependencies, { catalogue: catalogueVersion, rates: ratesVersion, version })
    return version
  }

  /** A cached page's answer, the same on both paths (decision 050). */
  const pageAnswer = (page: CachedPage): FastAnswer => ({
    status: page.status,
    body: page.body,
    cacheControl: PAGE_CACHE_CONTROL,
  })

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!renders) return sendShell(reply)
    // The page the URL shows, whatever else its query carries: `/shop?utm_source=…` is a cache
    // hit on /shop, and an invented parameter never makes a render (decision 028).
    const url = pageUrlOf(request.url).renderUrl
    const dependencies = pageDependencies(url)
    const version = await pageVersionOf(dependencies)
    const cached = cache.get(url, version)
    const outcome: RenderOutcome = cached
      ? { kind: 'page', page: cached }
      : await renders.pageFor(url, version, addressKey(request))
    if (!cached && canReadMetrics(request, app.config.metricsToken)) {
      const isRender = outcome.kind === 'page' || outcome.kind === 'redirect'
      reply.header(RENDER_HEADER, isRender ? 'rendered' : outcome.kind)
    }
    switch (outcome.kind) {
      case 'page': {
        // The next request for this URL is answered before Fastify while the page stays
        // cached and current; a miss comes back here, to the render limits (decision 050).
        // Answered at once while the versions are current in memory; a read otherwise.
        const cachedAnswer = (version: string) => {
          const page = cache.get(url, version)
          return page && pageAnswer(page)
        }
        app.fastPath.learn(request, () => {
          const version = pageVersionNow(dependencies)
          return version === undefined
            ? pageVersionOf(dependencies).then(cachedAnswer)
            : cachedAnswer(version)
        })
        const answer = pageAnswer(outcome.page)
        reply.code(answer.status)
        return sendPrepared(request, reply, answer.body, answer)
      }
      case 'redirect':
        return reply.redirect(outcome.location, outcome.status)
      case 'limited': {
        // A 429 that a crawler or a script backs off from, carrying the shell, so a shopper who
        // shares an address with a flood (a carrier's NAT) still gets a shop that builds itself
        // in the browser. The shell is a file on disk: it costs no render.
        const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))
        reply.code(429).header('Retry-After', String(seconds))
        return sendShell(reply)
      }
      case 'busy':
      case 'failed':
        // The shell costs no render and the page's scripts build the page in the browser: a
        // shopper caught in someone else's flood, or by a rendering bug, still gets the shop.
        return sendShell(reply)
    }
  }

  if (renderer) {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(options.publicUrl, renderer.privatePaths())),
    )
    app.get('/sitemap.xml', async (_request, reply) => {
      const products = await app.products.sitemapProducts()
      const latest = products.reduce<string | undefined>(
        (max, product) => (!max || product.lastModified > max ? product.lastModified : max),
        undefined,
      )
      const catalogueDated = new Set(['/', '/shop', '/collections'])
      const entries: SitemapEntry[] = [
        ...renderer.sitemapPaths().map((pagePath) => ({
          path: pagePath,
          ...(latest && (catalogueDated.has(pagePath) || pagePath.startsWith('/shop?'))
            ? { lastModified: latest }
            : {}),
        })),
        ...products.map((product) => ({
          path: `/shop/product/${encodeURIComponent(product.productId)}`,
          lastModified: product.lastModified,
        })),
      ]
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(sitemapXml(options.publicUrl, entries))
    })
  }
  if (hasStorefront) {
    // The home page is a directory to the static handler (which would answer 403), not a file.
    app.get('/', servePage)
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    const isApi = url === '/api' || url.startsWith('/api/')
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD'
    if (hasStorefront && !isApi && isPageRequest) {
      // A missing hashed asset is a real 404, not the SPA (the browser would parse HTML as JS).
      if (url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found')
      return servePage(request, reply)
    }
    return reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: `No API route for ${request.method} ${url}`,
    })
  })
}
