import { compareProductsBy } from '@scentia/domain/catalog/sort'
import { createHash } from 'node:crypto'

/**
 * One product as this process holds it (docs/decisions/053): what its pages' versions, the
 * catalogue's orders, the sitemap and its art's URL read, never its text, notes or sizes; those
 * are read from the database for the answer being made.
 */
export interface CatalogueEntry {
  id: number
  /** The product's slug (`productId` on the wire). */
  slug: string
  imageId: string
  /** ISO time it was added: the newest-first order. */
  created_at: string
  /** ISO time of the row's last change: the sitemap's lastmod. */
  updatedAt: string
  /** The fields the Bestsellers order reads (`compareProductsBy`), under the wire's names. */
  best_seller: boolean
  stock: number
  price: number
  /** The repository's stamp of the rows it was read from: a refresh reads it again when it moves. */
  stamp: string
  retired: boolean
  /** Whether any size of it can be bought (`isOnShelf`): then it is listed, unless retired. */
  onShelf: boolean
  /** Whether it shows the generated art (no photo): the shop's preview draws only those. */
  drawn: boolean
  /** Hash of the product as served: its page's version (decision 032). */
  digest: string
  /** Hash of the product as lists show it (`listingView`). */
  listingDigest: string
  /** Hash of what decides which queries it matches and where it sorts (`QueryVersions.matches`). */
  matchDigest: string
  /** A hash of what the art is drawn from, and the art's `v`, kept while that is unchanged. */
  artKey: string
  artVersion: string
}

/**
 * Where each product is: the same after a write that adds, retires or re-dates none (a sale),
 * so a refresh reuses it instead of sorting 20,000 products again.
 */
export interface CatalogueLayout {
  /** Current (not retired) product ids, newest first: the list's order. */
  newest: number[]
  /** Current product ids by slug. */
  bySlug: Map<string, number>
  /** Every product id (retired ones included: orders still show their art) by art key. */
  byImageId: Map<string, number>
}

/** Every product by id, retired ones included: a Map, or one with a refresh's changes on it. */
export interface EntriesById {
  readonly size: number
  get(id: number): CatalogueEntry | undefined
  keys(): Iterable<number>
  values(): Iterable<CatalogueEntry>
}

/** The catalogue's orders and the versions made of them, from one set of entries. */
export interface CatalogueOrders {
  entries: EntriesById
  layout: CatalogueLayout
  /** The current (not retired) products, newest first. */
  newest: readonly CatalogueEntry[]
  /** The listed products (current and on the shelf), newest first. */
  listed: readonly CatalogueEntry[]
  /** The listed products in the Bestsellers order. */
  stockOrder: readonly CatalogueEntry[]
  /** Hash of the listed products as lists show them (`listingView`), in order (decision 032). */
  listingVersion: string
  /**
   * Hash of the listed products' order by stock, which the Bestsellers sort shows. A sale
   * reorders it more often than not: made when first asked (a Bestsellers page or query).
   */
  stockOrderVersion: () => string
  /** Hash of every current product's `matchDigest` (`QueryVersions.matches`). */
  matchVersion: string
  /**
   * Hash of every current product as served: moves with any change at all, a sale's stock
   * included. Made when first asked (a render, the §S7 list), not at every sale.
   */
  version: () => string
}

/** A product's entry before and after a change; undefined where it did not or no longer exists. */
export interface MovedEntry {
  before: CatalogueEntry | undefined
  after: CatalogueEntry | undefined
}

/**
 * Changes held over a whole map this many products at most: past it, the next change folds them
 * into a new whole map (one copy per this many products changed, not one per sale).
 */
const CHANGES_HELD = 1_024

/**
 * `entries` with these products changed (undefined: deleted). The whole map is not copied: the
 * changes are held over it (a copy of them, a few products a sale), since every snapshot keeps
 * its own entries while requests still read it. Copying 20,000 entries at each sale cost more
 * than the sale's own reads (docs/decisions/039).
 */
