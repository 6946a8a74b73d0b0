import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CatalogueEntry,
  type CatalogueOrders,
  type EntriesById,
  type MovedEntry,
  ordersOf,
  patchOrders,
  withChanges,
} from './catalogue-orders.js'

/**
 * The catalogue's orders and versions patched after a change (docs/decisions/039) are those
 * sorted and hashed from scratch, and a sale's patch reads only the sold products.
 */

const DAY = 86_400_000

/** A product as the catalogue holds it; `n` picks its date, stock and digests. */
function entryOf(id: number, changes: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    id,
    slug: `product-${id}`,
    imageId: `art-${id}`,
    // Some products share a second: the later id goes first.
    created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(id / 3) * DAY).toISOString(),
    updatedAt: '2026-11-01T00:00:00.000Z',
    best_seller: id % 5 === 0,
    stock: (id * 7) % 11,
    price: 10_000 + id,
    stamp: `${id}/`,
    retired: id % 13 === 0,
    onShelf: (id * 7) % 11 !== 0,
    drawn: true,
    digest: `d${id}`,
    listingDigest: `l${id}`,
    matchDigest: `m${id}`,
    artKey: `k${id}`,
    artVersion: `v${id}`,
    ...changes,
  }
}

/** A Map that counts the walks over all of it (a copy is one). */
class WalkedMap<K, V> extends Map<K, V> {
  walks = 0

  override values() {
    this.walks += 1
    return super.values()
  }

  override keys() {
    this.walks += 1
    return super.keys()
  }

  override entries() {
    this.walks += 1
    return super.entries()
  }

  override [Symbol.iterator]() {
    this.walks += 1
    return super[Symbol.iterator]()
  }

  override forEach(...args: Parameters<Map<K, V>['forEach']>) {
    this.walks += 1
    super.forEach(...args)
  }
}

const catalogueOf = (size: number) =>
  new Map(Array.from({ length: size }, (_, index) => [index + 1, entryOf(index + 1)]))

/** What a snapshot serves: every order by id and every version. */
function served(orders: CatalogueOrders) {
  const ids = (order: readonly CatalogueEntry[]) => order.map((entry) => entry.id)
  return {
    newest: ids(orders.newest),
    listed: ids(orders.listed),
    stockOrder: ids(orders.stockOrder),
    layout: orders.layout,
    listingVersion: orders.listingVersion,
    stockOrderVersion: orders.stockOrderVersion(),
    matchVersion: orders.matchVersion,
    version: orders.version(),
  }
}

/** A change to one product, as a sale, a return, the owner or another process makes it. */
const changeArbitrary = fc.record(
  {
    stock: fc.integer({ min: 0, max: 12 }),
    onShelf: fc.boolean(),
    best_seller: fc.boolean(),
    retired: fc.boolean(),
    created_at: fc.constantFrom('2026-03-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'),
    digest: fc.constantFrom('d-a', 'd-b'),
    listingDigest: fc.constantFrom('l-a', 'l-b'),
    matchDigest: fc.constantFrom('m-a', 'm-b'),
  },
  { requiredKeys: [] },
)

describe('the catalogue’s orders after a change', () => {
  it('patched are the orders and versions sorted and hashed from scratch', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(
          fc.array(
            fc.record({
              id: fc.integer({ min: 1, max: 64 }),
              change: fc.option(changeArbitrary, { nil: undefined }),
            }),
            { minLength: 1, maxLength: 4 },
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (size, refreshes) => {
          // The truth, copied whole at each change, beside the entries as a refresh keeps them.
          let truth = catalogueOf(size)
          let entries: EntriesById = truth
          let orders = ordersOf(entries)
          for (const changes of refreshes) {
            const next = new Map(truth)
            const written = new Map<number, CatalogueEntry | undefined>()
            const moved = new Map<number, MovedEntry>()
            for (const { id, change } of changes) {
              const before = moved.get(id)?.before ?? truth.get(id)
              // No change named: the product was deleted (or, unknown, is added).
              const after = change
                ? { ...(next.get(id) ?? entryOf(id)), ...change }
                : next.has(id)
                  ? undefined
                  : entryOf(id)
              if (after) next.set(id, after)
              else next.delete(id)
              written.set(id, after)
              moved.set(id, { before, after })
            }
            // Folded into a whole map every few changes, so both ways are read.
            entries = withChanges(entries, written, 3)
            truth = next
            expect(entries.size).toBe(truth.size)
            expect([...entries.keys()].sort((a, b) => a - b)).toEqual(
              [...truth.keys()].sort((a, b) => a - b),
            )
            for (const id of changes.map((change) => change.id)) {
              expect(entries.get(id)).toBe(truth.get(id))
            }
            orders = patchOrders(orders, entries, [...moved.values()])
            expect(served(orders)).toEqual(served(ordersOf(truth)))
          }
        },
      ),
    )
  })

  it('moves no product but the one sold when its stock changes, a retired one included', () => {
    const entries = catalogueOf(40)
    const orders = ordersOf(entries)
    // Product 13 is retired with stock on the shelf: it is in no order, before or after.
    const retired = entries.get(13)!
    expect(retired).toMatchObject({ retired: true, onShelf: true })
    const after = { ...retired, stock: retired.stock + 5, digest: 'returned' }
    const next = new Map(entries).set(13, after)
    expect(served(patchOrders(orders, next, [{ before: retired, after }]))).toEqual(served(orders))
  })

  it('reads only the sold products’ digests after a sale, not every product’s', () => {
    const size = 5_000
    const reads = { digests: 0 }
    // Every digest read is counted: hashing the catalogue's versions reads all of them.
    const counted = (entry: CatalogueEntry): CatalogueEntry => {
      const { digest, listingDigest, matchDigest, ...rest } = entry
      const count = (value: string) => () => {
        reads.digests += 1
        return value
      }
      return Object.defineProperties(rest, {
        digest: { get: count(digest), enumerable: true },
        listingDigest: { get: count(listingDigest), enumerable: true },
        matchDigest: { get: count(matchDigest), enumerable: true },
      }) as CatalogueEntry
    }
    const entries = new WalkedMap([...catalogueOf(size)].map(([id, entry]) => [id, counted(entry)]))
    const orders = ordersOf(entries)
    expect(reads.digests).toBeGreaterThanOrEqual(size)

    // A sale of two bottles of two products: the stock moves, the listing and the matches do not.
    const sold = [entries.get(101)!, entries.get(2_002)!]
    const moved = sold.map((before) => {
      const after = counted({ ...before, stock: before.stock - 2, digest: `${before.id}-sold` })
      return { before, after }
    })
    const next = new Map(entries)
    for (const { after } of moved) next.set(after.id, after)
    reads.digests = 0
    entries.walks = 0
    const written = new Map(moved.map(({ after }) => [after.id, after]))
    const patched = patchOrders(orders, withChanges(entries, written), moved)
    expect(patched.listingVersion).toBe(orders.listingVersion)
    expect(patched.matchVersion).toBe(orders.matchVersion)
    // Its listing and match digests, before and after; no product copied or walked over.
    expect(reads.digests).toBeLessThanOrEqual(4 * sold.length)
    expect(entries.walks).toBe(0)
    expect(patched.entries.get(101)).toBe(moved[0]?.after)
    expect(patched.entries.get(102)).toBe(entries.get(102))

    // The version of every product as served still moves with the sale, once asked.
    expect(patched.version()).not.toBe(orders.version())
    expect(patched.version()).toBe(ordersOf(next).version())
  })
})
