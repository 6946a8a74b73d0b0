import {
  MAX_BRAND_FACETS,
  type FacetCount,
  type ProductSort,
  type ProductsQuery,
} from '@scentia/domain/catalog/products-query'
import { PRICE_BANDS } from '@scentia/domain/catalog/search'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSearchWords } from '../../db/schema/product-search.js'
import { productSizes } from '../../db/schema/product-sizes.js'
import { products } from '../../db/schema/products.js'

// GET /api/products in the database (docs/product.md §11, docs/decisions/030): filters, sorts,
// pages, facet counts and text search over the products table, one page read at a time.

/** A query as the repository runs it: the text search already written as a tsquery. */
export interface ProductsSearch {
  query: ProductsQuery
  /** to_tsquery('simple', …) text of the q words and the words their typos could mean. */
  textQuery: string | null
  /** to_tsquery('simple', …) text of the note filter, restricted to the notes (weight B). */
  noteQuery: string | null
}

/** The filters a facet can leave out: each facet counts with every filter but its own. */
type FacetName = 'family' | 'gender' | 'brand' | 'intensity' | 'price_band'

export interface RawFacets {
  family: FacetCount[]
  gender: FacetCount[]
  brand: FacetCount[]
  intensity: FacetCount[]
  /** Counts per PRICE_BANDS id. */
  priceBand: Map<string, number>
}

export interface ProductsSearchRepository {
  /** Catalogue words within trigram reach of each of these words (the typo candidates). */
  similarWords(words: readonly string[]): Promise<string[]>
  /**
   * The ids of one page of products matching the search, in its sort: the products themselves
   * are the catalogue's (`findProductsByIds`), read at their stamp (docs/decisions/059).
   */
  pageIds(search: ProductsSearch): Promise<number[]>
  facets(search: ProductsSearch): Promise<RawFacets>
}

/** More near words than this for one typed word means the word is too short to guess from. */
const MAX_SIMILAR_WORDS = 50

/** Folded in the database too, as the documents are (unaccent knows letters NFD does not: ø, ß). */
const tsquery = (text: string) => sql`to_tsquery('simple', public.scentia_fold(${text}))`

/**
 * The docs/decisions/030 shelf: what /shop lists. It mirrors the domain's isOnShelf
 * (catalog/availability.ts), since a page cannot be cut from rows the database did not filter:
 * the full bottle in stock, or another size that is.
 */
const onShelf = or(
  gt(products.stock, 0),
  sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id}
    and not ${productSizes.isDefault} and ${productSizes.stock} > 0)`,
)

function conditions({ query, textQuery, noteQuery }: ProductsSearch, except?: FacetName): SQL {
  const all: (SQL | undefined)[] = [
    isNull(products.retiredAt),
    // in_stock narrows to full bottles in stock; "these products" (ids) keeps sold-out ones,
    // which a wishlist shows with their notify-me button.
    query.inStock ? gt(products.stock, 0) : query.ids ? undefined : onShelf,
    query.ids ? inArray(products.id, query.ids) : undefined,
    query.giftSet ? eq(products.isGiftSet, true) : undefined,
    query.travelSize ? eq(products.isTravelSize, true) : undefined,
    textQuery === null ? undefined : sql`${products.searchDocument} @@ ${tsquery(textQuery)}`,
    noteQuery === null ? undefined : sql`${products.searchDocument} @@ ${tsquery(noteQuery)}`,
    except !== 'family' && query.family ? eq(products.type, query.family) : undefined,
    except !== 'gender' && query.gender ? eq(products.gender, query.gender) : undefined,
    except !== 'intensity' && query.intensity ? eq(products.intensity, query.intensity) : undefined,
    except !== 'brand' && query.brand
      ? sql`public.scentia_fold(${products.brand}) = public.scentia_fold(${query.brand})`
      : undefined,
    except !== 'price_band' && query.minPrice !== null
      ? gte(products.price, query.minPrice)
      : undefined,
    except !== 'price_band' && query.maxPrice !== null
      ? lte(products.price, query.maxPrice)
      : undefined,
  ]
  return and(...all) ?? sql`true`
}

function orderBy(search: ProductsSearch): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)]
  const { ids } = search.query
  if (ids) {
    // "These products" answer in the order asked.
    return [sql`array_position(${sql.param(ids)}::int[], ${products.id})`]
  }
  const sorts: Record<ProductSort, SQL[]> = {
    newest,
    price_asc: [asc(products.price), ...newest],
    price_desc: [desc(products.price), ...newest],
    // catalog/sort.ts: the marked best sellers first, then docs/product.md §S9's rule, by
    // stock, highest first.
    bestsellers: [desc(products.bestSeller), desc(products.stock), ...newest],
    relevance:
      search.textQuery === null
        ? newest
        : [
            desc(
              sql`ts_rank(${products.searchDocument}, ${tsquery(search.textQuery)})
                + word_similarity(public.scentia_fold(${search.query.q}), public.scentia_fold(${products.name} || ' ' || ${products.brand}))`,
            ),
            ...newest,
          ],
  }
  return sorts[search.query.sort]
}

export function createProductsSearchRepository(db: Db): ProductsSearchRepository {
  async function countBy(
    search: ProductsSearch,
    facet: 'family' | 'gender' | 'intensity',
  ): Promise<FacetCount[]> {
    const column = {
      family: products.type,
      gender: products.gender,
      intensity: products.intensity,
    }[facet]
    return db
      .select({ value: column, count: count() })
      .from(products)
      .where(conditions(search, facet))
      .groupBy(column)
  }

  return {
    async similarWords(words) {
      if (words.length === 0) return []
      // `%` is pg_trgm's similarity (≥ 0.3 by default), served by the trigram index: one typo
      // in a five-letter word leaves a third of its trigrams, the least this threshold lets in.
      const rows = await db
        .select({ word: productSearchWords.word })
        .from(productSearchWords)
        .where(or(...words.map((word) => sql`${productSearchWords.word} % ${word}`)))
        .limit(MAX_SIMILAR_WORDS * words.length)
      return rows.map((row) => row.word)
    },

    async pageIds(search) {
      const { page, perPage } = search.query
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(conditions(search))
        .orderBy(...orderBy(search))
        .limit(perPage)
        .offset((page - 1) * perPage)
      return rows.map((row) => row.id)
    },

    async facets(search) {
      const bands = PRICE_BANDS.map(
        (band) =>
          sql<number>`(count(*) filter (where ${products.price} >= ${band.min}${
            band.max === null ? sql`` : sql` and ${products.price} < ${band.max}`
          }))::int`,
      )
      const [family, gender, intensity, brand, priceRows] = await Promise.all([
        countBy(search, 'family'),
        countBy(search, 'gender'),
        countBy(search, 'intensity'),
        db
          .select({ value: products.brand, count: count() })
          .from(products)
          .where(conditions(search, 'brand'))
          .groupBy(products.brand)
          .orderBy(desc(count()), asc(products.brand))
          .limit(MAX_BRAND_FACETS),
        db
          .select({ counts: sql<number[]>`array[${sql.join(bands, sql`, `)}]` })
          .from(products)
          .where(conditions(search, 'price_band')),
      ])
      const priceCounts = priceRows[0]?.counts ?? []
      return {
        family,
        gender,
        intensity,
        brand,
        priceBand: new Map(PRICE_BANDS.map((band, i) => [band.id, priceCounts[i] ?? 0])),
      }
    },
  }
}
