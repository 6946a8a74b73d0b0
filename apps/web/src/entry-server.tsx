import { AsyncLocalStorage } from 'node:async_hooks'
import { SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import { dehydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router'
import { App } from './app/app'
import {
  deepestHandle,
  isRouteHandle,
  renderHeadTags,
  resolveHead,
  type HeadContext,
  type RouteHandle,
} from './app/page-head'
import { firstLoadTags, pageChunkUrls, shellFilesOf, withoutShellTags } from './app/page-preloads'
import { loadPage, pageModulesOf, PageRoutes } from './app/page-router'
import { errorsToWire } from './app/query-errors'
import { appRoutes, areaModulesOf, NOT_FOUND_ROUTE_ID } from './app/router'
import { errorDetail } from './components/layout/error-page'
import { familyShopPath, productPath } from './config/paths'
import { COLLECTIONS, shelfShopPath } from './features/collections/collections'
import { setApiTransport } from './lib/api-client'
import { appConfigQueryOptions } from './lib/app-config'
import { STATE_ELEMENT_ID, serializeForScript, type PageState } from './lib/hydration'
import { createQueryClient } from './lib/query-client'
import clientManifest from 'virtual:client-manifest'
// The API's contract for its renderer: one definition, checked on both sides (decision 016).
import type {
  RenderedPage,
  RenderedRedirect,
  RendererOptions,
  StorefrontRenderer,
} from '@scentia/contracts/render'

/**
 * The storefront's server renderer (docs/product.md §8, decision 016): the matched routes' queries
 * run against the API in-process, React renders the page to HTML in the same declarative route
 * tree the browser hydrates (decision 036), and the page's data travels with it so the browser
 * hydrates without fetching it again.
 */

async function toHtml(element: React.ReactElement): Promise<string> {
  // React DOM's static render waits for every lazy piece and Suspense boundary, so the HTML is
  // whole and the render cache keeps one finished string a page (decision 028); renderToString
  // would leave a boundary's fallback for the browser to fill, and say so when hydrating.
  // Every boundary stays in place: past 12.8 kB React moves later ones to the end of the page
  // with an inline script to swap them in, which the shop's Content Security Policy refuses,
  // and a streamed reveal means nothing for a page sent whole (decision 036).
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

function fill(template: string, parts: { head: string; html: string; state: string }): string {
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => parts.state)
}

/** A route of the tree with its full path ('/' for the home page's index route). */
interface PlacedRoute {
  path: string
  hasOwnPath: boolean
  /** No parameter or splat on the way: one URL a crawler can be sent to. */
  isConstant: boolean
  handle: RouteHandle | undefined
}

/** Every route with its full path, parents before their children. */
function placeRoutes(
  routes: readonly RouteObject[],
  prefix = '',
  isConstant = true,
): PlacedRoute[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix
    // A parameter or the Not Found page's splat ('*') names no one page: robots.txt must never
    // say `Disallow: /*`, which shuts crawlers out of the whole shop.
    const constant = isConstant && !/[:*]/.test(route.path ?? '')
    const handle: unknown = route.handle
    const placed: PlacedRoute = {
      path: path || '/',
      hasOwnPath: route.path !== undefined,
      isConstant: constant,
      handle: isRouteHandle(handle) ? handle : undefined,
    }
    return [placed, ...placeRoutes(route.children ?? [], path, constant)]
  })
}

/** Path prefixes of the private pages (`noindex`), for robots.txt: a private area once. */
function privatePathsOf(placed: readonly PlacedRoute[]): string[] {
  const paths: string[] = []
  for (const { path, hasOwnPath, isConstant, handle } of placed) {
    const head = handle?.head
    const isPrivate = typeof head === 'object' && head.noindex === true
    const isInListedArea = paths.some((listed) => path.startsWith(`${listed}/`))
    if (isPrivate && hasOwnPath && isConstant && !isInListedArea) paths.push(path)
  }
  return paths
}

/**
 * The canonical URL of every public page with a path of its own, from the router: a page
 * served at two paths (/track and /orders/track) is listed once, at its canonical URL.
 */
