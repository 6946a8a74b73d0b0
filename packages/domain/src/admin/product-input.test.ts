import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { productInputSchema, productSlug, repeatedSizeLabel, uniqueSlug } from './product-input'
import { OUD_AL_LAGOS } from './product-input-fixtures'

const valid = OUD_AL_LAGOS

describe('productSlug', () => {
  it.each([
    ['Oud al Lagos', '100ml', 'oud-al-lagos-100ml'],
    ['  Éclat  de Rose!! ', '50 ml', 'eclat-de-rose-50-ml'],
    ['***', '', 'product'],
  ])('%s / %s → %s', (name, size, slug) => {
    expect(productSlug(name, size)).toBe(slug)
  })

  it('always gives a slug the storefront route accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 30 }), (name, size) => {
        const slug = productSlug(name, size)
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        expect(slug.length).toBeLessThanOrEqual(80)
      }),
    )
  })
})

describe('uniqueSlug', () => {
  it.each([
    [[], 'a'],
    [['a'], 'a-2'],
    [['a', 'a-2', 'a-3'], 'a-4'],
  ])('with %j taken → %s', (taken, expected) => {
    expect(uniqueSlug('a', new Set(taken))).toBe(expected)
  })
})

describe('productInputSchema', () => {
  it.each([
    ['a valid product', {}, true],
    ['a long name', { name: 'x'.repeat(121) }, false],
    ['a negative stock', { stock: -1 }, false],
    ['a fractional price', { price: 10.5 }, false],
    ['a zero price', { price: 0 }, false],
    ['an unknown family', { type: 'Musky' }, false],
    [
      'too many notes',
      { notes: { top: Array.from({ length: 9 }, () => 'x'), heart: [], base: [] } },
      false,
    ],
    ['an empty brand', { brand: '  ' }, false],
  ])('%s', (_label, change, ok) => {
    expect(productInputSchema.safeParse({ ...valid, ...change }).success).toBe(ok)
  })
})

describe('repeatedSizeLabel', () => {
  it.each<[string, string[], string | undefined]>([
    ['2 ml sample', ['50ml', '2 ml sample'], '2 ml sample'],
    ['2ml Sample', ['50ml', '2 ml sample'], '2 ml sample'],
    ['  2 ml   sample ', ['2 ml sample'], '2 ml sample'],
    ['50 ml', ['50ml', '2 ml sample'], '50ml'],
    ['10 ml travel spray', ['50ml', '2 ml sample'], undefined],
    ['2 ml sample', [], undefined],
  ])('%j among %j repeats %j', (label, others, repeated) => {
    expect(repeatedSizeLabel(label, others)).toBe(repeated)
  })
})
