import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { previewOrderItems, recentOrders } from './preview'

describe('previewOrderItems', () => {
  it.each([
    [[], [], null],
    [['Oud'], ['Oud'], null],
    [['Oud', 'Rose'], ['Oud'], '+1 more items'],
    [['Oud', 'Rose', 'Amber', 'Musk'], ['Oud'], '+3 more items'],
  ])('%j shows %j and %j', (items, shown, moreLabel) => {
    expect(previewOrderItems(items)).toEqual({ shown, moreLabel })
  })

  it('accounts for every item', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), (items) => {
        const { shown, moreLabel } = previewOrderItems(items)
        const more = moreLabel === null ? 0 : Number(/^\+(\d+) more items$/.exec(moreLabel)?.[1])
        expect(shown.length + more).toBe(items.length)
      }),
    )
  })
})

describe('recentOrders', () => {
  const order = (id: string, created_at: string) => ({ id, created_at })
  const a = order('a', '2025-03-01T10:00:00.000Z')
  const b = order('b', '2025-03-03T10:00:00.000Z')
  const c = order('c', '2025-03-02T10:00:00.000Z')

  it.each([
    [[], [], false],
    [[a], ['a'], false],
    [[a, b], ['b', 'a'], false],
    [[a, b, c], ['b', 'c'], true],
    [[b, c, a], ['b', 'c'], true],
  ])('%#: shows %j, more: %s', (orders, ids, hasMore) => {
    const recent = recentOrders(orders)
    expect(recent.orders.map((o) => o.id)).toEqual(ids)
    expect(recent.hasMore).toBe(hasMore)
  })

  it('does not reorder the list it is given', () => {
    const orders = [a, b, c]
    recentOrders(orders)
    expect(orders).toEqual([a, b, c])
  })
})
