import {
  MAX_BRAND_FACETS,
  type FacetCount,
  type ProductSort,
  type ProductsQuery,
} from '@scentia/domain/catalog/products-query'
import { PRICE_BANDS } from '@scentia/domain/catalog/search'
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
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

/** A row of the facets' one query: a value's count in one facet (brands ranked by count). */
interface FacetRow {
  facet: FacetName
  value: string
  count: number
  rank: number
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

/** What every facet counts within: the query without the five filters a facet can leave out. */
function baseConditions({ query, textQuery, noteQuery }: ProductsSearch): (SQL | undefined)[] {
  return [
    isNull(products.retiredAt),
    // in_stock narrows to full bottles in stock; "these products" (ids) keeps sold-out ones,
    // which a wishlist shows with their notify-me button.
    query.inStock ? gt(products.stock, 0) : query.ids ? undefined : onShelf,
    query.ids ? inArray(products.id, query.ids) : undefined,
    query.giftSet ? eq(products.isGiftSet, true) : undefined,
    query.travelSize ? eq(products.isTravelSize, true) : undefined,
    textQuery === null ? undefined : sql`${products.searchDocument} @@ ${tsquery(textQuery)}`,
    noteQuery === null ? undefined : sql`${products.searchDocument} @@ ${tsquery(noteQuery)}`,
  ]
}

/** Where the facet filters read their values: the table's columns, or the matched rows'. */
interface FacetColumns {
  type: SQL
  gender: SQL
  intensity: SQL
  price: SQL
  /** True where the brand is the one asked (folded), or for every row when none is. */
  brandMatches: SQL
}

const tableColumns = (query: ProductsQuery): FacetColumns => ({
  type: sql`${products.type}`,
  gender: sql`${products.gender}`,
  intensity: sql`${products.intensity}`,
  price: sql`${products.price}`,
  brandMatches:
    query.brand === null
      ? sql`true`
      : sql`public.scentia_fold(${products.brand}) = public.scentia_fold(${query.brand})`,
})

/** The facet filters of the query, but `except`'s own: each facet counts without its own. */
function facetFilters(query: ProductsQuery, at: FacetColumns, except?: FacetName): SQL[] {
  const filters: (SQL | undefined)[] = [
    except !== 'family' && query.family ? sql`${at.type} = ${query.family}` : undefined,
    except !== 'gender' && query.gender ? sql`${at.gender} = ${query.gender}` : undefined,
    except !== 'intensity' && query.intensity
      ? sql`${at.intensity} = ${query.intensity}`
      : undefined,
    except !== 'brand' && query.brand ? at.brandMatches : undefined,
    except !== 'price_band' && query.minPrice !== null
      ? sql`${at.price} >= ${query.minPrice}`
      : undefined,
    except !== 'price_band' && query.maxPrice !== null
      ? sql`${at.price} <= ${query.maxPrice}`
      : undefined,
  ]
  return filters.filter((filter) => filter !== undefined)
}

function conditions(search: ProductsSearch): SQL {
  const all = [...baseConditions(search), ...facetFilters(search.query, tableColumns(search.query))]
  return and(...all) ?? sql`true`
}

/** The rows the facets' one query counts, as its CTE names their columns. */
const matched = (column: string) => sql.raw(`matched.${column}`)
const matchedColumns: FacetColumns = {
  type: matched('type'),
  gender: matched('gender'),
  intensity: matched('intensity'),
  price: matched('price'),
  brandMatches: matched('brand_matches'),
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
      const { query } = search
      // One pass over the table for all five facets (docs/decisions/059): the rows every facet
      // counts within are read once into a CTE (five columns), and each facet counts them with
      // every other filter. Five queries read the table five times: the whole heap for an
      // unfiltered shop, or each matching page again after a text search's index scan. The
      // brand's folded comparison is made once a row, in the CTE, not once per facet.
      const where = (except: FacetName) => {
        const filters = facetFilters(query, matchedColumns, except)
        return filters.length === 0 ? sql`` : sql` where ${and(...filters)}`
      }
      const bandCounts = PRICE_BANDS.map(
        (band) =>
          sql`count(*) filter (where matched.price >= ${band.min}${
            band.max === null ? sql`` : sql` and matched.price < ${band.max}`
          })::int`,
      )
      const result = await db.execute(sql`
        with matched as materialized (
          select ${products.type} as type, ${products.gender} as gender,
            ${products.intensity} as intensity, ${products.brand} as brand,
            ${products.price} as price, ${tableColumns(query).brandMatches} as brand_matches
          from ${products}
          where ${and(...baseConditions(search)) ?? sql`true`}
        )
        select 'family' as facet, type as value, count(*)::int as count, 0 as rank
          from matched${where('family')} group by type
        union all
        select 'gender', gender, count(*)::int, 0 from matched${where('gender')} group by gender
        union all
        select 'intensity', intensity, count(*)::int, 0
          from matched${where('intensity')} group by intensity
        union all
        (select 'brand', brand, count(*)::int,
            row_number() over (order by count(*) desc, brand asc)::int
          from matched${where('brand')} group by brand
          order by count(*) desc, brand asc limit ${MAX_BRAND_FACETS})
        union all
        select 'price_band', unnest(${sql.param(PRICE_BANDS.map((band) => band.id))}::text[]),
          unnest(array[${sql.join(bandCounts, sql`, `)}]), 0
          from matched${where('price_band')}`)
      const { rows } = result as { rows: FacetRow[] }
      const of = (facet: FacetRow['facet']) =>
        rows
          .filter((row) => row.facet === facet)
          .sort((a, b) => a.rank - b.rank)
          .map(({ value, count }) => ({ value, count }))
      return {
        family: of('family'),
        gender: of('gender'),
        intensity: of('intensity'),
        brand: of('brand'),
        priceBand: new Map(of('price_band').map(({ value, count }) => [value, count])),
      }
    },
  }
}
