import { isOnShelf } from '@scentia/domain/catalog/availability'
import { listingView } from '@scentia/domain/catalog/listing-view'
import type {
  Product,
  ProductListResponse,
  ProductResponse,
  ProductSize,
} from '@scentia/domain/catalog/product'
import {
  mainPhoto,
  photoFallbackUrl,
  PHOTOS_PATH,
  type ProductPhoto,
} from '@scentia/domain/catalog/product-photos'
import { PRODUCT_ART_PATH, shopPreviewProducts } from '@scentia/domain/seo/link-preview'
import type { PageDependencies } from '@scentia/domain/seo/page-dependencies'
import type { Db } from '../../db/client.js'
import type { CatalogueBody, CatalogueRead } from '../operations/index.js'
import { type CatalogueChanges, createCatalogueCache } from './catalogue-cache.js'
import {
  type CatalogueEntry,
  type CatalogueOrders,
  hashOfText,
  type MovedEntry,
  ordersOf,
  patchOrders,
  withChanges,
} from './catalogue-orders.js'
import type { ShelfProduct } from './link-preview.js'
import { createListFiles } from './list-files.js'
import { prepareResponse, type PreparedResponse, type StoredResponse } from './prepared-response.js'
import { artInputKey, artVersionOf, createArtCache, type ProductArt } from './product-art-cache.js'
import {
  createProductsRepository,
  type ProductsRepository,
  type StampedProduct,
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
  productListResponse(options?: WishlistOptions): Promise<PreparedResponse | StoredResponse>
  /**
   * The visitors' list with the catalogue version it was built from (one snapshot, so the
   * bytes are exactly that version's): a rendered page names it by version (docs/product.md §8).
   */
  versionedProductList(): Promise<{
    version: string
    response: PreparedResponse | StoredResponse
  }>
  /**
   * The same without a wait: while the held catalogue is current (as `pageVersionNow`) and its
   * list is already made; undefined otherwise, and `versionedProductList` reads or makes it.
   */
  versionedProductListNow():
    { version: string; response: PreparedResponse | StoredResponse } | undefined
  /** `{ success, product }`, stock 0 included (its page says 'Out of stock'); undefined if none. */
  productDetailResponse(
    productId: string,
    options?: WishlistOptions,
  ): Promise<PreparedResponse | undefined>
  /** The SVG for an art key, retired products included (orders still show them). */
  productArt(imageId: string): Promise<ProductArt | undefined>
  /**
   * The listed products (frozen objects): the kept ones, and the rest read whole from the
   * database in one query (docs/decisions/053). A whole-catalogue read, for tests and small
   * catalogues.
   */
  listProducts(options?: WishlistOptions): Promise<Product[]>
  /** The few products the shop's link preview draws (decision 025), from what is held. */
  previewShelf(): Promise<ShelfProduct[]>
  /** One product by its slug, stock 0 included, retired excluded. */
  getProduct(productId: string, options?: WishlistOptions): Promise<Product | undefined>
  /** Products by integer id, in the order asked, skipping unknown and retired ones. */
  findProductsByIds(ids: readonly number[], options?: WishlistOptions): Promise<Product[]>
  /**
   * Marks products changed: the next read reads those again (docs/decisions/039). Call after every
   * write to products: the owner's console after an edit, orders after a stock decrement. With
   * no ids, every product's stamp is compared and the moved ones read. Other processes notice
   * within `revalidateAfterMs`.
   */
  invalidate(productIds?: Iterable<number>): void
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
  /**
   * The same version without a wait, when the held catalogue is current (checked within
   * `revalidateAfterMs`, no change marked, no refresh under way); undefined otherwise, and
   * `pageVersion` reads. For cached pages sent before Fastify (decision 050).
   */
  pageVersionNow(dependencies: PageDependencies): string | undefined
  /**
   * What GET /api/products' shared answers are cached under (docs/decisions/059), from one
   * snapshot: another process's write moves them here within `revalidateAfterMs`.
   */
  queryVersions(): Promise<QueryVersions>
  /** Every current product page (sold-out ones too) with its last change. */
  sitemapProducts(): Promise<SitemapProduct[]>
  /** Removes what the service wrote to disk (the app's close). */
  close(): Promise<void>
}

