/**
 * What the API asks of the storefront's server renderer (decision 016). The web app's server
 * entry (apps/web/src/entry-server.tsx) implements it and the API's storefront module calls it;
 * both import these types from here, so the compiler holds both sides to one contract
 * (docs/decisions/042).
 */
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

/** What the API knows of the moment a page is rendered. */
export interface RenderContext {
  /**
   * The catalogue version the page is rendered (and cached) under: the page names its
   * catalogue by it, `/api/user/product/list?v=…`, instead of carrying the list itself.
   */
  catalogueVersion: string
}

export interface StorefrontRenderer {
  render(url: string, context: RenderContext): Promise<RenderedPage | RenderedRedirect>
  /** Paths of the pages the sitemap lists besides products (home, shop, shelves, content). */
  sitemapPaths(): string[]
  /** Path prefixes of the private pages robots.txt disallows. */
  privatePaths(): string[]
}

export interface RendererOptions {
  /** The built index.html, with its `<!--app-…-->` markers. */
  template: string
  /** The shop's public origin (PUBLIC_URL), for canonical URLs and JSON-LD. */
  origin: string
  /** Answers `/api/…` requests in-process (the API's own routes, through Fastify's inject). */
  fetch: (url: string, init: RequestInit) => Promise<Response>
}
