import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_FILE_TOO_LARGE_MESSAGE,
  CATALOGUE_NOT_CSV_MESSAGE,
  type CatalogueImportResponse,
} from '@scentia/domain/admin/catalogue-csv'
import type { AuditPage } from '@scentia/domain/admin/audit'
import {
  OWNER_ONLY_MESSAGE,
  type AdminProductListResponse,
} from '@scentia/domain/admin/order-console'
import type { ProductResponse } from '@scentia/domain/catalog/product'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { describe, expect, it } from 'vitest'
import { useOwnerConsole } from '../admin/admin-test-kit.js'

type Row = Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>

describe('the catalogue CSV (docs/product.md §11)', () => {
  const kit = useOwnerConsole()
  const { asOwner } = kit

  const exportCsv = async () => {
    const res = await asOwner('GET', '/api/admin/products/export.csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="scentia-catalogue-/)
    return res.body
  }
  const rowsOf = (csv: string): Row[] => parse(csv, { bom: true, columns: true })
  const csvOf = (rows: Row[]) =>
    stringify(rows, { header: true, columns: [...CATALOGUE_CSV_COLUMNS] })
  const importCsv = async (csv: string, { dryRun = false } = {}) => {
    const res = await kit.t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`,
      headers: { ...kit.owner.headers, 'content-type': 'text/csv' },
      payload: csv,
    })
    return { status: res.statusCode, body: res.json<CatalogueImportResponse>() }
  }
  const findListed = async (q: string) =>
    (
      await asOwner('GET', `/api/admin/products?q=${encodeURIComponent(q)}&per_page=100`)
    ).json<AdminProductListResponse>()
  const newRow = (name: string, overrides: Partial<Row> = {}): Row => ({
    productId: '',
    name,
    brand: 'Ìlú Atelier',
    family: 'Woody',
    gender: 'unisex',
    intensity: 'Moderate',
    size: '50ml',
    price: '27500',
    stock: '9',
    notes_top: 'Bergamot',
    notes_heart: 'Cedar;Iris',
    notes_base: 'Vetiver',
    description: 'Cedar after rain, with a line break\nand a comma, for good measure.',
    best_seller: 'false',
    gift_set: 'false',
    travel_size: 'false',
    retired: 'false',
    sizes: '2 ml sample:1200:30',
    ...overrides,
  })

  it('is for owners only: 401 signed out, 403 for a customer, and nothing is imported', async () => {
    const csv = csvOf([newRow('Intruder Oud')])
    for (const [headers, status] of [
      [{}, 401],
      [kit.customer.headers, 403],
    ] as const) {
      const exported = await kit.t.app.inject({
        method: 'GET',
        url: '/api/admin/products/export.csv',
        headers,
      })
      expect(exported.statusCode).toBe(status)
      const imported = await kit.t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: csv,
      })
      expect(imported.statusCode).toBe(status)
      if (status === 403) expect(imported.json()).toMatchObject({ message: OWNER_ONLY_MESSAGE })
    }
    expect((await findListed('Intruder Oud')).total).toBe(0)
  })

  it('round trip: export → import unchanged → edit and add → dry run writes nothing → import → export shows it', async () => {
    const original = await exportCsv()
    const rows = rowsOf(original)
    const total = (
      await asOwner('GET', '/api/admin/products?per_page=1')
    ).json<AdminProductListResponse>().total
    expect(rows).toHaveLength(total)
    expect(Object.keys(rows[0] ?? {})).toEqual([...CATALOGUE_CSV_COLUMNS])

    // An export imports back unchanged: every row counted, nothing written.
    const again = await importCsv(original)
    expect(again).toMatchObject({
      status: 200,
      body: { success: true, created: 0, updated: 0, unchanged: total, errors: [] },
    })
    expect(await exportCsv()).toBe(original)

    // One new price, one new fragrance.
    const edited = rows[3]!
    const newPrice = Number(edited.price) + 1_000
    const changed = [
      ...rows.map((row) => (row === edited ? { ...row, price: String(newPrice) } : row)),
      newRow('Cedar Harmattan'),
    ]
    const preview = await importCsv(csvOf(changed), { dryRun: true })
    expect(preview).toMatchObject({
      status: 200,
      body: {
        success: true,
        dry_run: true,
        created: 1,
        updated: 1,
        unchanged: total - 1,
        errors: [],
      },
    })
    expect((await findListed('Cedar Harmattan')).total).toBe(0)
    const shopBefore = await kit.t.app.inject({
      method: 'GET',
      url: `/api/product/${edited.productId}`,
    })
    expect(shopBefore.json<ProductResponse>().product.price).toBe(Number(edited.price))

    const applied = await importCsv(csvOf(changed))
    expect(applied).toMatchObject({
      status: 200,
      body: { success: true, dry_run: false, created: 1, updated: 1, unchanged: total - 1 },
    })

    // The storefront sees both at once (the catalogue was invalidated).
    const shopAfter = await kit.t.app.inject({
      method: 'GET',
      url: `/api/product/${edited.productId}`,
    })
    expect(shopAfter.json<ProductResponse>().product.price).toBe(newPrice)
    const [created] = (await findListed('Cedar Harmattan')).products
    expect(created).toMatchObject({
      productId: 'cedar-harmattan-50ml',
      brand: 'Ìlú Atelier',
      price: 27_500,
      notes: { top: ['Bergamot'], heart: ['Cedar', 'Iris'], base: ['Vetiver'] },
      description: 'Cedar after rain, with a line break\nand a comma, for good measure.',
    })
    expect(
      created?.sizes.map(({ label, ml, price, stock, isSample }) => ({
        label,
        ml,
        price,
        stock,
        isSample,
      })),
    ).toEqual([
      { label: '2 ml sample', ml: 2, price: 1_200, stock: 30, isSample: true },
      { label: '50ml', ml: 50, price: 27_500, stock: 9, isSample: false },
    ])
    const shopNew = await kit.t.app.inject({
      method: 'GET',
      url: '/api/product/cedar-harmattan-50ml',
    })
    expect(shopNew.statusCode).toBe(200)

    const after = rowsOf(await exportCsv())
    expect(after).toHaveLength(total + 1)
    expect(after.find((row) => row.productId === edited.productId)?.price).toBe(String(newPrice))
    expect(after.find((row) => row.productId === 'cedar-harmattan-50ml')).toEqual({
      ...newRow('Cedar Harmattan'),
      productId: 'cedar-harmattan-50ml',
    })

    // One owner action in the activity log for the whole file (decision 011).
    const audit = (
      await asOwner('GET', '/api/admin/audit?action=catalogue.import')
    ).json<AuditPage>()
    expect(audit.items[0]).toMatchObject({
      action: 'catalogue.import',
      actor: { email: kit.owner.email },
      after: {
        created: 1,
        updated: 1,
        unchanged: total - 1,
        created_products: ['cedar-harmattan-50ml'],
        updated_products: [edited.productId],
      },
    })
  })

  it('writes nothing when one row is bad, and names its line and column', async () => {
    const rows = rowsOf(await exportCsv())
    const first = rows[0]!
    const csv = csvOf([
      { ...first, stock: String(Number(first.stock) + 5) },
      { ...rows[1]!, price: 'forty thousand' },
      newRow('Never Imported Oud'),
    ])
    const answer = await importCsv(csv)
    expect(answer).toEqual({
      status: 422,
      body: {
        success: false,
        message: 'Nothing was imported: the file has 1 problem. Fix them and try again.',
        dry_run: false,
        created: 0,
        updated: 0,
        unchanged: 0,
        errors: [{ line: 3, column: 'price', message: 'Price must be a number' }],
      },
    })
    const shop = await kit.t.app.inject({ method: 'GET', url: `/api/product/${first.productId}` })
    expect(shop.json<ProductResponse>().product.stock).toBe(Number(first.stock))
    expect((await findListed('Never Imported Oud')).total).toBe(0)
  })

  it('checks against the shop too: an unknown productId fails the whole file', async () => {
    const rows = rowsOf(await exportCsv())
    const first = rows[0]!
    const answer = await importCsv(
      csvOf([
        { ...first, stock: String(Number(first.stock) + 7) },
        newRow('Ghost Rose', { productId: 'no-such-perfume-100ml' }),
      ]),
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual([
      {
        line: 3,
        column: 'productId',
        message:
          'No product has the productId "no-such-perfume-100ml". Leave productId empty to add a new product.',
      },
    ])
    const shop = await kit.t.app.inject({ method: 'GET', url: `/api/product/${first.productId}` })
    expect(shop.json<ProductResponse>().product.stock).toBe(Number(first.stock))
  })

  it('counts lines as the file has them, after a cell that spans lines and a blank line', async () => {
    const header = CATALOGUE_CSV_COLUMNS.join(',')
    const good = csvOf([newRow('Two Line Rose')])
      .split('\n')
      .slice(1)
      .join('\n')
      .trim()
    const bad = csvOf([newRow('Bad Family', { family: 'Leathery' })])
      .split('\n')
      .slice(1)
      .join('\n')
      .trim()
    // The good row spans lines 2-3 (its description holds a line break); line 4 is blank.
    const answer = await importCsv(`${header}\n${good}\n\n${bad}\n`, { dryRun: true })
    expect(answer.body.errors).toEqual([
      {
        line: 5,
        column: 'family',
        message:
          'Choose a scent family: use Floral, Woody, Oriental, Fresh, Citrus, Gourmand, Aromatic',
      },
    ])
  })

  it.each([
    [
      'a header without a column',
      'productId,name\n,Rose\n',
      1,
      'The header row has no "brand" column. Add it.',
    ],
    [
      'a quote never closed',
      `${CATALOGUE_CSV_COLUMNS.join(',')}\n,"Rose`,
      2,
      'A cell on this line opens a double quote and never closes it. Add the closing quote.',
    ],
    [
      'an empty file',
      '',
      1,
      'The file is empty. Start from an export: it has the header row and every product.',
    ],
  ])('refuses %s, naming the line', async (_, csv, line, message) => {
    const answer = await importCsv(csv)
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ line, message }))
  })

  it('refuses a body that is not CSV, and a file over the limit, in words', async () => {
    const json = await asOwner('POST', '/api/admin/products/import', { rows: [] })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: CATALOGUE_NOT_CSV_MESSAGE,
    })
    const huge = await kit.t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...kit.owner.headers, 'content-type': 'text/csv' },
      payload: 'x'.repeat(33 * 1024 * 1024),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ success: false, message: CATALOGUE_FILE_TOO_LARGE_MESSAGE })
  })

  it('imports 20,000 new fragrances in one file', { timeout: 300_000 }, async () => {
    const families = ['Floral', 'Woody', 'Oriental', 'Fresh', 'Citrus', 'Gourmand', 'Aromatic']
    const rows = Array.from({ length: 20_000 }, (_, n) =>
      newRow(`Bulk Scent ${n}`, {
        brand: `House ${n % 97}`,
        family: families[n % families.length]!,
        price: String(10_000 + (n % 400) * 250),
        stock: String(n % 30),
        sizes: n % 3 === 0 ? `2 ml sample:${1_500 + (n % 10) * 100}:40` : '',
      }),
    )
    const before = rowsOf(await exportCsv()).length
    const answer = await importCsv(csvOf(rows))
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, created: 20_000, updated: 0 },
    })
    // Read back through the export, which streams the catalogue a batch at a time.
    const exported = rowsOf(await exportCsv())
    expect(exported).toHaveLength(before + 20_000)
    expect(exported.at(-1)).toEqual({ ...rows.at(-1), productId: 'bulk-scent-19999-50ml' })

    // And the export comes back unchanged.
    const again = await importCsv(csvOf(exported), { dryRun: true })
    expect(again.body).toMatchObject({
      success: true,
      created: 0,
      updated: 0,
      unchanged: before + 20_000,
    })
  })
})

