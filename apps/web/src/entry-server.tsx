import { SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import { dehydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router'
import { App } from './app/app'
import { deepestHandle, renderHeadTags, resolveHead, type HeadContext } from './app/page-head'
import { errorsToWire } from './app/query-errors'
import { createRoutes, NOT_FOUND_ROUTE_ID, type PageLoaderData } from './app/router'
import { familyShopPath, productPath } from './config/paths'
import { COLLECTIONS } from './features/collections/collections'
import { setApiTransport } from './lib/api-client'
import { appConfigQueryOptions } from './lib/app-config'
import { STATE_ELEMENT_ID, serializeForScript, type PageState } from './lib/hydration'
import { createQueryClient } from './lib/query-client'
import { shopPath } from './config/paths'

/**
 * The storefront's server renderer (PRODUCT §8, decision 016): React Router's static handler
 * runs the page's loaders against the API in-process, React renders the page to HTML, and the
 * page's data travels with it so the browser hydrates without fetching it again.
 */

export interface RendererOptions {
  /** The built index.html, with its `<!--app-…-->` markers. */
  template: string
  /** The shop's public origin (PUBLIC_URL), for canonical URLs and JSON-LD. */
  origin: string
  /** Answers `/api/…` requests in-process (the API's own routes, through Fastify's inject). */
  fetch: (url: string, init: RequestInit) => Promise<Response>
}

export interface RenderedPage {
  status: number
  html: string
  /** Same for every visitor and depends only on the catalogue: the server may cache it. */
  cacheable: boolean
}

export interface RenderedRedirect {
  status: number
  location: string
}

export interface Renderer {
  render(url: string): Promise<RenderedPage | RenderedRedirect>
  /** Paths of the pages the sitemap lists besides products (home, shop, shelves, content). */
  sitemapPaths(): string[]
  /** Path prefixes of the private pages robots.txt disallows. */
  privatePaths(): string[]
}

async function toHtml(element: React.ReactElement): Promise<string> {
  // prerender waits for every lazy piece, so the HTML is whole (renderToString would leave a
  // Suspense boundary for the browser to fill, and say so as an error when hydrating).
  const { prelude } = await prerenderToNodeStream(element)
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

/** Every route's path (and its children's), for the private list of robots.txt. */
function collectNoindexPaths(routes: readonly RouteObject[], prefix = ''): string[] {
  const paths: string[] = []
  for (const route of routes) {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix
    const handle = route.handle as { head?: unknown } | undefined
    const head = handle?.head
    const isPrivate = typeof head === 'object' && head !== null && 'noindex' in head
    if (isPrivate && route.path && !route.path.includes(':')) paths.push(path)
    else if (route.children) paths.push(...collectNoindexPaths(route.children, path))
  }
  return paths
}

export function createRenderer(options: RendererOptions): Renderer {
  setApiTransport(options.fetch)
  const template = options.template

  async function render(rawUrl: string): Promise<RenderedPage | RenderedRedirect> {
    const url = new URL(rawUrl, options.origin)
    const queryClient = createQueryClient()
    // One attempt: a failure is rendered as the page's error state and never cached.
    queryClient.setDefaultOptions({ queries: { retry: false } })
    const handler = createStaticHandler(createRoutes(queryClient, { awaitData: true }))
    const [context] = await Promise.all([
      handler.query(new Request(url)),
      queryClient.query(appConfigQueryOptions()).catch(() => undefined),
    ])
    if (context instanceof Response) {
      return { status: context.status, location: context.headers.get('Location') ?? '/' }
    }

    const handle = deepestHandle(context.matches.map((match): unknown => match.route.handle))
    const leaf = context.matches.at(-1)
    const headContext: HeadContext = {
      params: leaf?.params ?? {},
      url,
      queryClient,
      origin: options.origin,
    }
    const head = renderHeadTags(resolveHead(handle, headContext), headContext)

    if (handle?.ssr !== true) {
      // A page about the shopper (cart, account, console): the app shell, filled in the browser.
      return { status: 200, html: fill(template, { head, html: '', state: '' }), cacheable: true }
    }

    const loaderData = Object.values(context.loaderData)
    const notFound =
      leaf?.route.id === NOT_FOUND_ROUTE_ID ||
      loaderData.some((data) => (data as PageLoaderData | null)?.notFound === true)
    const failed = context.errors !== null
    const status = failed ? context.statusCode : notFound ? 404 : 200

    const router = createStaticRouter(handler.dataRoutes, context)
    const html = await toHtml(
      <StrictMode>
        <App
          queryClient={queryClient}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StrictMode>,
    )
    const state: PageState = {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      queries: errorsToWire(dehydrate(queryClient, { shouldDehydrateQuery: () => true })),
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
      '/',
      '/shop',
      '/collections',
      '/about',
      '/contact',
      '/quiz',
      '/track',
      ...COLLECTIONS.map((collection) => shopPath(collection.criteria)),
      ...SCENT_FAMILIES.map((family) => familyShopPath(family)),
    ],
    privatePaths: () => collectNoindexPaths(createRoutes(createQueryClient(), { awaitData: true })),
  }
}

export { productPath }
