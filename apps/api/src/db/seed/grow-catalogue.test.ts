import { INTENSITIES, SCENT_FAMILIES, type Product } from '@scentia/domain/catalog/product'
import { matchesIntensity } from '@scentia/domain/catalog/search'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../schema/products.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { catalogueSeed } from './data/catalogue.js'
import { generateProducts, growCatalogue } from './grow-catalogue.js'

const NOW = new Date('2026-12-01T12:00:00Z')

describe('generated catalogue rows', () => {
  const rows = generateProducts({ from: 65, count: 2_000, seed: 7, now: NOW })

  it('is the same catalogue for the same seed, and another for another seed', () => {
    expect(generateProducts({ from: 65, count: 2_000, seed: 7, now: NOW })).toEqual(rows)
    const other = generateProducts({ from: 65, count: 2_000, seed: 8, now: NOW })
    expect(other.map((row) => row.name)).not.toEqual(rows.map((row) => row.name))
  })

  it('varies like a real shop: brands, every family, prices, stock (some sold out, some low), ages', () => {
    expect(new Set(rows.map((row) => row.brand)).size).toBeGreaterThanOrEqual(50)
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(SCENT_FAMILIES))
    const prices = rows.map((row) => row.price)
    expect(Math.min(...prices)).toBeLessThan(15_000)
    expect(Math.max(...prices)).toBeGreaterThan(100_000)
    const stock = rows.map((row) => row.stock ?? 0)
    expect(stock.filter((units) => units === 0).length).toBeGreaterThan(50)
    expect(stock.filter((units) => units > 0 && units <= 5).length).toBeGreaterThan(50)
    expect(new Set(rows.map((row) => row.createdAt?.toISOString())).size).toBeGreaterThan(500)
  })

  it('writes slugs that are unique and URL-safe, and names each intensity in its description', () => {
    const ids = rows.map((row) => row.productId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    for (const row of rows.slice(0, 200)) {
      // The storefront's intensity filter reads the description's words (docs/product.md §S5).
      const other = INTENSITIES.find((value) => value !== row.intensity) ?? row.intensity
      expect(
        matchesIntensity({ intensity: other, description: row.description }, row.intensity),
      ).toBe(true)
    }
  })
})

describe('growCatalogue', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  }, 60_000)
  afterAll(async () => {
    await t.close()
  })

  it('tops the seeded catalogue up to the size asked, once, and the shop serves what it added', async () => {
    const size = catalogueSeed.length + 600
    expect(await growCatalogue(t.database.db, { products: size, now: NOW })).toBe(600)
    expect(await growCatalogue(t.database.db, { products: size, now: NOW })).toBe(0)
    const [row] = await t.database.db.select({ count: count() }).from(products)
    expect(row?.count).toBe(size)

    t.app.products.invalidate()
    const list = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    const listed = list.json<{ productList: Product[] }>().productList
    // Sold-out ones are off the shelf; most of the 600 are on it, with their sizes.
    expect(listed.length).toBeGreaterThan(catalogueSeed.length + 450)
    const grown = listed.find((product) => product.productId.endsWith(`-${String(size)}`))
    expect(grown?.sizes.length).toBeGreaterThanOrEqual(1)
  })
})
