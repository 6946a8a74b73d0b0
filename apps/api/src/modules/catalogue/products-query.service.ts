import { GENDERS, INTENSITIES, SCENT_FAMILIES, type Product } from '@scentia/domain/catalog/product'
import {
  isOneTypoAway,
  searchWords,
  TYPO_MIN_WORD_LENGTH,
  type FacetCount,
  type ProductsFacets,
  type ProductsPage,
  type ProductsQuery,
} from '@scentia/domain/catalog/products-query'
import { PRICE_BANDS } from '@scentia/domain/catalog/search'
import type { Db } from '../../db/client.js'
import { prepareBytes } from './prepared-response.js'
import { renderProductArt } from './product-art.js'
import {
  createProductsSearchRepository,
  type ProductsSearch,
  type ProductsSearchRepository,
  type RawFacets,
} from './products-search.repository.js'
import { toWireProduct, type WishlistOptions } from './products.service.js'
import type { StoredProduct } from './products.repository.js'

/** GET /api/products (docs/product.md §11): one page of the catalogue, read from the database. */
export interface ProductsQueryService {
  productsPage(query: ProductsQuery, options?: WishlistOptions): Promise<ProductsPage>
}

export interface ProductsQueryServiceOptions {
  db: Db
  repository?: ProductsSearchRepository
}

export function createProductsQueryService(
  options: ProductsQueryServiceOptions,
): ProductsQueryService {
  const repository = options.repository ?? createProductsSearchRepository(options.db)

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

  return {
    async productsPage(query, { wishlistIds } = {}) {
      const noteWords = searchWords(query.note ?? '')
      const search: ProductsSearch = {
        query,
        textQuery: await textQueryOf(query.q),
        // The note's words in a row, in the notes alone (weight B of the search document).
        noteQuery: noteWords.length === 0 ? null : noteWords.map((w) => `${w}:B`).join(' <-> '),
      }
      const [rows, raw] = await Promise.all([repository.page(search), repository.facets(search)])
      const products = rows.map((row): Product => {
        const product = toWireProduct(row, artVersionOf(row))
        return wishlistIds?.has(product.id) ? { ...product, inWishlist: true } : product
      })
      return {
        success: true,
        products,
        total: totalOf(query, raw),
        page: query.page,
        per_page: query.perPage,
        facets: facetsOf(raw),
      }
    },
  }
}

/**
 * The `v` of the art's URL, as the catalogue service versions it (the first 12 characters of
 * the SVG's hash), so a page's image URLs are the ones the art route serves forever.
 */
function artVersionOf(row: StoredProduct): string {
  return prepareBytes(Buffer.from(renderProductArt(row), 'utf8'), 'image/svg+xml').hash.slice(0, 12)
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