function publicPathsOf(placed: readonly PlacedRoute[], origin: string): string[] {
  const paths = new Set<string>()
  for (const { path, isConstant, handle } of placed) {
    if (!isConstant || handle?.ssr !== true) continue
    const url = new URL(path, origin)
    const head = resolveHead(handle, { params: {}, url, queryClient: createQueryClient(), origin })
    if (head.noindex !== true) paths.add(head.canonical ?? path)
  }
  return [...paths]
}

/**
 * The API each render reads from. api-client's transport is one per module, and one Node process
 * may hold two API instances over this same module (the scale-out tests run two in-process): a
 * render must read its own instance's answers, never the last one created's, so the transport
 * looks up the render's own fetch.
 */
const renderFetch = new AsyncLocalStorage<RendererOptions['fetch']>()

export function createRenderer(options: RendererOptions): StorefrontRenderer {
  setApiTransport((url, init) => (renderFetch.getStore() ?? options.fetch)(url, init))
  // The head's scripts and stylesheet are written per page, in one order (page-preloads.ts).
  const shell = shellFilesOf(clientManifest)
  const template = withoutShellTags(options.template, shell)
  /** The router's pages, for robots.txt and the sitemap. */
  const pages = placeRoutes(appRoutes)

  function render(rawUrl: string): Promise<RenderedPage | RenderedRedirect> {
    return renderFetch.run(options.fetch, () => renderPage(rawUrl))
  }

  async function renderPage(rawUrl: string): Promise<RenderedPage | RenderedRedirect> {
    const url = new URL(rawUrl, options.origin)
    const queryClient = createQueryClient()
    // One attempt: a failure is rendered as the page's error state and never cached.
    queryClient.setDefaultOptions({ queries: { retry: false } })
    const matches = matchRoutes(appRoutes, url.pathname) ?? []
    const [outcome] = await Promise.all([
      loadPage(matches, url, queryClient),
      queryClient.query(appConfigQueryOptions()).catch(() => undefined),
    ])

    const handle = deepestHandle(matches.map((match): unknown => match.route.handle))
    const leaf = matches.at(-1)
    const headContext: HeadContext = {
      params: leaf?.params ?? {},
      url,
      queryClient,
      origin: options.origin,
    }
    // The page's own chunks load with the shell, not after it has run (decision 036), and the
    // requests come before the page's title and meta, as early in the document as they can.
    const head =
      firstLoadTags(
        shell,
        pageChunkUrls(clientManifest, [...areaModulesOf(matches), ...pageModulesOf(matches)]),
      ) + renderHeadTags(resolveHead(handle, headContext), headContext)

    if (handle?.ssr !== true) {
      // A page about the shopper (cart, account, console): the app shell, filled in the browser.
      return { status: 200, html: fill(template, { head, html: '', state: '' }), cacheable: true }
    }

    const notFound = leaf?.route.id === NOT_FOUND_ROUTE_ID || outcome.notFound
    const failed = outcome.error !== undefined
    const status = failed ? 500 : notFound ? 404 : 200

    const html = await toHtml(
      <StrictMode>
        <App
          queryClient={queryClient}
          router={
            <StaticRouter location={url.pathname + url.search}>
              <PageRoutes routes={appRoutes} queryClient={queryClient} outcome={outcome} />
            </StaticRouter>
          }
        />
      </StrictMode>,
    )
    // A page reads only what it shows (docs/product.md §11): a page of 24, a rail's four, a
    // product and its reviews. All of it travels in the state, so hydration fetches nothing.
    const state: PageState = {
      page: {
        notFound: outcome.notFound,
        ...(failed ? { error: errorDetail(outcome.error) } : {}),
      },
      queries: errorsToWire(dehydrate(queryClient)),
    }
    const stateTag = `<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeForScript(state)}</script>`
    const page = fill(template, { head, html, state: stateTag })
      // The content is here: the shell's "needs JavaScript" notice would only mislead.
      .replace(/<noscript class="app-shell-noscript"[\s\S]*?<\/noscript\s*>/, '')
    return { status, html: page, cacheable: !failed && handle.cache !== false }
  }

  return {
    render,
    sitemapPaths: () => [
      ...publicPathsOf(pages, options.origin),
      ...COLLECTIONS.map((collection) => shelfShopPath(collection)),
      ...SCENT_FAMILIES.map((family) => familyShopPath(family)),
    ],
    privatePaths: () => privatePathsOf(pages),
  }
}

export { productPath }
