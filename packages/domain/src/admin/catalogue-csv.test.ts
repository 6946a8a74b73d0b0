import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_CSV_COLUMNS,
  catalogueCells,
  catalogueHeaderProblems,
  catalogueImportMessage,
  isSameCatalogueRow,
  newCatalogueSize,
  parseCatalogueRow,
  parseCatalogueSizes,
  type CatalogueCells,
  type CatalogueRow,
} from './catalogue-csv'
import { OUD_AL_LAGOS } from './product-input-fixtures'

const row: CatalogueRow = {
  productId: 'oud-al-lagos-100ml',
  product: OUD_AL_LAGOS,
  retired: false,
  sizes: [{ label: '2 ml sample', price: 1_800, stock: 40 }],
}
const cells = catalogueCells(row)
const edited = (change: Partial<CatalogueCells>): CatalogueCells => ({ ...cells, ...change })

describe('catalogueCells', () => {
  it('writes one cell per column, notes and sizes joined by ";"', () => {
    expect(Object.keys(cells)).toEqual([...CATALOGUE_CSV_COLUMNS])
    expect(cells).toMatchObject({
      family: 'Woody',
      price: '45000',
      notes_top: 'Saffron;Pink pepper',
      best_seller: 'true',
      retired: 'false',
      sizes: '2 ml sample:1800:40',
    })
  })

  it('reads back as the same product (an export imports back unchanged)', () => {
    const parsed = parseCatalogueRow(cells)
    expect(parsed).toEqual({ ok: true, row })
  })

  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+2348031234567', "'+2348031234567"],
    ['-Rose', "'-Rose"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Rose', 'Rose'],
  ])('a name %s is written as %s, and read back as it was', (name, written) => {
    const formula = catalogueCells({ ...row, product: { ...row.product, name } })
    expect(formula.name).toBe(written)
    const parsed = parseCatalogueRow(formula)
    expect(parsed.ok && parsed.row.product.name).toBe(name)
  })
})

describe('parseCatalogueRow', () => {
  it.each<[string, Partial<CatalogueCells>, string, string]>([
    ['a price that is not a number', { price: 'cheap' }, 'price', 'Price must be a number'],
    ['a price in kobo', { price: '450.50' }, 'price', 'Price must be whole naira'],
    ['no price', { price: '' }, 'price', 'Price must be a number'],
    ['a negative stock', { stock: '-1' }, 'stock', 'Stock cannot be negative'],
    ['an empty name', { name: ' ' }, 'name', 'Name is required'],
    ['an unknown family', { family: 'Leathery' }, 'family', 'Choose a scent family: use Floral'],
    ['an unknown gender', { gender: 'men' }, 'gender', 'Choose who it is for: use male, female'],
    ['a flag that is not true or false', { gift_set: 'maybe' }, 'gift_set', 'Write true or false'],
    ['a size without figures', { sizes: '10 ml' }, 'sizes', 'Write each size as label:price:stock'],
    ['a free size', { sizes: '10 ml:0:3' }, 'sizes', '10 ml:0:3: Price must be at least ₦1'],
    ['nine top notes', { notes_top: 'a;b;c;d;e;f;g;h;i' }, 'notes_top', 'At most 8 notes per tier'],
  ])('%s is refused in its column', (_, change, column, message) => {
    const parsed = parseCatalogueRow(edited(change))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    const problem = parsed.problems.find((candidate) => candidate.column === column)
    expect(problem?.message).toContain(message)
  })

  it.each<
    [string, Partial<CatalogueCells>, Partial<CatalogueRow['product']> & { retired?: boolean }]
  >([
    ['a family in any case', { family: 'woody' }, { type: 'Woody' }],
    ['a price with thousands separators', { price: '45,500' }, { price: 45_500 }],
    [
      'flags as yes/no and 1/0',
      { best_seller: 'no', gift_set: '1' },
      { best_seller: false, gift_set: true },
    ],
    ['an empty flag as false', { retired: '' }, { retired: false }],
    [
      'notes with spaces and a trailing ";"',
      { notes_base: ' Oud ; Amber;' },
      { notes: { ...row.product.notes, base: ['Oud', 'Amber'] } },
    ],
  ])('accepts %s', (_, change, expected) => {
    const parsed = parseCatalogueRow(edited(change))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const { retired, ...product } = expected
    expect(parsed.row.product).toMatchObject(product)
    if (retired !== undefined) expect(parsed.row.retired).toBe(retired)
  })

  it('names every bad cell of a row, once each', () => {
    const parsed = parseCatalogueRow(edited({ price: 'x', stock: 'y', name: '' }))
    expect(parsed.ok ? [] : parsed.problems.map((problem) => problem.column).sort()).toEqual([
      'name',
      'price',
      'stock',
    ])
  })
})