/**
 * The versions a query of the catalogue is answered under (docs/decisions/059). A sale that
 * leaves a bottle in stock moves neither `matches` nor the counts it stands for.
 */
export interface QueryVersions {
  /**
   * Moves when a product is added, retired, or changes what a filter, a facet, the text search
   * or the newest and price orders read: its family, gender, intensity, brand, price, gift and
   * travel marks, name, description, notes, date, whether it is on the shelf and whether its
   * full bottle is in stock.
   */
  matches: string
  /**
   * Moves when the Bestsellers order moves (a stock change can reorder it): hashed when first
   * asked, as only Bestsellers answers read it.
   */
  stockOrder: () => string
}

/** One product page in the sitemap. */
export interface SitemapProduct {
  productId: string
  lastModified: string
}

/** A product read whole from the database, with the stamp it was read at. */
interface ReadProduct {
  stamp: string
  /** A hash of what its art is drawn from (`artInputKey`). */
  artKey: string
  retired: boolean
  product: Product
  /** Its art's `v` (the version its image URL names). */
  artVersion: string
}

/** The catalogue as served at one moment: its orders and versions, and what is made of them. */
interface CatalogueSnapshot extends CatalogueOrders {
  sitemap(): SitemapProduct[]
  /** The shop's preview shelf, picked when first asked, once per snapshot. */
  previewShelf(): ShelfProduct[]
  /** The visitors' list, serialised and compressed when first asked, once per snapshot. */
  list(): Promise<PreparedResponse | StoredResponse>
  /** That list once made, without a wait; undefined before (or while) it is made. */
  listMade(): PreparedResponse | StoredResponse | undefined
  /** Prepared product answers by slug, carried into the next snapshot while unchanged. */
  details: Map<string, Promise<PreparedResponse>>
}

export interface ProductsServiceOptions {
  db: Db
  repository?: ProductsRepository
  /** How stale another process's write may look here; 5 s keeps stock honest and reads cheap. */
  revalidateAfterMs?: number
  /** Told of each shared body prepared (the metrics count them, docs/operations.md). */
  onPrepared?: (body: CatalogueBody) => void
  /** Told of the products each build, refresh or answer read (the metrics count them). */
  onRead?: (read: CatalogueRead, products: number) => void
  now?: () => number
  /**
   * Past this many bytes the visitors' list is written to files, not held (docs/decisions/051);
   * tests lower it to reach the files with the seeded catalogue.
   */
  listInMemoryBytes?: number
  /** Whole products kept between answers (`PRODUCTS_KEPT`); tests lower it. */
  productsKept?: number
}

/**
 * Past this share of the catalogue changed at once (a catalogue file), one read of every product
 * is cheaper than naming them all.
 */
const FULL_READ_SHARE = 0.25

/**
 * Prepared product answers kept (the least recently asked go first): they now outlive a
 * purchase, so without a bound every product's JSON and its compressions would pile up.
 */
const DETAIL_ANSWERS_KEPT = 512

/**
 * Whole products kept between answers (the least recently asked go first), each while its stamp
 * is the catalogue's (decision 053): about 1 KB each, so a busy page's products are read once
 * per change, not once per request.
 */
export const PRODUCTS_KEPT = 512

/** Products made into wire products at a time for the §S7 list (a chunk of its files). */
const PRODUCTS_PER_PAGE = 256