export function withChanges(
  entries: EntriesById,
  changes: ReadonlyMap<number, CatalogueEntry | undefined>,
  changesHeld = CHANGES_HELD,
): EntriesById {
  const whole = entries instanceof ChangedEntries ? entries.whole : entries
  const held = new Map(entries instanceof ChangedEntries ? entries.changes : [])
  for (const [id, entry] of changes) held.set(id, entry)
  if (held.size <= changesHeld) return new ChangedEntries(whole, held)
  const folded = new Map<number, CatalogueEntry>()
  for (const entry of whole.values()) folded.set(entry.id, entry)
  for (const [id, entry] of held) {
    if (entry) folded.set(id, entry)
    else folded.delete(id)
  }
  return folded
}

/** A whole map of entries and the changes since it, read as one. */
class ChangedEntries implements EntriesById {
  readonly size: number

  constructor(
    readonly whole: EntriesById,
    readonly changes: ReadonlyMap<number, CatalogueEntry | undefined>,
  ) {
    let size = whole.size
    for (const [id, entry] of changes) {
      const isInWhole = whole.get(id) !== undefined
      if (entry && !isInWhole) size += 1
      else if (!entry && isInWhole) size -= 1
    }
    this.size = size
  }

  get(id: number): CatalogueEntry | undefined {
    return this.changes.has(id) ? this.changes.get(id) : this.whole.get(id)
  }

  *keys(): Iterable<number> {
    for (const entry of this.values()) yield entry.id
  }

  *values(): Iterable<CatalogueEntry> {
    for (const entry of this.whole.values()) if (!this.changes.has(entry.id)) yield entry
    for (const entry of this.changes.values()) if (entry) yield entry
  }
}

/** A short hash: the catalogue's versions join their products' digests, 17 bytes each. */
export function hashOfText(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16)
}

/** Whether the shop lists it: not retired, and some size of it can be bought. */
const isListed = (entry: CatalogueEntry) => !entry.retired && entry.onShelf

/** The orders and versions of these entries, sorted and hashed from scratch. */
export function ordersOf(entries: EntriesById): CatalogueOrders {
  const layout = layoutOf(entries)
  const newest = layout.newest.map((id) => entryAt(entries, id))
  const listed = newest.filter(isListed)
  const stockOrder = [...listed].sort(compareStockOrder)
  return {
    entries,
    layout,
    newest,
    listed,
    stockOrder,
    listingVersion: listingVersionOf(listed),
    stockOrderVersion: whenAsked(() => stockOrderVersionOf(stockOrder)),
    matchVersion: matchVersionOf(newest),
    version: whenAsked(() => versionOf(newest)),
  }
}

/**
 * `previous` brought up to `entries`, in which only the `moved` products changed
 * (docs/decisions/039). A change that keeps every product where it was (a sale, a price, a text)
 * costs the moved products' places, found by bisection, and a copy of the orders; a version is
 * hashed again only when a moved product changed what it is made of. Hashing and looking up
 * every product at each sale blocked the process for 20 ms a sale at 20,000 products. Anything
 * else (a product added, retired, re-dated or renamed) sorts everything again.
 */
export function patchOrders(
  previous: CatalogueOrders,
  entries: EntriesById,
  moved: readonly MovedEntry[],
): CatalogueOrders {
  const kept: { before: CatalogueEntry; after: CatalogueEntry }[] = []
  for (const { before, after } of moved) {
    if (!before || !after || !keepsLayout(before, after)) return ordersOf(entries)
    kept.push({ before, after })
  }
  const newest = [...previous.newest]
  const listed = [...previous.listed]
  const stockOrder = [...previous.stockOrder]
  let isMatchMoved = false
  let isListingMoved = false
  for (const { before, after } of kept) {
    // Retired before and after (keepsLayout): in none of the orders or versions.
    if (after.retired) continue
    const places = [
      placeOf(newest, before, compareNewest),
      ...(isListed(before)
        ? [placeOf(listed, before, compareNewest), placeOf(stockOrder, before, compareStockOrder)]
        : []),
    ]
    // Not where the orders say it is: never expected, and sorting everything again is right.
    if (places.includes(-1)) return ordersOf(entries)
    const [inNewest = -1, inListed = -1, inStockOrder = -1] = places
    newest[inNewest] = after
    if (isListed(before)) {
      listed.splice(inListed, 1)
      stockOrder.splice(inStockOrder, 1)
    }
    if (isListed(after)) {
      listed.splice(firstNotBefore(listed, after, compareNewest), 0, after)
      stockOrder.splice(firstNotBefore(stockOrder, after, compareStockOrder), 0, after)
    }
    isMatchMoved ||= before.matchDigest !== after.matchDigest
    isListingMoved ||=
      isListed(before) !== isListed(after) ||
      (isListed(after) && before.listingDigest !== after.listingDigest)
  }
  return {
    entries,
    layout: previous.layout,
    newest,
    listed,
    stockOrder,
    listingVersion: isListingMoved ? listingVersionOf(listed) : previous.listingVersion,
    // The same order keeps the version, made or not; a moved one is hashed when asked.
    stockOrderVersion: isSameOrder(stockOrder, previous.stockOrder)
      ? previous.stockOrderVersion
      : whenAsked(() => stockOrderVersionOf(stockOrder)),
    matchVersion: isMatchMoved ? matchVersionOf(newest) : previous.matchVersion,
    version: whenAsked(() => versionOf(newest)),
  }
}

