import { isOnShelf } from '@scentia/domain/catalog/availability'
import { createHash } from 'node:crypto'
import type {
  Product,
  ProductListResponse,
  ProductResponse,
  ProductSize,
} from '@scentia/domain/catalog/product'
import { PRODUCT_ART_PATH } from '@scentia/domain/seo/link-preview'
import type { Db } from '../../db/client.js'
import { createCatalogueCache } from './catalogue-cache.js'
import { prepareResponse, type PreparedResponse } from './prepared-response.js'
import { lazyLinkPreview } from './link-preview.js'
import { type ProductArtInput, renderProductArt } from './product-art.js'
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
const SVG_TYPE = 'image/svg+xml'

export interface WishlistOptions {
  /**
   * Product ids (the integer `id`) in the signed-in shopper's wishlist, read from their token's
   * user — never from a `user_id` the request names. Absent or empty: the visitors' answer.
   */
  wishlistIds?: ReadonlySet<number>
}

export interface ProductArt {
  /** Short hash of the SVG; the `v` of the product's image URL. */
  version: string
  response: PreparedResponse
  /** The same art as a 1200 × 630 PNG for link previews (decision 025), drawn when first asked. */
  linkPreview(): Promise<PreparedResponse>
}

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
   * Names the catalogue as this process last read it: every page rendered from it is cached
   * under this version (docs/product.md §8), and another process's write moves it within
   * `revalidateAfterMs`.
   */
  catalogueVersion(): Promise<string>
  /** Every current product page (sold-out ones too) with its last change. */
  sitemapProducts(): Promise<SitemapProduct[]>
}

/** One product page in the sitemap. */
export interface SitemapProduct {
  productId: string
  lastModified: string
}

interface CatalogueSnapshot {
  /** Hash of every current product as served: moves with any change a page could show. */
  version: string
  sitemap: SitemapProduct[]
  listed: Product[]
  byProductId: Map<string, Product>
  byId: Map<number, Product>
  art: Map<string, ProductArt>
  list: PreparedResponse
  details: Map<string, Promise<PreparedResponse>>
}

export interface ProductsServiceOptions {
  db: Db
  repository?: ProductsRepository
  /** How stale another process's write may look here; 5 s keeps stock honest and reads cheap. */
  revalidateAfterMs?: number
  now?: () => number
}

export function createProductsService(options: ProductsServiceOptions): ProductsService {
  const repository = options.repository ?? createProductsRepository(options.db)
  // Art only changes with the fields it is drawn from, not with stock: prepared art survives
  // catalogue rebuilds, keyed by its SVG, so an order does not recompress 60 pictures.
  let artBySvg = new Map<string, Promise<ProductArt>>()

  async function prepareArt(svg: string, product: ProductArtInput): Promise<ProductArt> {
    const response = await prepareResponse(svg, SVG_TYPE, { precompress: true })
    return { version: response.hash.slice(0, 12), response, linkPreview: lazyLinkPreview(product) }
  }

  async function build(): Promise<CatalogueSnapshot> {
    const stored = await repository.loadAll()
    const nextArtBySvg = new Map<string, Promise<ProductArt>>()
    const art = new Map<string, ProductArt>()
    const toProduct = async (row: StoredProduct): Promise<Product> => {
      const svg = renderProductArt(row)
      const prepared = artBySvg.get(svg) ?? nextArtBySvg.get(svg) ?? prepareArt(svg, row)
      nextArtBySvg.set(svg, prepared)
      const productArt = await prepared
      art.set(row.imageId, productArt)
      return toWireProduct(row, productArt.version)
    }
    const all = await Promise.all(
      stored.map(async (row) => ({ row, product: await toProduct(row) })),
    )
    artBySvg = nextArtBySvg

    const current = all.filter(({ row }) => !row.retired).map(({ product }) => product)
    const listed = current
      // A sold-out full bottle with a sample in stock stays listed (issue 14).
      .filter(isOnShelf)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    const body: ProductListResponse = { success: true, productList: listed }
    return {
      version: createHash('sha256')
        .update(JSON.stringify(current))
        .digest('base64url')
        .slice(0, 16),
      sitemap: all
        .filter(({ row }) => !row.retired)
        .map(({ row }) => ({ productId: row.productId, lastModified: row.updatedAt })),
      listed,
      byProductId: new Map(current.map((product) => [product.productId, product])),
      byId: new Map(current.map((product) => [product.id, product])),
      art,
      list: await prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: true }),
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
      if (!hasWishlist(opts)) return snapshot.list
      const body: ProductListResponse = {
        success: true,
        productList: withWishlistFlags(snapshot.listed, opts.wishlistIds),
      }
      // One shopper's answer: not worth precompressing, the compress plugin does it.
      return prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: false })
    },

    async versionedProductList() {
      const snapshot = await cache.get()
      return { version: snapshot.version, response: snapshot.list }
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
      const snapshot = await cache.get()
      return snapshot.art.get(imageId)
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
