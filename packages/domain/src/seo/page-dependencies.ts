import { readShopQuery } from '../catalog/shop-url'
import { parseQuizParams } from '../quiz/quiz-answers'
import { quizCandidateQueries } from '../quiz/score-products'

/**
 * What a public page shows of the catalogue (docs/decisions/032), read from its render URL
 * (`pageUrl`): the server keeps a rendered page until one of these moves, so a purchase
 * re-renders the bought fragrance's page, not the shop.
 *
 * Every page depends on the listing (`listingView` of each listed product, in order): the
 * lists, rails, similar scents and Not Found cards show it, and a page that shows none pays
 * only for the listing's rare moves.
 */
export interface PageDependencies {
  /** A product page: its own product, every field of it (stock, sizes and rating included). */
  productId?: string
  /**
   * The page reads GET /api/products sorted by `bestsellers`, which orders by stock
   * (docs/product.md §S9: "Bestsellers sorts by stock"), so a stock figure moving past another's
   * moves what it shows.
   */
  readsStockOrder: boolean
  /**
   * The page shows the owner's delivery table (docs/product.md §13, decision 040): the product
   * page's delivery box names the fees outside Lagos, and /delivery lists them, so a save of the
   * table moves both.
   */
  showsDeliveryRates?: boolean
}

const PRODUCT_PAGE = /^\/shop\/product\/([^/?]+)$/

/**
 * Pages whose shelves are best-seller reads whatever their URL says (docs/decisions/034): the
 * home page's Best sellers rail, and the Collections page's best-seller, gender and family
 * shelves. The web's router test holds these to the reads each page makes.
 */
const STOCK_ORDERED_PATHS = new Set(['/', '/collections'])

/** The dependencies of the page at `renderUrl` (already normalised by `pageUrl`). */
export function pageDependencies(renderUrl: string): PageDependencies {
  const mark = renderUrl.indexOf('?')
  const path = mark === -1 ? renderUrl : renderUrl.slice(0, mark)
  const product = PRODUCT_PAGE.exec(path)?.[1]
  if (product !== undefined) {
    return { productId: safelyDecoded(product), readsStockOrder: false, showsDeliveryRates: true }
  }
  if (STOCK_ORDERED_PATHS.has(path)) return { readsStockOrder: true }
  // The delivery policy lists the owner's fee and window for every state.
  if (path === '/delivery') return { readsStockOrder: false, showsDeliveryRates: true }
  const params = new URLSearchParams(mark === -1 ? '' : renderUrl.slice(mark + 1))
  // /shop is one page of GET /api/products, read from its URL as the page reads it.
  if (path === '/shop') return { readsStockOrder: readShopQuery(params).sort === 'bestsellers' }
  if (path === '/quiz') {
    // The results (a whole set of answers) are scored over best-seller reads.
    const answers = parseQuizParams(params)
    return {
      readsStockOrder:
        answers !== null &&
        quizCandidateQueries(answers).some((read) => read.sort === 'bestsellers'),
    }
  }
  return { readsStockOrder: false }
}

/** A malformed escape names no product: the page is the Not Found page, whatever it says. */
function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
