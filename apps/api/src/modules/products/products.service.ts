import { isOnShelf } from '@scentia/domain/catalog/availability'
import { listingView } from '@scentia/domain/catalog/listing-view'
import { createHash, type Hash } from 'node:crypto'
import type {
  Product,
  ProductListResponse,
  ProductResponse,
  ProductSize,
} from '@scentia/domain/catalog/product'
import { sortProducts } from '@scentia/domain/catalog/sort'
import { PRODUCT_ART_PATH } from '@scentia/domain/seo/link-preview'
import type { PageDependencies } from '@scentia/domain/seo/page-dependencies'
import type { Db } from '../../db/client.js'
import type { CatalogueBody } from '../operations/index.js'
import { createCatalogueCache } from './catalogue-cache.js'
import { prepareResponse, type PreparedResponse } from './prepared-response.js'
import { artInputKey, artVersionOf, createArtCache, type ProductArt } from './product-art-cache.js'
import type { ProductArtInput } from './product-art.js'
import {
  createProductsRepository,
  type ProductsRepository,
  type StoredProduct,
} from './products.repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue: lists, details, art, and invalidate() for whoever writes products. */
    products: ProductsService
  }
}

/** Slugs as the seed and the owner's console write them: `oud-al-lagos-100ml`. */
export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Fastify's router refuses longer path parameters (maxParamLength) with a 414 before us. */
export const PRODUCT_ID_MAX_LENGTH = 100
const JSON_TYPE = 'application/json; charset=utf-8'

export interface WishlistOptions {
  /**
   * Product ids (the integer `id`) in the signed-in shopper's wishlist, read from their token's
   * user — never from a `user_id` the request names. Absent or empty: the visitors' answer.
   */
  wishlistIds?: ReadonlySet<number>
}

export type { ProductArt } from './product-art-cache.js'

export interface ProductsService {
  /** `{ success, productList }` of docs/product.md §S7: in stock, not retired, newest first. */
  productListResponse(options?: WishlistOptions): Promise<PreparedResponse>
  /**
   * The visitors' list with the catalogue version it was built from (one snapshot, so the
   * bytes are exactly that version's): a rendered page names it by version (docs/product.md §8).
   */
  versionedProductList(): Promise<{ version: string; response: PreparedResponse }>
  /** `{ success, product }`, stock 0 included (its page says 'Out of stock'); undefined if none. */
  productDetailResponse(
    productId: string,
    options?: WishlistOptions,
  ): Promise<PreparedResponse | undefined>
  /** The SVG for an art key, retired products included (orders still show them). */
  productArt(imageId: string): Promise<ProductArt | undefined>
  /** The listed products (frozen objects), for other modules (quiz, collections, wishlist). */
  listProducts(options?: WishlistOptions): Promise<Product[]>
  /** One product by its slug, stock 0 included, retired excluded. */
  getProduct(productId: string, options?: WishlistOptions): Promise<Product | undefined>
  /** Products by integer id, in the order asked, skipping unknown and retired ones. */
  findProductsByIds(ids: readonly number[], options?: WishlistOptions): Promise<Product[]>
  /**
   * Forget the cached catalogue. Call after every write to products: the owner's console after
   * an edit, orders after a stock decrement. Other processes notice within `revalidateAfterMs`.
   */
  invalidate(): void
  /**
   * Names the catalogue as this process last read it (the `v` of the list a rendered page
   * names, decision 023); another process's write moves it within `revalidateAfterMs`.
   */
  catalogueVersion(): Promise<string>
  /**
   * What a page with these dependencies is cached under (docs/decisions/032): it moves only when
   * what the page shows moves, from the same snapshot, so another process's write is seen here
   * within `revalidateAfterMs` as well.
   */
  pageVersion(dependencies: PageDependencies): Promise<string>
  /** Every current product page (sold-out ones too) with its last change. */
  sitemapProducts(): Promise<SitemapProduct[]>
}

/** One product page in the sitemap. */
export interface SitemapProduct {
  productId: string
  lastModified: string
}

interface CatalogueSnapshot {
  /** Hash of every current product as served: moves with any change at all. */
  version: string
  /** Hash of the listed products as lists show them (`listingView`), in order (decision 032). */
  listingVersion: string
  /** Hash of the listed products' order by stock, which the Bestsellers sort shows. */
  stockOrderVersion: string
  /** Each product page's own version, hashed when a page first asks. */
  productVersions: Map<string, string>
  sitemap: SitemapProduct[]
  listed: Product[]
  byProductId: Map<string, Product>
  byId: Map<number, Product>
  /** Every product's art (retired ones included) by art key: its version and what it is drawn from. */
  art: Map<string, { version: string; input: ProductArtInput }>
  /** The visitors' list, serialised and compressed when first asked, once per snapshot. */
  list(): Promise<PreparedResponse>
  details: Map<string, Promise<PreparedResponse>>
}

