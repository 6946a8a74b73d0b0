import type { QueryExecuteOptions } from '@tanstack/react-query'
import type { QueryDataReader } from '../lib/server-state'
import type { LinkPreviewImage } from '@scentia/domain/seo/link-preview'
import type { JsonLd } from '@scentia/domain/seo/structured-data'
import type { Params } from 'react-router'

/** What a page says about itself in `<head>` (docs/product.md §8). */
export interface PageHead {
  /** The whole title, brand included ("Collections · Scentia"). */
  title: string
  description: string
  /** Path (and canonical query) of the page's one URL; default: the path without its query. */
  canonical?: string
  /** The page's picture for link previews: root-relative or absolute, raster (decision 025). */
  image?: LinkPreviewImage
  imageAlt?: string
  type?: 'website' | 'product'
  jsonLd?: readonly JsonLd[]
  /** Private pages (account, checkout, console) are kept out of search results. */
  noindex?: boolean
}

export interface PageContext {
  params: Params
  url: URL
}

export interface HeadContext extends PageContext {
  /** Cached reads: the server's client, or the browser's page state or Query's cache. */
  queryClient: QueryDataReader
  /** The shop's public origin, for absolute URLs (PUBLIC_URL on the server, location on the client). */
  origin: string
}

/** Route metadata (React Router's `handle`), read by the server renderer and the client head. */
export interface RouteHandle {
  head: PageHead | ((context: HeadContext) => PageHead)
  /**
   * Rendered on the server: public pages whose content is the same for every visitor. Pages
   * about the shopper (cart, account, checkout, console) are served the app shell instead.
   */
  ssr?: boolean
  /** False when the page shows more than the catalogue (a shared wishlist): never cached. */
  cache?: false
  /**
   * The queries the page reads first: awaited before a server render, prefetched on the client
   * alongside the page's code. May load its own module first, so no page's API client lands in
   * the first-load bundle.
   */
  queries?: (context: PageContext) => PageQueries | Promise<PageQueries>
}

/** Any query's options; the loader only needs the key and the function. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of differently typed queries in one list
export type PageQueries = readonly QueryExecuteOptions<any, any, any, any, any>[]

export const SITE_DESCRIPTION =
  'Authentic designer and niche perfumes, delivered across Nigeria. Pay by card or transfer, delivered to your door.'

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'head' in value
}

/** The deepest matched route's handle: a page's own metadata wins over its layout's. */
export function deepestHandle(handles: readonly unknown[]): RouteHandle | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index]
    if (isRouteHandle(handle)) return handle
  }
  return undefined
}

export function resolveHead(handle: RouteHandle | undefined, context: HeadContext): PageHead {
  if (!handle) return { title: 'Scentia', description: SITE_DESCRIPTION }
  return typeof handle.head === 'function' ? handle.head(context) : handle.head
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside `<script type="application/ld+json">`: nothing in it may close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The `<head>` tags of a page, as HTML (the server renderer's only use). */
export function renderHeadTags(head: PageHead, context: HeadContext): string {
  const canonical = new URL(head.canonical ?? context.url.pathname, context.origin).toString()
  const image = head.image ? new URL(head.image.url, context.origin).toString() : undefined
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', 'Scentia'),
    meta('property', 'og:locale', 'en_NG'),
    meta('property', 'og:type', head.type === 'product' ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    image ? meta('property', 'og:image', image) : '',
    head.image?.type ? meta('property', 'og:image:type', head.image.type) : '',
    head.image?.width ? meta('property', 'og:image:width', String(head.image.width)) : '',
    head.image?.height ? meta('property', 'og:image:height', String(head.image.height)) : '',
    image && head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : '',
    image && head.imageAlt ? meta('name', 'twitter:image:alt', head.imageAlt) : '',
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ]
  return tags.filter(Boolean).join('\n    ')
}
