import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToCart,
  canIncrement,
  cartLineKey,
  cartLineName,
  cartItemCount,
  cartSubtotal,
  cartTotals,
  clearCart,
  decrementQuantity,
  DEFAULT_MAX_QUANTITY,
  incrementQuantity,
  lineTotal,
  maxQuantity,
  quantityInCart,
  reconcileCart,
  removeFromCart,
  setQuantity,
  stockLimitMessage,
  type CartItem,
  type CartProduct,
} from './cart'
import { parseStoredCart } from './stored-cart'

const rose: CartProduct = {
  id: 1,
  productId: 'rose-oud',
  name: 'Rose Oud',
  price: 25_000,
  image: '/api/art/rose.svg',
  stock: 3,
}
const citrus: CartProduct = { id: 2, name: 'Citrus Bloom', price: 9_500, image: '/c.svg' }

function line(product: CartProduct, quantity: number): CartItem {
  return { ...product, quantity }
}

describe('stockLimitMessage', () => {
  it.each([
    [1, 'Only 1 items in stock'],
    [3, 'Only 3 items in stock'],
    [100, 'Only 100 items in stock'],
  ])('for %i reads %s', (n, text) => {
    expect(stockLimitMessage(n)).toBe(text)
  })
})

describe('maxQuantity and canIncrement', () => {
  it.each([
    [{ stock: 3 }, 3],
    [{ stock: 250 }, 250],
    [{ stock: 0 }, 0],
    [{ stock: -4 }, 0],
    [{ stock: 2.7 }, 2],
    [{}, DEFAULT_MAX_QUANTITY],
    [{ stock: Number.NaN }, DEFAULT_MAX_QUANTITY],
  ])('the cap of %j is %i', (item, cap) => {
    expect(maxQuantity(item)).toBe(cap)
  })

  it.each([
    [{ quantity: 2, stock: 3 }, true],
    [{ quantity: 3, stock: 3 }, false],
    [{ quantity: 99 }, true],
    [{ quantity: 100 }, false],
  ])('canIncrement(%j) is %s', (item, can) => {
    expect(canIncrement(item)).toBe(can)
  })
})

describe('addToCart', () => {
  it('starts a new item at 1, keeping its product id and stock', () => {
    expect(addToCart([], rose)).toEqual({ items: [{ ...rose, quantity: 1 }] })
  })

  it('raises an existing item by 1 and leaves other lines alone', () => {
    const { items, error } = addToCart([line(citrus, 1), line(rose, 1)], rose)
    expect(error).toBeUndefined()
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [2, 1],
      [1, 2],
    ])
  })

  it('refuses past stock with the message and keeps the line at stock', () => {
    expect(addToCart([line(rose, 3)], rose)).toEqual({
      items: [line(rose, 3)],
      error: 'Only 3 items in stock',
    })
  })

  it('refreshes price and stock from the product, capping at the new stock', () => {
    const restocked = { ...rose, price: 27_000, stock: 2 }
    expect(addToCart([line(rose, 2)], restocked)).toEqual({
      items: [line(restocked, 2)],
      error: 'Only 2 items in stock',
    })
  })

  it('refuses a sold-out product', () => {
    expect(addToCart([], { ...rose, stock: 0 })).toEqual({
      items: [],
      error: 'Only 0 items in stock',
    })
  })

  it('caps at 100 when stock is not given', () => {
    expect(addToCart([line(citrus, 100)], citrus)).toEqual({
      items: [line(citrus, 100)],
      error: 'Only 100 items in stock',
    })
  })

  it('does not change the cart it was given', () => {
    const items = [line(rose, 1)]
    addToCart(items, rose)
    expect(items).toEqual([line(rose, 1)])
  })
})

