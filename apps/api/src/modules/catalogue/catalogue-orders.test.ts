import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CatalogueEntry,
  type CatalogueOrders,
  type MovedEntry,
  ordersOf,
  patchOrders,
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
          let entries: ReadonlyMap<number, CatalogueEntry> = catalogueOf(size)
          let orders = ordersOf(entries)
          for (const changes of refreshes) {
            const next = new Map(entries)
            const moved = new Map<number, MovedEntry>()
            for (const { id, change } of changes) {
              const before = moved.get(id)?.before ?? entries.get(id)
              // No change named: the product was deleted (or, unknown, is added).
              const after = change
                ? { ...(next.get(id) ?? entryOf(id)), ...change }
                : next.has(id)
                  ? undefined
                  : entryOf(id)
              if (after) next.set(id, after)
              else next.delete(id)
              moved.set(id, { before, after })
            }
            orders = patchOrders(orders, next, [...moved.values()])
            entries = next
            expect(served(orders)).toEqual(served(ordersOf(entries)))
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
    const entries = new Map([...catalogueOf(size)].map(([id, entry]) => [id, counted(entry)]))
    const orders = ordersOf(entries)
    expect(reads.digests).toBeGreaterThanOrEqual(size)

    // A sale of two bottles of two products: the stock moves, the listing and the matches do not.
    const sold = [entries.get(101)!, entries.get(2_002)!]
    const next = new Map(entries)
    const moved = sold.map((before) => {
      const after = counted({ ...before, stock: before.stock - 2, digest: `${before.id}-sold` })
      next.set(before.id, after)
      return { before, after }
    })
    reads.digests = 0
    const patched = patchOrders(orders, next, moved)
    expect(patched.listingVersion).toBe(orders.listingVersion)
    expect(patched.matchVersion).toBe(orders.matchVersion)
    // Its listing and match digests, before and after.
    expect(reads.digests).toBeLessThanOrEqual(4 * sold.length)

    // The version of every product as served still moves with the sale, once asked.
    expect(patched.version()).not.toBe(orders.version())
    expect(patched.version()).toBe(ordersOf(next).version())
  })
})