const listingVersionOf = (listed: readonly CatalogueEntry[]) =>
  hashOfText(listed.map((entry) => entry.listingDigest).join('\n'))

const stockOrderVersionOf = (stockOrder: readonly CatalogueEntry[]) =>
  hashOfText(stockOrder.map((entry) => entry.id).join(','))

const matchVersionOf = (newest: readonly CatalogueEntry[]) =>
  hashOfText(newest.map((entry) => entry.matchDigest).join('\n'))

const versionOf = (newest: readonly CatalogueEntry[]) =>
  hashOfText(newest.map((entry) => entry.digest).join('\n'))

/** A version hashed once, when first asked. */
function whenAsked(hash: () => string): () => string {
  let version: string | undefined
  return () => (version ??= hash())
}

/** The same products in the same order: ids compared, no hash made. */
function isSameOrder(a: readonly CatalogueEntry[], b: readonly CatalogueEntry[]): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index]?.id !== b[index]?.id) return false
  return true
}

/** ISO times compare as text; not localeCompare, which costs a collation per comparison. */
function compareText(a: string, b: string): number {
  if (a === b) return 0
  return a < b ? -1 : 1
}

function entryAt(entries: EntriesById, id: number): CatalogueEntry {
  const entry = entries.get(id)
  if (!entry) throw new Error(`the catalogue's layout names product ${id}, which it does not hold`)
  return entry
}

/** The list's order: newest first, the later id first on the same second. */
function compareNewest(a: CatalogueEntry, b: CatalogueEntry): number {
  return compareText(b.created_at, a.created_at) || b.id - a.id
}

/** Where every product is, sorted from scratch. */
function layoutOf(entries: EntriesById): CatalogueLayout {
  const all = [...entries.values()]
  const current = all.filter((entry) => !entry.retired).sort(compareNewest)
  return {
    newest: current.map((entry) => entry.id),
    bySlug: new Map(current.map((entry) => [entry.slug, entry.id])),
    byImageId: new Map(all.map((entry) => [entry.imageId, entry.id])),
  }
}

/** Whether a product's change leaves every product where it was (a sale, a price, a text). */
function keepsLayout(before: CatalogueEntry, after: CatalogueEntry) {
  return (
    before.retired === after.retired &&
    before.created_at === after.created_at &&
    before.slug === after.slug &&
    before.imageId === after.imageId
  )
}

const compareBestsellers = compareProductsBy('bestsellers')

/**
 * The Bestsellers order (`sortProducts(listed, 'bestsellers')`, which keeps the list's order
 * among ties) as one total order, so a product's place can be found by bisection.
 */
function compareStockOrder(a: CatalogueEntry, b: CatalogueEntry): number {
  return compareBestsellers(a, b) || compareNewest(a, b)
}

/** Where `entry` would go in an order sorted by `compare`: the first place not before it. */
function firstNotBefore(
  order: readonly CatalogueEntry[],
  entry: CatalogueEntry,
  compare: (a: CatalogueEntry, b: CatalogueEntry) => number,
): number {
  let low = 0
  let high = order.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const there = order[middle]
    if (there && compare(there, entry) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/** Where `entry` is in an order sorted by `compare`, or -1 if it is not there. */
function placeOf(
  order: readonly CatalogueEntry[],
  entry: CatalogueEntry,
  compare: (a: CatalogueEntry, b: CatalogueEntry) => number,
): number {
  const index = firstNotBefore(order, entry, compare)
  return order[index]?.id === entry.id ? index : -1
}