describe('setQuantity', () => {
  const cart = [line(rose, 2), line(citrus, 5)]

  it.each([
    ['sets a quantity within stock', 1, 3, [3, 5], undefined],
    ['removes the line at 0', 1, 0, [5], undefined],
    ['removes the line below 0', 1, -2, [5], undefined],
    ['cuts a quantity above stock down to stock', 1, 9, [3, 5], 'Only 3 items in stock'],
    [
      'cuts a quantity above 100 down to 100 without stock',
      2,
      101,
      [2, 100],
      'Only 100 items in stock',
    ],
    ['floors a fractional quantity', 2, 7.9, [2, 7], undefined],
    ['ignores an id with no line', 99, 4, [2, 5], undefined],
    ['ignores NaN', 1, Number.NaN, [2, 5], undefined],
  ])('%s', (_label, id, quantity, quantities, error) => {
    const change = setQuantity(cart, id, quantity)
    expect(change.items.map((item) => item.quantity)).toEqual(quantities)
    expect(change.error).toBe(error)
  })

  it('drops a line whose stock fell to 0', () => {
    expect(setQuantity([line({ ...rose, stock: 0 }, 1)], 1, 1)).toEqual({
      items: [],
      error: 'Only 0 items in stock',
    })
  })
})

describe('increment, decrement, remove, clear', () => {
  it('increments to the cap and then reports the limit', () => {
    let items: CartItem[] = [line(rose, 1)]
    items = incrementQuantity(items, 1).items
    items = incrementQuantity(items, 1).items
    expect(quantityInCart(items, 1)).toBe(3)
    expect(canIncrement(items[0]!)).toBe(false)
    expect(incrementQuantity(items, 1).error).toBe('Only 3 items in stock')
  })

  it('decrementing from 1 removes the line', () => {
    expect(decrementQuantity([line(rose, 1), line(citrus, 2)], 1).items).toEqual([line(citrus, 2)])
  })

  it('remove deletes the whole line, whatever its quantity', () => {
    expect(removeFromCart([line(rose, 3), line(citrus, 2)], 1)).toEqual([line(citrus, 2)])
  })

  it('clear empties the cart', () => {
    expect(clearCart()).toEqual([])
  })

  it('quantityInCart is 0 without a line', () => {
    expect(quantityInCart([line(rose, 2)], 2)).toBe(0)
  })
})

describe('counts and totals', () => {
  it.each([
    [[], 0, 0],
    [[line(rose, 1)], 1, 25_000],
    [[line(rose, 2), line(citrus, 3)], 5, 78_500],
    [[{ ...line(citrus, 2), price: 9_999.5 }], 2, 19_999],
  ])('cart %# counts %i units worth ₦%d', (items, count, subtotal) => {
    expect(cartItemCount(items)).toBe(count)
    expect(cartSubtotal(items)).toBe(subtotal)
  })

  it.each([
    [12_500, 3, 37_500],
    [25_000, 1, 25_000],
    [9_999.5, 2, 19_999],
    [8_000, 0, 0],
  ])('a line of ₦%d × %i costs ₦%d', (price, quantity, total) => {
    expect(lineTotal({ price, quantity })).toBe(total)
  })

  it("adds an order's lines, which carry no cart fields", () => {
    const orderLines = [
      { name: 'Rose of Ikoyi', price: 15_000, quantity: 2 },
      { name: 'Lagos Oud', price: 22_500, quantity: 1 },
    ]
    expect(cartSubtotal(orderLines)).toBe(52_500)
  })

  it.each([
    [0, { subtotal: 50_000, shipping: 0, total: 50_000 }],
    [2_500, { subtotal: 50_000, shipping: 2_500, total: 52_500 }],
  ])('with shipping ₦%i the totals are %j', (shipping, totals) => {
    expect(cartTotals([line(rose, 2)], shipping)).toEqual(totals)
  })

  it('totals default to no shipping', () => {
    expect(cartTotals([line(citrus, 1)])).toEqual({ subtotal: 9_500, shipping: 0, total: 9_500 })
  })
})

describe('reconcileCart', () => {
  it('refreshes lines from the catalogue and cuts quantities to the new stock', () => {
    const products = [{ ...rose, price: 30_000, stock: 2 }]
    expect(reconcileCart([line(rose, 3), line(citrus, 4)], products)).toEqual({
      items: [line({ ...rose, price: 30_000, stock: 2 }, 2), line(citrus, 4)],
      changed: true,
    })
  })

  it('reports no change when the cart already matches', () => {
    const items = [line(rose, 2)]
    expect(reconcileCart(items, [rose])).toEqual({ items, changed: false })
  })

  it('drops a line whose product now has no stock', () => {
    expect(reconcileCart([line(rose, 1)], [{ ...rose, stock: 0 }])).toEqual({
      items: [],
      changed: true,
    })
  })
})