export function createProductsService(options: ProductsServiceOptions): ProductsService {
  const repository = options.repository ?? createProductsRepository(options.db)
  const onPrepared = options.onPrepared ?? (() => undefined)
  const onRead = options.onRead ?? (() => undefined)
  // The prepared (compressed) art is made only when a browser asks for it, and a bounded
  // number kept (docs/decisions/032).
  // The whole-catalogue list of a large catalogue lives on disk, not in the heap (decision 051).
  const listFiles = createListFiles(
    options.listInMemoryBytes === undefined ? {} : { inMemoryBytes: options.listInMemoryBytes },
  )
  const artCache = createArtCache({
    onPrepared: () => {
      onPrepared('art')
    },
  })
  /** Recently read whole products by id (least recently asked first), `PRODUCTS_KEPT` at most. */
  const keptProducts = new Map<number, ReadProduct>()
  const productsKept = options.productsKept ?? PRODUCTS_KEPT

  function keepProduct(id: number, read: ReadProduct) {
    // Map keeps insertion order: re-inserting marks the product as recently asked.
    keptProducts.delete(id)
    keptProducts.set(id, read)
    while (keptProducts.size > productsKept) {
      const oldest = keptProducts.keys().next().value
      if (oldest === undefined) break
      keptProducts.delete(oldest)
    }
  }

  /**
   * A stored row as served. Drawing and hashing 20,000 pictures takes seconds: the art's version
   * is kept from `previous` while what it is drawn from is unchanged.
   */
  function readProductOf(
    { product: row, stamp }: StampedProduct,
    previous: CatalogueEntry | undefined,
  ): ReadProduct {
    const artKey = hashOfText(artInputKey(row))
    const artVersion = previous?.artKey === artKey ? previous.artVersion : artVersionOf(row)
    const product = toWireProduct(row, artVersion)
    return { stamp, artKey, retired: row.retired, product, artVersion }
  }

  /** A product as held, from its stored row, and the row as served. */
  function entryOf(
    stamped: StampedProduct,
    previous: CatalogueEntry | undefined,
  ): { entry: CatalogueEntry; read: ReadProduct } {
    const read = readProductOf(stamped, previous)
    const { product } = read
    const row = stamped.product
    const onShelf = isOnShelf(product)
    return {
      entry: {
        id: product.id,
        slug: product.productId,
        imageId: product.imageId,
        created_at: product.created_at,
        updatedAt: row.updatedAt,
        best_seller: product.best_seller,
        stock: product.stock,
        price: product.price,
        stamp: stamped.stamp,
        retired: row.retired,
        onShelf,
        drawn: mainPhoto(row.photos) === undefined,
        digest: digestOf(product),
        listingDigest: digestOf(listingView(product)),
        matchDigest: digestOf(matchView(product, onShelf)),
        artKey: read.artKey,
        artVersion: read.artVersion,
      },
      read,
    }
  }

  /**
   * These products whole (decision 053): those kept at the catalogue's stamp as kept, the rest
   * read from the database in one query, and kept. A product read after a write the catalogue
   * has not seen yet is the newer one; it is kept under its own stamp until the catalogue
   * catches up.
   */
  async function readProducts(
    snapshot: CatalogueSnapshot,
    wanted: readonly CatalogueEntry[],
  ): Promise<Map<number, ReadProduct>> {
    const found = new Map<number, ReadProduct>()
    const missing = new Set<number>()
    for (const entry of wanted) {
      const kept = keptProducts.get(entry.id)
      if (kept?.stamp === entry.stamp) {
        found.set(entry.id, kept)
        keepProduct(entry.id, kept)
      } else missing.add(entry.id)
    }
    if (missing.size === 0) return found
    const rows = await repository.loadByIds([...missing].sort((a, b) => a - b))
    onRead('answers', rows.length)
    for (const row of rows) {
      const read = readProductOf(row, snapshot.entries.get(row.product.id))
      found.set(row.product.id, read)
      keepProduct(row.product.id, read)
    }
    return found
  }

  async function readProduct(
    snapshot: CatalogueSnapshot,
    entry: CatalogueEntry,
  ): Promise<ReadProduct | undefined> {
    return (await readProducts(snapshot, [entry])).get(entry.id)
  }

  /**
   * The listed products whole, in the list's order, a page at a time as served: those still on
   * the shelf when read (a sale between the snapshot and the read may have emptied one). One
   * read of every product, as a build's: reads of thousands of ids by list cost more than the
   * whole table on PGlite (decision 053). The rows are let go once the pages are made.
   */
  async function* listedPages(snapshot: CatalogueSnapshot): AsyncGenerator<Product[]> {
    const rows = new Map((await repository.loadAll()).map((row) => [row.product.id, row]))
    onRead('answers', rows.size)
    for (let start = 0; start < snapshot.listed.length; start += PRODUCTS_PER_PAGE) {
      const page = snapshot.listed.slice(start, start + PRODUCTS_PER_PAGE)
      yield page.flatMap((entry) => {
        const row = rows.get(entry.id)
        if (!row || row.product.retired) return []
        const { product } = readProductOf(row, entry)
        return isOnShelf(product) ? [product] : []
      })
    }
  }

  /**
   * The listed products whole through the kept ones (`readProducts`), so they are the
   * catalogue's view of them: for `listProducts` (tests, small shops).
   */
  async function listedProducts(snapshot: CatalogueSnapshot): Promise<Product[]> {
    const read = await readProducts(snapshot, snapshot.listed)
    return snapshot.listed.flatMap((entry) => {
      const found = read.get(entry.id)
      return found && !found.retired && isOnShelf(found.product) ? [found.product] : []
    })
  }

  /** Everything served from the orders; unchanged products keep their prepared answers. */
  function assemble(
    orders: CatalogueOrders,
    details = new Map<string, Promise<PreparedResponse>>(),
  ): CatalogueSnapshot {
    const { newest, listed } = orders
    let list: Promise<PreparedResponse | StoredResponse> | undefined
    let made: PreparedResponse | StoredResponse | undefined
    let shelf: ShelfProduct[] | undefined
    const snapshot: CatalogueSnapshot = {
      ...orders,
      sitemap: () =>
        newest.map((entry) => ({ productId: entry.slug, lastModified: entry.updatedAt })),
      previewShelf() {
        // The wire's image (`toWireProduct`) only as far as the shelf's rule reads it: the art's
        // URL for a drawn product, the photo's place for the others.
        shelf ??= shopPreviewProducts(
          listed.map((entry) => ({
            imageId: entry.imageId,
            best_seller: entry.best_seller,
            image: entry.drawn ? artUrl(entry.imageId, entry.artVersion) : PHOTO_PATH,
          })),
        )
        return shelf
      },
      list() {
        // Serialised and compressed when first asked, not at every refresh: no page of the shop
        // waits for it (docs/product.md §11), and a purchase no longer costs a compression.
        // At 20,000 products its JSON is 18 MB: read a page at a time, written to files a chunk
        // at a time, and held as their names (decisions 051 and 053).
        if (!list) {
          onPrepared('list')
          const writing = listFiles.write(listedPages(snapshot))
          list = writing
          writing.then(
            (response) => {
              if (list === writing) made = response
            },
            // A failed write is not kept: the next request tries again.
            () => {
              if (list === writing) list = undefined
            },
          )
        }
        return list
      },
      listMade: () => made,
      details,
    }
    return snapshot
  }

  async function build(): Promise<CatalogueSnapshot> {
    const stored = await repository.loadAll()
    onRead('all', stored.length)
    const entries = new Map<number, CatalogueEntry>()
    for (const row of stored) {
      const { entry, read } = entryOf(row, undefined)
      entries.set(entry.id, entry)
      // The last ones read (the newest ids) stay whole, as a first page of the shop shows them.
      keepProduct(entry.id, read)
    }
    return assemble(ordersOf(entries))
  }

  /**
   * Reads again only the products that changed (docs/decisions/039): those this process wrote,
   * and, when another process may have written, those whose stamp moved. A purchase reads its
   * own products' rows, not 20,000, and moves only their places in the orders.
   */
  async function refresh(
    snapshot: CatalogueSnapshot,
    changes: CatalogueChanges,
  ): Promise<CatalogueSnapshot> {
    const changed = new Set(changes.ids)
    if (changes.any) {
      const stamps = await repository.stamps()
      onRead('stamps', stamps.size)
      for (const [id, stamp] of stamps) {
        if (snapshot.entries.get(id)?.stamp !== stamp) changed.add(id)
      }
      for (const id of snapshot.entries.keys()) if (!stamps.has(id)) changed.add(id)
    }
    if (changed.size === 0) return snapshot
    if (changed.size > snapshot.entries.size * FULL_READ_SHARE) return build()

    const rows = await repository.loadByIds([...changed].sort((a, b) => a - b))
    onRead('changed', rows.length)
    const written = new Map<number, CatalogueEntry | undefined>()
    const moved: MovedEntry[] = []
    const read = new Map(rows.map((row) => [row.product.id, row]))
    for (const id of changed) {
      const before = snapshot.entries.get(id)
      const row = read.get(id)
      // An id asked for but not found was deleted meanwhile.
      const made = row && entryOf(row, before)
      if (made) {
        // A product just written is likely asked for next (the sold product's page, a cart).
        keepProduct(id, made.read)
      }
      written.set(id, made?.entry)
      moved.push({ before, after: made?.entry })
    }
    const touched = new Set(
      moved.flatMap(({ before, after }) =>
        [before, after].flatMap((entry) => (entry ? [entry.slug] : [])),
      ),
    )
    const details = new Map([...snapshot.details].filter(([slug]) => !touched.has(slug)))
    return assemble(patchOrders(snapshot, withChanges(snapshot.entries, written), moved), details)
  }

  const cache = createCatalogueCache({
    build,
    refresh,
    fingerprint: () => repository.fingerprint(),
    revalidateAfterMs: options.revalidateAfterMs ?? 5_000,
    ...(options.now ? { now: options.now } : {}),
  })

  const lookUpEntry = (snapshot: CatalogueSnapshot, productId: string) => {
    if (productId.length > PRODUCT_ID_MAX_LENGTH || !PRODUCT_ID_PATTERN.test(productId)) {
      return undefined
    }
    const id = snapshot.layout.bySlug.get(productId)
    return id === undefined ? undefined : snapshot.entries.get(id)
  }

  /** What a page with these dependencies is cached under, from one snapshot (decision 032). */
  function pageVersionIn(
    snapshot: CatalogueSnapshot,
    { productId, readsStockOrder }: PageDependencies,
  ): string {
    const parts = [snapshot.listingVersion]
    if (readsStockOrder) parts.push(snapshot.stockOrderVersion())
    if (productId !== undefined) {
      // An unknown or retired product's page is the Not Found page.
      parts.push(lookUpEntry(snapshot, productId)?.digest ?? 'none')
    }
    return parts.join('.')
  }

  /**
   * `pageVersionNow`'s last answer per dependencies object (each learned page holds its own,
   * decision 050) and the snapshot it came from; dropped with the page's lookup.
   */
  const versionsNow = new WeakMap<
    PageDependencies,
    { snapshot: CatalogueSnapshot; version: string }
  >()

  const lookUp = async (snapshot: CatalogueSnapshot, productId: string) => {
    const entry = lookUpEntry(snapshot, productId)
    return entry && (await readProduct(snapshot, entry))?.product
  }

  return {
    async productListResponse(opts = {}) {
      const snapshot = await cache.get()
      if (!hasWishlist(opts)) return snapshot.list()
      // Read as the visitors' list is (one read of every product), not through the kept ones.
      const listed: Product[] = []
      for await (const page of listedPages(snapshot)) listed.push(...page)
      const body: ProductListResponse = {
        success: true,
        productList: withWishlistFlags(listed, opts.wishlistIds),
      }
      // One shopper's answer: not worth precompressing, the compress plugin does it.
      return prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: false })
    },

    async versionedProductList() {
      const snapshot = await cache.get()
      return { version: snapshot.version(), response: await snapshot.list() }
    },

    versionedProductListNow() {
      const snapshot = cache.peek()
      const response = snapshot?.listMade()
      return snapshot && response && { version: snapshot.version(), response }
    },

    async productDetailResponse(productId, opts = {}) {
      const snapshot = await cache.get()
      const entry = lookUpEntry(snapshot, productId)
      if (!entry) return undefined
      if (hasWishlist(opts) && opts.wishlistIds.has(entry.id)) {
        const product = (await readProduct(snapshot, entry))?.product
        if (!product) return undefined
        const body: ProductResponse = { success: true, product: { ...product, inWishlist: true } }
        return prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: false })
      }
      let prepared = snapshot.details.get(entry.slug)
      if (prepared) {
        // Map keeps insertion order: re-inserting marks the answer as recently asked.
        snapshot.details.delete(entry.slug)
      } else {
        const product = (await readProduct(snapshot, entry))?.product
        // Deleted since the catalogue was read.
        if (!product) return undefined
        const body: ProductResponse = { success: true, product }
        // Another request may have prepared it while this one read the product.
        prepared =
          snapshot.details.get(entry.slug) ??
          prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: true })
        snapshot.details.delete(entry.slug)
      }
      snapshot.details.set(entry.slug, prepared)
      while (snapshot.details.size > DETAIL_ANSWERS_KEPT) {
        const oldest = snapshot.details.keys().next().value
        if (oldest === undefined) break
        snapshot.details.delete(oldest)
      }
      return prepared
    },

    async productArt(imageId) {
      const snapshot = await cache.get()
      const id = snapshot.layout.byImageId.get(imageId)
      const entry = id === undefined ? undefined : snapshot.entries.get(id)
      if (!entry) return undefined
      const kept = artCache.kept(entry.artVersion)
      if (kept) return kept
      // Drawn from the product as read now: if its art changed since the catalogue was read,
      // the art answers its new version (and the old URL is not cached as immutable).
      const read = await readProduct(snapshot, entry)
      return read && artCache.art(read.artVersion, read.product)
    },

    async previewShelf() {
      return (await cache.get()).previewShelf()
    },

    async listProducts(opts = {}) {
      const listed = await listedProducts(await cache.get())
      return hasWishlist(opts) ? withWishlistFlags(listed, opts.wishlistIds) : listed
    },

    async getProduct(productId, opts = {}) {
      const product = await lookUp(await cache.get(), productId)
      if (!product) return undefined
      return hasWishlist(opts) && opts.wishlistIds.has(product.id)
        ? { ...product, inWishlist: true }
        : product
    },

    async findProductsByIds(ids, opts = {}) {
      const snapshot = await cache.get()
      const current = ids.flatMap((id) => {
        const entry = snapshot.entries.get(id)
        return entry && !entry.retired ? [entry] : []
      })
      const read = await readProducts(snapshot, current)
      const found = current.flatMap((entry) => {
        const product = read.get(entry.id)?.product
        return product ? [product] : []
      })
      return hasWishlist(opts) ? withWishlistFlags(found, opts.wishlistIds) : found
    },

    async catalogueVersion() {
      return (await cache.get()).version()
    },

    async pageVersion(dependencies) {
      return pageVersionIn(await cache.get(), dependencies)
    },

    pageVersionNow(dependencies) {
      const snapshot = cache.peek()
      if (!snapshot) return undefined
      // The same string while the snapshot holds: a cached page's hit (decision 050) built it
      // again per request (an array, a join, the slug's pattern and two lookups), and the page
      // cache then compared two equal strings instead of one string with itself.
      const held = versionsNow.get(dependencies)
      if (held?.snapshot === snapshot) return held.version
      const version = pageVersionIn(snapshot, dependencies)
      versionsNow.set(dependencies, { snapshot, version })
      return version
    },

    async queryVersions() {
      const snapshot = await cache.get()
      return { matches: snapshot.matchVersion, stockOrder: snapshot.stockOrderVersion }
    },

    async sitemapProducts() {
      return (await cache.get()).sitemap()
    },

    invalidate: (ids) => {
      cache.invalidate(ids)
    },

    close: () => listFiles.close(),
  }
}

