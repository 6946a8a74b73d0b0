import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { Product } from '@scentia/domain/catalog/product'
import type { ProductsPage } from '@scentia/domain/catalog/products-query'
import { axeViolations } from '../fixtures/accounts'

/** How many the overlay draws at most; the count still tells the whole number. */
const RESULT_LIMIT = 24

/**
 * What GET /api/products answers for a query (docs/product.md §11): the server searches and
 * filters, so the overlay and the shop must show exactly its total.
 */
async function total(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/products?${query}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as ProductsPage).total
}

async function firstProduct(request: APIRequestContext, query: string): Promise<Product> {
  const response = await request.get(`/api/products?${query}`)
  const [product] = ((await response.json()) as ProductsPage).products
  if (!product) throw new Error(`The seed has nothing for ${query}`)
  return product
}

function countText(count: number): string {
  return count === 1 ? '1 product found' : `${count} products found`
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click()
  const overlay = page.getByRole('dialog', { name: 'Find Your Signature Scent' })
  const box = overlay.getByRole('searchbox', { name: 'Search fragrances' })
  await expect(box).toBeFocused()
  return { overlay, box }
}

/** Follows a result to its product page; the overlay closes on the way. */
async function openResult(page: Page, overlay: ReturnType<Page['getByRole']>, target: Product) {
  await overlay
    .getByRole('link', { name: new RegExp(target.name) })
    .first()
    .click()
  await expect(overlay).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/shop/product/${target.productId}$`))
}

async function expectResults(overlay: ReturnType<Page['getByRole']>, count: number) {
  await expect(overlay.getByRole('status')).toHaveText(countText(count))
  await expect(overlay.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(
    Math.min(count, RESULT_LIMIT),
  )
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('searches by text as you type and opens a result', async ({ page, request }) => {
  const target = await firstProduct(request, 'q=oud')
  const { overlay, box } = await openSearch(page)

  await box.fill('oud')
  await expectResults(overlay, await total(request, 'q=oud'))

  await box.fill(target.name.toUpperCase())
  await expectResults(
    overlay,
    await total(request, `q=${encodeURIComponent(target.name.toUpperCase())}`),
  )
  await openResult(page, overlay, target)
})

test('a misspelt brand still reaches the product (one typo forgiven, docs/product.md §11)', async ({
  page,
  request,
}) => {
  // The seed's Maison Adaeze, typed with one letter missing.
  const answer = (await (await request.get('/api/products?q=maison+adaze')).json()) as ProductsPage
  const target = answer.products.find((product) => product.brand === 'Maison Adaeze')
  if (!target) throw new Error('The search finds no Maison Adaeze for "maison adaze"')
  const { overlay, box } = await openSearch(page)
  await box.pressSequentially('maison adaze')
  await expectResults(overlay, answer.total)
  await openResult(page, overlay, target)
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible()
})

test('filters by family, gender, price band and intensity, each and together', async ({
  page,
  request,
}) => {
  const { overlay } = await openSearch(page)
  const refine = overlay.getByRole('button', { name: /^Refine Search/ })
  await expect(refine).toHaveAttribute('aria-expanded', 'false')
  await refine.click()
  await expect(refine).toHaveAttribute('aria-expanded', 'true')

  const family = overlay.getByRole('combobox', { name: 'Scent Family' })
  const gender = overlay.getByRole('combobox', { name: 'Gender' })
  const price = overlay.getByRole('combobox', { name: 'Price' })
  const intensity = overlay.getByRole('combobox', { name: 'Intensity' })

  // docs/product.md §S9's option labels, verbatim, each with its count from the server.
  await expect(gender.getByRole('option')).toHaveText([/^All$/, /^Women/, /^Men/, /^Unisex/])
  await expect(intensity.getByRole('option')).toHaveText([
    /^All$/,
    /^Light/,
    /^Moderate/,
    /^Strong/,
    /^Very Strong/,
  ])
  await expect(price.getByRole('option')).toHaveText([
    /^All$/,
    /^Under 10000/,
    /^10000-20000/,
    /^20000-30000/,
    /^30000\+/,
  ])

  // One filter at a time, each cleared before the next; Intensity stays on for the last step.
  for (const [filter, option, query] of [
    [family, 'Woody', 'family=Woody'],
    [gender, 'male', 'gender=male'],
    [price, '10000-20000', 'min_price=10000&max_price=19999'],
  ] as const) {
    await filter.selectOption(option)
    await expectResults(overlay, await total(request, query))
    await filter.selectOption('')
  }

  await intensity.selectOption('Very Strong')
  await expectResults(overlay, await total(request, 'intensity=very-strong'))

  // All together: Woody and Very Strong and for men.
  await family.selectOption('Woody')
  await gender.selectOption('male')
  const together = await total(request, 'family=Woody&gender=male&intensity=very-strong')
  if (together === 0) {
    await expect(overlay.getByText('No products found')).toBeVisible()
  } else {
    await expectResults(overlay, together)
  }
  await expect(refine).toHaveAccessibleName('Refine Search, 3 filters on')
})

test('a trending chip and a category tile ask the server their shelf', async ({
  page,
  request,
}) => {
  const { overlay } = await openSearch(page)

  const gifts = overlay.getByRole('button', { name: 'Gift Sets' })
  await gifts.click()
  await expect(gifts).toHaveAttribute('aria-pressed', 'true')
  await expectResults(overlay, await total(request, 'q=gift+set'))

  // An order of the whole shelf: every fragrance, best sellers first.
  await overlay.getByRole('button', { name: 'Bestsellers' }).click()
  await expect(gifts).toHaveAttribute('aria-pressed', 'false')
  await expectResults(overlay, await total(request, 'sort=bestsellers'))

  await overlay.getByRole('button', { name: 'Bestsellers' }).click()
  await overlay.getByRole('button', { name: /^For Her/ }).click()
  await expectResults(overlay, await total(request, 'gender=female'))

  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
})

test("shows 'No products found' and Clear Search starts over", async ({ page }) => {
  const { overlay, box } = await openSearch(page)
  await box.fill('zzqxv no such scent')
  await expect(overlay.getByRole('status')).toHaveText(countText(0))
  await expect(overlay.getByText('No products found')).toBeVisible()
  await overlay.getByRole('button', { name: 'Clear Search', exact: true }).click()
  await expect(box).toHaveValue('')
  await expect(box).toBeFocused()
  await expect(overlay.getByRole('button', { name: /^For Her/ })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused()
})

test('/shop?q=… and filter parameters (old names too) open the shop with the search applied', async ({
  page,
  request,
}) => {
  const grid = page.getByRole('main').getByRole('article')
  await page.goto('/shop?search=oud')
  await expect(page).toHaveURL('/shop?q=oud')
  await expect(grid).toHaveCount(Math.min(24, await total(request, 'q=oud')))

  await page.goto('/shop?family=Woody&gender=male')
  await expect(grid).toHaveCount(Math.min(24, await total(request, 'family=Woody&gender=male')))

  // The Gift Sets chip is the owner's gift-set flag (decision 034), not a text search.
  await page.goto('/shop?price=30000-plus&chip=gift-sets')
  await expect(page).toHaveURL('/shop?min_price=30000&gift_set=1')
  await expect(grid).toHaveCount(Math.min(24, await total(request, 'min_price=30000&gift_set=1')))
})

test("the overlay's shop link carries the search to /shop", async ({ page, request }) => {
  const { overlay, box } = await openSearch(page)
  await box.fill('amber')
  const expected = await total(request, 'q=amber')
  await expectResults(overlay, expected)
  await overlay.getByRole('link', { name: /in the shop/ }).click()
  await expect(overlay).toBeHidden()
  await expect(page).toHaveURL(/\/shop\?q=amber$/)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(24, expected))
})