describe('parseStoredCart', () => {
  const good = { id: 7, name: 'Amber Nights', price: 18_000, image: '/a.svg', quantity: 2 }

  it.each([
    ['garbage JSON', '{not json'],
    ['JSON null', 'null'],
    ['an object', '{"id":1}'],
    ['a number', 42],
    ['undefined', undefined],
    ['an empty string', ''],
  ])('reads %s as an empty cart', (_label, raw) => {
    expect(parseStoredCart(raw)).toEqual([])
  })

  it('keeps valid entries from a JSON string, with their optional fields', () => {
    const withExtras = { ...good, id: 8, productId: 'amber', stock: 5 }
    expect(parseStoredCart(JSON.stringify([good, withExtras]))).toEqual([good, withExtras])
  })

  it.each([
    ['a string id', { ...good, id: '7' }],
    ['a fractional id', { ...good, id: 7.5 }],
    ['a missing name', { ...good, name: undefined }],
    ['a numeric name', { ...good, name: 12 }],
    ['a string price', { ...good, price: '18000' }],
    ['a negative price', { ...good, price: -1 }],
    ['a missing image', { ...good, image: null }],
    ['a zero quantity', { ...good, quantity: 0 }],
    ['a fractional quantity', { ...good, quantity: 1.5 }],
    ['a string quantity', { ...good, quantity: '2' }],
    ['a string stock', { ...good, stock: '5' }],
    ['a numeric productId', { ...good, productId: 5 }],
    ['a sold-out stock', { ...good, stock: 0 }],
    ['an overlong name', { ...good, name: 'x'.repeat(501) }],
    ['null', null],
    ['an array', [good]],
  ])('drops an entry with %s and keeps the good ones', (_label, bad) => {
    const other = { ...good, id: 9 }
    expect(parseStoredCart([good, bad, other])).toEqual([good, other])
  })

  it('keeps the first line of a repeated id', () => {
    expect(parseStoredCart([good, { ...good, quantity: 5 }])).toEqual([good])
  })

  it('cuts stored quantities down to the cap', () => {
    expect(
      parseStoredCart([
        { ...good, quantity: 500 },
        { ...good, id: 3, quantity: 9, stock: 4 },
      ]),
    ).toEqual([
      { ...good, quantity: 100 },
      { ...good, id: 3, quantity: 4, stock: 4 },
    ])
  })

  it('never throws and always yields valid lines, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.anything()), (raw) => {
        for (const item of parseStoredCart(raw)) {
          expect(Number.isSafeInteger(item.id)).toBe(true)
          expect(item.quantity).toBeGreaterThanOrEqual(1)
          expect(item.quantity).toBeLessThanOrEqual(maxQuantity(item))
        }
      }),
    )
  })

  it('reads back what it is given when every line is valid', () => {
    const lineArb = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      name: fc.string({ maxLength: 50 }),
      price: fc.integer({ min: 0, max: 1_000_000 }),
      image: fc.string({ maxLength: 50 }),
      quantity: fc.integer({ min: 1, max: 100 }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(lineArb, { selector: (item) => item.id }), (items) => {
        expect(parseStoredCart(JSON.stringify(items))).toEqual(items)
      }),
    )
  })
})

describe('the quantity cap holds for any sequence of changes', () => {
  type Op = { kind: 'add' | 'inc' | 'dec' | 'set' | 'remove'; which: number; quantity: number }
  const opArb: fc.Arbitrary<Op> = fc.record({
    kind: fc.constantFrom('add', 'inc', 'dec', 'set', 'remove'),
    which: fc.integer({ min: 0, max: 2 }),
    quantity: fc.integer({ min: -5, max: 250 }),
  })
  const productArb = fc.record({
    id: fc.integer({ min: 1, max: 1_000 }),
    name: fc.string({ maxLength: 10 }),
    price: fc.integer({ min: 0, max: 100_000 }),
    image: fc.constant('/x.svg'),
    stock: fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }),
  })

  it('every line stays within 1..max, ids stay unique, and errors come only from the cap', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(productArb, { minLength: 3, maxLength: 3, selector: (p) => p.id }),
        fc.array(opArb, { maxLength: 60 }),
        (products, ops) => {
          let items: CartItem[] = []
          for (const op of ops) {
            const product = products[op.which]!
            const change =
              op.kind === 'add'
                ? addToCart(items, product)
                : op.kind === 'inc'
                  ? incrementQuantity(items, product.id)
                  : op.kind === 'dec'
                    ? decrementQuantity(items, product.id)
                    : op.kind === 'set'
                      ? setQuantity(items, product.id, op.quantity)
                      : { items: removeFromCart(items, product.id) }
            if (change.error) expect(change.error).toMatch(/^Only \d+ items in stock$/)
            items = change.items
            for (const item of items) {
              expect(item.quantity).toBeGreaterThanOrEqual(1)
              expect(item.quantity).toBeLessThanOrEqual(maxQuantity(item))
            }
            expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
            expect(cartItemCount(items)).toBe(items.reduce((n, item) => n + item.quantity, 0))
          }
        },
      ),
    )
  })

  it('setting any quantity above the cap lands exactly on the cap with its message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 1, max: 1_000 }),
        (stock, extra) => {
          const change = setQuantity([line({ ...rose, stock }, 1)], rose.id, stock + extra)
          expect(change.items[0]?.quantity).toBe(stock)
          expect(change.error).toBe(stockLimitMessage(stock))
        },
      ),
    )
  })
})