/**
 * The wire product (docs/product.md §S3) from a stored row and its art's version. Frozen: every shopper's
 * answer shares these objects, so a module that mutates one fails loudly instead of leaking.
 */
export function toWireProduct(row: StoredProduct, artVersion: string): Product {
  // The stored product already holds the wire's fields; only these three are the server's own.
  const { retired: _retired, updatedAt: _updatedAt, photos, ...fields } = row
  const main = mainPhoto(photos)
  const notes = {
    top: Object.freeze([...row.notes.top]) as string[],
    heart: Object.freeze([...row.notes.heart]) as string[],
    base: Object.freeze([...row.notes.base]) as string[],
  }
  return Object.freeze({
    ...fields,
    notes: Object.freeze(notes),
    // The main photo where there is one; places that take one URL (cart, orders, previews) use it.
    image: main ? photoFallbackUrl(main) : artUrl(row.imageId, artVersion),
    // Left out without photos, so a product with none answers exactly as before.
    ...(photos.length > 0
      ? {
          photos: Object.freeze(
            photos.map((photo) => Object.freeze({ ...photo, widths: [...photo.widths] })),
          ) as ProductPhoto[],
        }
      : {}),
    inWishlist: false,
    sizes: Object.freeze(row.sizes.map((size) => Object.freeze({ ...size }))) as ProductSize[],
    rating: row.rating ? Object.freeze({ ...row.rating }) : null,
  })
}