describe('parseCatalogueSizes', () => {
  it.each([
    ['', []],
    ['2 ml sample:1500:40', [{ label: '2 ml sample', price: 1500, stock: 40 }]],
    [
      'Travel: 10 ml:4500:0 ; 2 ml sample:1500:40',
      [
        { label: 'Travel: 10 ml', price: 4500, stock: 0 },
        { label: '2 ml sample', price: 1500, stock: 40 },
      ],
    ],
  ])('%j', (cell, sizes) => {
    expect(parseCatalogueSizes(cell)).toEqual({ ok: true, sizes })
  })

  it('refuses a label listed twice', () => {
    expect(parseCatalogueSizes('2 ml:1:1;2 ml:2:2')).toEqual({
      ok: false,
      message: 'The size "2 ml" is listed twice',
    })
  })
})

describe('newCatalogueSize', () => {
  it.each([
    [
      '2 ml sample',
      { ok: true, size: { label: '2 ml sample', ml: 2, price: 1500, stock: 4, is_sample: true } },
    ],
    [
      '10ml travel spray',
      {
        ok: true,
        size: { label: '10ml travel spray', ml: 10, price: 1500, stock: 4, is_sample: false },
      },
    ],
    [
      'Travel spray',
      {
        ok: false,
        message:
          'Name the millilitres in the new size "Travel spray" (for example "10 ml travel spray")',
      },
    ],
    ['2000 ml', { ok: false, message: '2000 ml: Millilitres must be at most 1000' }],
  ])('%s', (label, expected) => {
    expect(newCatalogueSize({ label, price: 1500, stock: 4 })).toEqual(expected)
  })
})

describe('catalogueHeaderProblems', () => {
  it('accepts the columns in any order', () => {
    expect(catalogueHeaderProblems([...CATALOGUE_CSV_COLUMNS].reverse())).toEqual([])
  })

  it.each([
    [
      CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'price'),
      'The header row has no "price" column. Add it.',
    ],
    [[...CATALOGUE_CSV_COLUMNS, 'colour'], '"colour" is not a column of the catalogue file.'],
    [[...CATALOGUE_CSV_COLUMNS, 'stock'], 'The header row names "stock" twice. Keep one.'],
  ])('%j', (header, message) => {
    expect(
      catalogueHeaderProblems(header)
        .map((problem) => problem.message)
        .join(' '),
    ).toContain(message)
  })
})

describe('isSameCatalogueRow', () => {
  it.each<[string, Partial<CatalogueRow>, boolean]>([
    ['the same row', {}, true],
    [
      'sizes in another order',
      {
        sizes: [
          { label: 'b', price: 1, stock: 1 },
          { label: 'a', price: 1, stock: 1 },
        ],
      },
      true,
    ],
    ['a new price', { product: { ...row.product, price: 44_000 } }, false],
    ['retired', { retired: true }, false],
    ['a size restocked', { sizes: [{ label: '2 ml sample', price: 1_800, stock: 41 }] }, false],
    [
      'notes reordered',
      {
        product: {
          ...row.product,
          notes: { ...row.product.notes, top: ['Pink pepper', 'Saffron'] },
        },
      },
      false,
    ],
  ])('%s → %s', (_, change, same) => {
    const current =
      change.sizes?.length === 2 ? { ...row, sizes: [...change.sizes].reverse() } : row
    expect(isSameCatalogueRow(current, { ...row, ...change })).toBe(same)
  })
})

describe('catalogueImportMessage', () => {
  it.each([
    [
      { dry_run: true, created: 1, updated: 2, unchanged: 61, errorCount: 0 },
      'Ready to import: 1 new, 2 changed, 61 unchanged. Nothing has been changed yet.',
    ],
    [
      { dry_run: false, created: 1, updated: 2, unchanged: 61, errorCount: 0 },
      'Imported: 1 new, 2 changed, 61 unchanged.',
    ],
    [
      { dry_run: false, created: 0, updated: 0, unchanged: 0, errorCount: 1 },
      'Nothing was imported: the file has 1 problem. Fix them and try again.',
    ],
    [
      { dry_run: true, created: 0, updated: 0, unchanged: 0, errorCount: 501 },
      'Nothing was imported: the file has 501 problems (the first 500 are listed). Fix them and try again.',
    ],
  ])('%j', (result, message) => {
    expect(catalogueImportMessage(result)).toBe(message)
  })
})