describe('sizes: a size is its own line', () => {
  const sample = {
    id: 40,
    label: '2 ml sample',
    ml: 2,
    price: 3_000,
    stock: 5,
    isSample: true,
    isDefault: false,
  }
  const full = {
    id: 41,
    label: '100 ml',
    ml: 100,
    price: 25_000,
    stock: 3,
    isSample: false,
    isDefault: true,
  }
  const sized: CartProduct = { ...rose, sizes: [sample, full] }

  it('adds a sample beside the full bottle, each with its own price and stock', () => {
    const withBottle = addToCart([], sized).items
    const both = addToCart(withBottle, sized, sample.id).items
    expect(both).toHaveLength(2)
    expect(both[1]).toMatchObject({
      id: 1,
      sizeId: 40,
      sizeLabel: '2 ml sample',
      price: 3_000,
      stock: 5,
    })
    expect(both[0]).toMatchObject({ id: 1, price: 25_000, stock: 3 })
    expect(both[0]?.sizeId).toBeUndefined()
  })

  it('choosing the default size is the plain line', () => {
    const items = addToCart(addToCart([], sized).items, sized, full.id).items
    expect(items).toEqual([{ ...line(rose, 2) }])
  })

  it('changes and removes one size without touching the other', () => {
    const items = addToCart(addToCart([], sized).items, sized, sample.id).items
    expect(
      setQuantity(items, cartLineKey({ id: 1, sizeId: 40 }), 4).items.map((i) => i.quantity),
    ).toEqual([1, 4])
    expect(removeFromCart(items, '1:40')).toEqual([line(rose, 1)])
    expect(quantityInCart(items, 1)).toBe(1)
  })

  it('reads a stored cart from before sizes as full-bottle lines, and keeps sized lines apart', () => {
    const stored = JSON.stringify([
      { id: 1, name: 'Rose Oud', price: 25_000, image: '/r.svg', quantity: 2 },
      {
        id: 1,
        name: 'Rose Oud',
        price: 3_000,
        image: '/r.svg',
        quantity: 1,
        sizeId: 40,
        sizeLabel: '2 ml sample',
      },
      { id: 1, name: 'Rose Oud', price: 3_000, image: '/r.svg', quantity: 1, sizeId: 'x' },
    ])
    const items = parseStoredCart(stored)
    expect(items.map(cartLineKey)).toEqual(['1', '1:40'])
  })

  it('reconciles a sized line with its size, not the bottle', () => {
    const stale: CartItem = { ...line(rose, 9), price: 1, sizeId: 40, sizeLabel: 'old' }
    const { items } = reconcileCart([stale], [sized])
    expect(items[0]).toMatchObject({
      price: 3_000,
      stock: 5,
      quantity: 5,
      sizeLabel: '2 ml sample',
    })
  })
})

describe('cartLineName', () => {
  it.each([
    [{ name: 'Rose Oud' }, 'Rose Oud'],
    [{ name: 'Rose Oud', sizeLabel: '2 ml sample' }, 'Rose Oud, 2 ml sample'],
    [{ name: 'Rose Oud', sizeLabel: '' }, 'Rose Oud'],
  ])('%j → %s', (line, name) => {
    expect(cartLineName(line)).toBe(name)
  })
})
