import { readShopQuery, shopSearchParams } from '../catalog/shop-url'
import { TRACK_ID_PARAM, trackIdParam } from '../orders/order-id'
import { parseQuizParams, quizQueryString } from '../quiz/quiz-answers'

/**
 * Which page a public URL shows, written one way (decision 028). The server renders and caches a
 * page under its `renderUrl`, so `/shop?utm_source=x`, `/shop?x=1` and `/shop` are one render;
 * the page's `<link rel="canonical">` is its `canonicalUrl`.
 */
export interface PageUrl {
  /**
   * The path and the parameters the page reads, parsed the way the page parses them and written
   * in one order and spelling; everything else dropped. Rendering it gives the same page the
   * browser shows for the URL it was sent, so hydration agrees.
   */
  renderUrl: string
  /** The page's one URL for search engines and link previews. */
  canonicalUrl: string
}

/** The parameters of one page: how its render and its canonical URL are written from them. */
interface PageQuery {
  render(params: URLSearchParams): URLSearchParams
  canonical(params: URLSearchParams): URLSearchParams
  /** Where a page served at a second path (/orders/track) is canonical. */
  canonicalPath?: string
}

const NONE = () => new URLSearchParams()

/**
 * /shop reads GET /api/products' parameters (docs/product.md §11) with the API's own codec, old
 * names included, so the render URL and the page's read are one query. Each page of results is
 * its own canonical page (page 2 is not page 1), and so is each order: at 24 a page, another
 * sort shows other products.
 */
const shopQuery: PageQuery = {
  render: (params) => shopSearchParams(readShopQuery(params)),
  canonical: (params) => shopSearchParams(readShopQuery(params)),
}

/** /quiz opens on the results only for a whole set of answers: half a set is the quiz itself. */
const quizQuery: PageQuery = {
  render(params) {
    const answers = parseQuizParams(params)
    return new URLSearchParams(answers ? quizQueryString(answers) : '')
  },
  canonical: NONE,
}

/** /track fills its box with the order id of the link (the lookup runs in the browser). */
const trackQuery = (canonicalPath?: string): PageQuery => ({
  render(params) {
    const id = trackIdParam(params)
    return new URLSearchParams(id ? [[TRACK_ID_PARAM, id]] : [])
  },
  canonical: NONE,
  ...(canonicalPath ? { canonicalPath } : {}),
})

/**
 * The only public pages whose content depends on their query string, each with the parameters
 * it reads. Every other page is the same page whatever its query says (a mail link's `token`, a
 * payment's `reference` and campaign tags are read by scripts in the browser, if at all).
 */
const PAGE_QUERIES: Readonly<Record<string, PageQuery>> = {
  '/shop': shopQuery,
  '/quiz': quizQuery,
  '/track': trackQuery(),
  '/orders/track': trackQuery('/track'),
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * The render and canonical URLs of a path and its query string (with or without its '?').
 * Routes match paths without regard to case or a trailing slash, so `/Shop/` is /shop too.
 */
export function pageUrl(path: string, search: string | URLSearchParams = ''): PageUrl {
  const routePath = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path
  const page = PAGE_QUERIES[routePath]
  if (!page) return { renderUrl: path, canonicalUrl: path }
  const params = new URLSearchParams(search)
  return {
    renderUrl: withQuery(routePath, page.render(params)),
    canonicalUrl: withQuery(page.canonicalPath ?? routePath, page.canonical(params)),
  }
}

/** `pageUrl` of a request target as a server receives it: `/shop?search=rose`. */
export function pageUrlOf(target: string): PageUrl {
  const mark = target.indexOf('?')
  return mark === -1 ? pageUrl(target) : pageUrl(target.slice(0, mark), target.slice(mark + 1))
}
