import { describe, expect, it } from 'vitest'
import { keepPromo, keptPromoFor } from './applied-promo'

const rose = { id: 7, quantity: 2, price: 25_000 }
const sample = { id: 7, sizeId: 40, quantity: 1, price: 1_500 }
const oud = { id: 9, quantity: 1, price: 40_000 }
const promo = { code: 'SCENT10', discount: 5_000 }
const kept = keepPromo(promo, [rose, sample])

describe('keptPromoFor', () => {
  it.each<[string, unknown, (typeof rose)[], typeof promo | null]>([
    ['the same cart', kept, [rose, sample], promo],
    ['the same lines in another order', kept, [sample, rose], promo],
    ['a line added', kept, [rose, sample, oud], null],
    ['a line removed', kept, [rose], null],
    ['a quantity changed', kept, [{ ...rose, quantity: 3 }, sample], null],
    ['a price changed', kept, [{ ...rose, price: 26_000 }, sample], null],
    ['another size of the same fragrance', kept, [rose, { ...sample, sizeId: 41 }], null],
    ['the cart emptied', kept, [], null],
    ['nothing kept', null, [rose, sample], null],
    ['an unreadable entry', { code: 'SCENT10' }, [rose, sample], null],
    ['a negative discount', { ...kept, discount: -5 }, [rose, sample], null],
  ])('%s', (_, stored, items, expected) => {
    expect(keptPromoFor(stored, items)).toEqual(expected)
  })
})