describe('the console product list, page by page (docs/product.md §11)', () => {
  const kit = useOwnerConsole()
  const { asOwner } = kit
  const list = async (query: string) => {
    const res = await asOwner('GET', `/api/admin/products?${query}`)
    return {
      status: res.statusCode,
      body: res.json<AdminProductListResponse & { message?: string }>(),
    }
  }

  it('answers a page and the total, newest first', async () => {
    const all = await list('per_page=100')
    expect(all.body.total).toBeGreaterThanOrEqual(60)
    const second = await list('page=2&per_page=5')
    expect(second.body).toMatchObject({
      success: true,
      page: 2,
      per_page: 5,
      total: all.body.total,
    })
    expect(second.body.products.map((product) => product.id)).toEqual(
      all.body.products.slice(5, 10).map((product) => product.id),
    )
    // Each product carries its sizes, the full bottle's included.
    expect(
      second.body.products.every((product) => product.sizes.some((size) => size.isDefault)),
    ).toBe(true)
    const beyond = await list(`page=${Math.ceil(all.body.total / 5) + 1}&per_page=5`)
    expect(beyond.body).toMatchObject({ products: [], total: all.body.total })
  })

  it('searches name, brand and slug, and filters retired and sold-out products', async () => {
    const [first] = (await list('per_page=1')).body.products
    const byName = await list(`q=${encodeURIComponent(first!.name.slice(1, 6).toUpperCase())}`)
    expect(byName.body.products.map((product) => product.id)).toContain(first!.id)
    expect(byName.body.total).toBeLessThan((await list('')).body.total)
    const bySlug = await list(`q=${first!.productId}`)
    expect(bySlug.body.products.map((product) => product.id)).toEqual([first!.id])
    expect((await list('q=%25')).body.total).toBe(0)

    await asOwner('POST', `/api/admin/products/${first!.id}/retire`)
    const retired = await list('filter=retired')
    expect(retired.body.products.map((product) => product.id)).toEqual([first!.id])
    expect((await list('filter=current')).body.products.map((product) => product.id)).not.toContain(
      first!.id,
    )

    await asOwner('POST', `/api/admin/products/${first!.id}/restore`)
    const second = (await list('page=2&per_page=1')).body.products[0]!
    await asOwner('PATCH', `/api/admin/products/${second.id}`, { stock: 0 })
    const soldOut = await list('filter=out_of_stock')
    expect(soldOut.body.products.map((product) => product.id)).toContain(second.id)
    expect(soldOut.body.products.every((product) => product.stock === 0 && !product.retired)).toBe(
      true,
    )
  })

  it.each([
    ['per_page=0', 'Show from 1 to 100 products a page'],
    ['per_page=101', 'Show from 1 to 100 products a page'],
    ['page=0', 'The page must be a whole number from 1'],
    ['page=two', 'The page must be a whole number from 1'],
    ['filter=deleted', 'Unknown filter'],
    [`q=${'a'.repeat(101)}`, 'The search is too long'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const answer = await list(query)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, message })
  })
})

describe('the console product list, without the whole catalogue (docs/decisions/039)', () => {
  const kit = useOwnerConsole()

  /** Products the shop's catalogue read at once: it reads all of them only when first asked. */
  const productsReadAtOnce = async () =>
    Number(
      /^scentia_catalogue_products_read_total\{read="all"\} (\d+)$/m.exec(
        (await kit.t.app.inject({ method: 'GET', url: '/metrics' })).body,
      )?.[1] ?? 0,
    )

  it('draws each row’s art from its own row, with the version the shop serves', async () => {
    const page = (
      await kit.asOwner('GET', '/api/admin/products?per_page=24')
    ).json<AdminProductListResponse>()
    expect(page.products).toHaveLength(24)
    expect(await productsReadAtOnce()).toBe(0)
    // The same art URL the storefront gives each of them (read after, so the catalogue is built).
    const served = await kit.t.app.products.findProductsByIds(page.products.map((p) => p.id))
    expect(served.map((product) => product.image)).toEqual(
      page.products.map((product) => product.image),
    )
    expect(await productsReadAtOnce()).toBeGreaterThan(0)
  })
})