/**
 * What GET /api/products' filters, facets, text search and non-stock orders read of a product
 * (products-search.repository.ts), so a sale that leaves it in stock leaves cached counts and
 * pages standing (docs/decisions/059). The id and date come with it: newest first by both.
 */
function matchView(product: Product, onShelf: boolean) {
  return {
    id: product.id,
    created_at: product.created_at,
    onShelf,
    // in_stock=1 reads the full bottle alone (docs/decisions/030).
    inStock: product.stock > 0,
    price: product.price,
    type: product.type,
    gender: product.gender,
    intensity: product.intensity,
    brand: product.brand,
    gift_set: product.gift_set,
    travel_size: product.travel_size,
    // The search document's text (migration 0016's scentia_search_document).
    name: product.name,
    description: product.description,
    notes: product.notes,
  }
}

/** One value's short hash: a product's, kept with it so a refresh hashes only what changed. */
function digestOf(value: unknown): string {
  return hashOfText(JSON.stringify(value))
}

/** Versioned, so the art can be cached for a year and a redraw still reaches every shopper. */
export function artUrl(imageId: string, version: string): string {
  return `${PRODUCT_ART_PATH}/${encodeURIComponent(imageId)}.svg?v=${version}`
}

/** Where the owner's photo files are served (docs/decisions/049), named by their content. */
export const PHOTO_PATH = PHOTOS_PATH

function hasWishlist(opts: WishlistOptions): opts is { wishlistIds: ReadonlySet<number> } {
  return opts.wishlistIds !== undefined && opts.wishlistIds.size > 0
}

/** Copies with flags set; the cached objects stay untouched for every other shopper. */
function withWishlistFlags(list: readonly Product[], wishlistIds: ReadonlySet<number>): Product[] {
  return list.map((product) =>
    wishlistIds.has(product.id) ? { ...product, inWishlist: true } : product,
  )
}
