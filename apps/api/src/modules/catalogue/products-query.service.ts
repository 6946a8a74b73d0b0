import { GENDERS, INTENSITIES, SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import {
  DEFAULT_PER_PAGE,
  isOneTypoAway,
  productsQueryToSearchParams,
  searchWords,
  TYPO_MIN_WORD_LENGTH,
  type FacetCount,
  type ProductsFacets,
  type ProductsPage,
  type ProductsQuery,
} from '@scentia/domain/catalog/products-query'
import { PRICE_BANDS } from '@scentia/domain/catalog/search'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client.js'
import {
  createProductsSearchRepository,
  type ProductsSearch,
  type ProductsSearchRepository,
  type RawFacets,
} from './products-search.repository.js'
import type { ProductsService, QueryVersions, WishlistOptions } from './products.service.js'

/** GET /api/products (docs/product.md §11): one page of the catalogue, read from the database. */
export interface ProductsQueryService {
  productsPage(query: ProductsQuery, options?: WishlistOptions): Promise<ProductsPage>
}

export interface ProductsQueryServiceOptions {
  db: Db
  /**
   * The catalogue: the versions shared answers are kept under, and the products a page names,
   * read at their stamp with the shopper's wishlist marks (docs/decisions/059).
   */
  catalogue: Pick<ProductsService, 'queryVersions' | 'findProductsByIds'>
  repository?: ProductsSearchRepository
  /** Shared answers kept of each kind (`QUERY_ANSWERS_KEPT`); tests lower it. */
  answersKept?: number
}

/**
 * Filter-only pages and facet counts kept per process, each kind, the least recently asked going
 * first (docs/decisions/059): /shop's pages, chips and their combinations are a few hundred URLs
 * a day, and an old version's answers age out instead of piling up.
 */
export const QUERY_ANSWERS_KEPT = 256

/** What a query's facets and total are: the same for every sort and page of it. */
interface Counts {
  facets: ProductsFacets
  total: number
}

/** A page as every shopper shares it: which products, in order. */
interface PageIds {
  ids: number[]
}

/** Computes a shared answer on a miss; one promise per key, so a burst of misses runs it once. */
interface Compute<V> {
  compute: () => Promise<V>
}

function createAnswers<V extends object>(max: number): LRUCache<string, V, Compute<V>> {
  return new LRUCache<string, V, Compute<V>>({
    max,
    // lru-cache runs one fetch per key at a time and hands every concurrent caller its promise;
    // a rejected one is not kept, so the next request asks again.
    fetchMethod: (_key, _stale, { context }) => context.compute(),
    // A fetch still running when a burst of other queries evicts its key answers its callers
    // all the same (it is just not kept), instead of rejecting them with "evicted".
    ignoreFetchAbort: true,
  })
}

async function fetchShared<V extends object>(
  answers: LRUCache<string, V, Compute<V>>,
  key: string,
  compute: () => Promise<V>,
): Promise<V> {
  const value = await answers.fetch(key, { context: { compute } })
  // Undefined only when a fetch is aborted (a delete or eviction while it runs): ask directly.
  return value ?? compute()
}

/**
 * Whether an answer is shared by every shopper who asks it: filters, sorts and pages are a
 * small set, text (typed a letter at a time) and `ids` (one shopper's wishlist) are not, and
 * would push /shop's pages out of the cache.
 */
const isShared = (query: ProductsQuery) => query.q === null && query.ids === null

/**
 * The keys of a query's shared page and counts: under the versions of what they read (the page
 * of Bestsellers also reads the stock order), and the query's canonical form without its sort
 * and page for the counts, which every sort and page of it share.
 */
function answerKeys(query: ProductsQuery, versions: QueryVersions) {
  const pageVersion =
    query.sort === 'bestsellers' ? `${versions.matches}.${versions.stockOrder()}` : versions.matches
  const counted = productsQueryToSearchParams({
    ...query,
    sort: 'newest',
    page: 1,
    perPage: DEFAULT_PER_PAGE,
  })
  return {
    page: `${pageVersion}?${productsQueryToSearchParams(query).toString()}`,
    counts: `${versions.matches}?${counted.toString()}`,
  }
}

export function createProductsQueryService(
  options: ProductsQueryServiceOptions,
): ProductsQueryService {
  const repository = options.repository ?? createProductsSearchRepository(options.db)
  const { catalogue } = options
  const pages = createAnswers<PageIds>(options.answersKept ?? QUERY_ANSWERS_KEPT)
  const counts = createAnswers<Counts>(options.answersKept ?? QUERY_ANSWERS_KEPT)

  /**
   * The q words as a tsquery: every word must match (as a prefix, so the overlay finds what is
   * still being typed), or one of the catalogue's words it is one typo away from.
   */
  async function textQueryOf(q: string | null): Promise<string | null> {
    const words = searchWords(q ?? '')
    if (words.length === 0) return null
    // A word one typo away from a five-letter word has at least four letters.
    const typoWords = words.filter((word) => word.length >= TYPO_MIN_WORD_LENGTH - 1)
    const near = await repository.similarWords(typoWords)
    return words
      .map((word) => {
        const meant = near.filter((candidate) => isOneTypoAway(word, candidate))
        return `(${[`${word}:*`, ...meant].join(' | ')})`
      })
      .join(' & ')
  }

  async function searchOf(query: ProductsQuery): Promise<ProductsSearch> {
    const noteWords = searchWords(query.note ?? '')
    return {
      query,
      textQuery: await textQueryOf(query.q),
      // The note's words in a row, in the notes alone (weight B of the search document).
      noteQuery: noteWords.length === 0 ? null : noteWords.map((w) => `${w}:B`).join(' <-> '),
    }
  }

  async function countsOf(search: ProductsSearch): Promise<Counts> {
    const raw = await repository.facets(search)
    return { facets: facetsOf(raw), total: totalOf(search.query, raw) }
  }

  async function pageIdsOf(search: ProductsSearch): Promise<PageIds> {
    return { ids: await repository.pageIds(search) }
  }

  /**
   * The page's ids and its counts: a shared query's from the process's answers, kept under the
   * catalogue's versions read before the database is (so an answer is never older than its key),
   * the others from the database each time.
   */
  async function idsAndCounts(query: ProductsQuery): Promise<[PageIds, Counts]> {
    if (!isShared(query)) {
      const search = await searchOf(query)
      return Promise.all([pageIdsOf(search), countsOf(search)])
    }
    const keys = answerKeys(query, await catalogue.queryVersions())
    let search: Promise<ProductsSearch> | undefined
    const searched = () => (search ??= searchOf(query))
    return Promise.all([
      fetchShared(pages, keys.page, async () => pageIdsOf(await searched())),
      fetchShared(counts, keys.counts, async () => countsOf(await searched())),
    ])
  }

  return {
    async productsPage(query, options = {}) {
      const [{ ids }, { facets, total }] = await idsAndCounts(query)
      // Whole products as the catalogue holds them, at their stamp (a sale re-reads its product
      // alone), with this shopper's wishlist marks put on copies: never on what is shared.
      const products = await catalogue.findProductsByIds(ids, options)
      return { success: true, products, total, page: query.page, per_page: query.perPage, facets }
    },
  }
}

/**
 * Every product has one family, and the family facet counts with every other filter: so the
 * total is its chosen family's count, or all of them added up, without one more query.
 */
function totalOf(query: ProductsQuery, raw: RawFacets): number {
  const counts = query.family
    ? raw.family.filter((entry) => entry.value === query.family)
    : raw.family
  return counts.reduce((sum, entry) => sum + entry.count, 0)
}

function inOrder<V extends string>(values: readonly V[], counts: FacetCount[]): FacetCount<V>[] {
  const byValue = new Map(counts.map((entry) => [entry.value, entry.count]))
  return values.map((value) => ({ value, count: byValue.get(value) ?? 0 }))
}

function facetsOf(raw: RawFacets): ProductsFacets {
  return {
    family: inOrder(SCENT_FAMILIES, raw.family),
    gender: inOrder(GENDERS, raw.gender),
    brand: raw.brand,
    intensity: inOrder(INTENSITIES, raw.intensity),
    price_band: PRICE_BANDS.map(({ id, min, max }) => ({
      value: id,
      min,
      max,
      count: raw.priceBand.get(id) ?? 0,
    })),
  }
}