export interface ProductsServiceOptions {
  db: Db
  repository?: ProductsRepository
  /** How stale another process's write may look here; 5 s keeps stock honest and reads cheap. */
  revalidateAfterMs?: number
  /** Told of each shared body prepared (the metrics count them, docs/operations.md). */
  onPrepared?: (body: CatalogueBody) => void
  now?: () => number
}

export function createProductsService(options: ProductsServiceOptions): ProductsService {
  const repository = options.repository ?? createProductsRepository(options.db)
  // Drawing and hashing 20,000 pictures takes seconds: an art's version is kept across rebuilds,
  // keyed by what it is drawn from, so an order redraws nothing. The prepared (compressed) art is
  // made only when a browser asks for it, and a bounded number kept (docs/decisions/032).
  let artVersions = new Map<string, string>()
  const onPrepared = options.onPrepared ?? (() => undefined)
  const artCache = createArtCache({
    onPrepared: () => {
      onPrepared('art')
    },
  })

  async function build(): Promise<CatalogueSnapshot> {
    const stored = await repository.loadAll()
    const nextArtVersions = new Map<string, string>()
    const art = new Map<string, { version: string; input: ProductArtInput }>()
    const all = stored.map((row) => {
      const key = artInputKey(row)
      const version = artVersions.get(key) ?? nextArtVersions.get(key) ?? artVersionOf(row)
      nextArtVersions.set(key, version)
      const { imageId, brand, type, gift_set, travel_size } = row
      art.set(imageId, { version, input: { imageId, brand, type, gift_set, travel_size } })
      return { row, product: toWireProduct(row, version) }
    })
    artVersions = nextArtVersions

    const current = all.filter(({ row }) => !row.retired).map(({ product }) => product)
    const listed = current
      // A sold-out full bottle with a sample in stock stays listed.
      .filter(isOnShelf)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    let list: Promise<PreparedResponse> | undefined
    return {
      version: hashOf(current, (product) => product),
      listingVersion: hashOf(listed, listingView),
      stockOrderVersion: hashOf(sortProducts(listed, 'bestsellers'), (product) => product.id),
      productVersions: new Map(),
      sitemap: all
        .filter(({ row }) => !row.retired)
        .map(({ row }) => ({ productId: row.productId, lastModified: row.updatedAt })),
      listed,
      byProductId: new Map(current.map((product) => [product.productId, product])),
      byId: new Map(current.map((product) => [product.id, product])),
      art,
      list() {
        // Serialised and compressed when first asked, not at every rebuild: no page of the shop
        // waits for it (docs/product.md §11), and a purchase no longer costs a compression.
        if (!list) {
          onPrepared('list')
          list = prepareResponse(
            JSON.stringify({ success: true, productList: listed } satisfies ProductListResponse),
            JSON_TYPE,
            { precompress: true },
          )
        }
        return list
      },
      details: new Map(),
    }
  }

  const cache = createCatalogueCache({
    build,
    fingerprint: () => repository.fingerprint(),
    revalidateAfterMs: options.revalidateAfterMs ?? 5_000,
    ...(options.now ? { now: options.now } : {}),
  })

  const lookUp = (snapshot: CatalogueSnapshot, productId: string) =>
    productId.length <= PRODUCT_ID_MAX_LENGTH && PRODUCT_ID_PATTERN.test(productId)
      ? snapshot.byProductId.get(productId)
      : undefined

  return {
    async productListResponse(opts = {}) {
      const snapshot = await cache.get()
      if (!hasWishlist(opts)) return snapshot.list()
      const body: ProductListResponse = {
        success: true,
        productList: withWishlistFlags(snapshot.listed, opts.wishlistIds),
      }
      // One shopper's answer: not worth precompressing, the compress plugin does it.
      return prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: false })
    },

    async versionedProductList() {
      const snapshot = await cache.get()
      return { version: snapshot.version, response: await snapshot.list() }
    },

    async productDetailResponse(productId, opts = {}) {
      const snapshot = await cache.get()
      const product = lookUp(snapshot, productId)
      if (!product) return undefined
      if (hasWishlist(opts) && opts.wishlistIds.has(product.id)) {
        const body: ProductResponse = { success: true, product: { ...product, inWishlist: true } }
        return prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: false })
      }
      let prepared = snapshot.details.get(product.productId)
      if (!prepared) {
        const body: ProductResponse = { success: true, product }
        prepared = prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: true })
        snapshot.details.set(product.productId, prepared)
      }
      return prepared
    },

    async productArt(imageId) {
      const art = (await cache.get()).art.get(imageId)
      return art && artCache.art(art.version, art.input)
    },

    async listProducts(opts = {}) {
      const snapshot = await cache.get()
      return hasWishlist(opts)
        ? withWishlistFlags(snapshot.listed, opts.wishlistIds)
        : [...snapshot.listed]
    },

    async getProduct(productId, opts = {}) {
      const product = lookUp(await cache.get(), productId)
      if (!product) return undefined
      return hasWishlist(opts) && opts.wishlistIds.has(product.id)
        ? { ...product, inWishlist: true }
        : product
    },

    async findProductsByIds(ids, opts = {}) {
      const snapshot = await cache.get()
      const found = ids.flatMap((id) => {
        const product = snapshot.byId.get(id)
        return product ? [product] : []
      })
      return hasWishlist(opts) ? withWishlistFlags(found, opts.wishlistIds) : found
    },

    async catalogueVersion() {
      return (await cache.get()).version
    },

    async pageVersion({ productId, readsStockOrder }) {
      const snapshot = await cache.get()
      const parts = [snapshot.listingVersion]
      if (readsStockOrder) parts.push(snapshot.stockOrderVersion)
      if (productId !== undefined) {
        let version = snapshot.productVersions.get(productId)
        const product = version === undefined ? lookUp(snapshot, productId) : undefined
        if (product) {
          version = hashOf([product], (item) => item)
          snapshot.productVersions.set(productId, version)
        }
        // An unknown or retired product's page is the Not Found page; not remembered, so
        // invented ids cannot grow the map.
        parts.push(version ?? 'none')
      }
      return parts.join('.')
    },

    async sitemapProducts() {
      return (await cache.get()).sitemap
    },

    invalidate: () => {
      cache.invalidate()
    },
  }
}

/**
 * The wire product (docs/product.md §S3) from a stored row and its art's version. Frozen: every shopper's
 * answer shares these objects, so a module that mutates one fails loudly instead of leaking.
 */
export function toWireProduct(row: StoredProduct, artVersion: string): Product {
  // The stored product already holds the wire's fields; only these three are the server's own.
  const { retired: _retired, updatedAt: _updatedAt, photoVersion, ...fields } = row
  const notes = {
    top: Object.freeze([...row.notes.top]) as string[],
    heart: Object.freeze([...row.notes.heart]) as string[],
    base: Object.freeze([...row.notes.base]) as string[],
  }
  return Object.freeze({
    ...fields,
    notes: Object.freeze(notes),
    image: photoVersion ? photoUrl(row.id, photoVersion) : artUrl(row.imageId, artVersion),
    inWishlist: false,
    sizes: Object.freeze(row.sizes.map((size) => Object.freeze({ ...size }))) as ProductSize[],
    rating: row.rating ? Object.freeze({ ...row.rating }) : null,
  })
}

/**
 * A short hash of each item's JSON, fed one at a time: 20,000 products never make one 16 MB
 * string here.
 */
function hashOf<T>(items: readonly T[], view: (item: T) => unknown): string {
  const hash: Hash = createHash('sha256')
  for (const item of items) hash.update(JSON.stringify(view(item))).update('\n')
  return hash.digest('base64url').slice(0, 16)
}

/** Versioned, so the art can be cached for a year and a redraw still reaches every shopper. */
export function artUrl(imageId: string, version: string): string {
  return `${PRODUCT_ART_PATH}/${encodeURIComponent(imageId)}.svg?v=${version}`
}

export const PHOTO_PATH = '/api/products/photo'

/** An uploaded photo (decision 007), versioned by its bytes like the art. */
export function photoUrl(id: number, version: string): string {
  return `${PHOTO_PATH}/${id}?v=${version}`
}

function hasWishlist(opts: WishlistOptions): opts is { wishlistIds: ReadonlySet<number> } {
  return opts.wishlistIds !== undefined && opts.wishlistIds.size > 0
}

/** Copies with flags set; the cached objects stay untouched for every other shopper. */
function withWishlistFlags(list: readonly Product[], wishlistIds: ReadonlySet<number>): Product[] {
  return list.map((product) =>
    wishlistIds.has(product.id) ? { ...product, inWishlist: true } : product,
  )
}
