import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { Product, ProductListResponse } from '@scentia/domain/catalog/product'
import { axeViolations } from '../fixtures/accounts'

/** How many the overlay draws at most; the count still tells the whole number. */
const RESULT_LIMIT = 24

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/user/product/list')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as ProductListResponse).productList
}

function countText(count: number): string {
  return count === 1 ? '1 product found' : `${count} products found`
}

/** docs/product.md §S5's free-text rule, restated independently: every word in name, brand or description. */
function matchesText(product: Product, text: string): boolean {
  const haystack = `${product.name} ${product.brand} ${product.description}`.toLowerCase()
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word))
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click()
  const overlay = page.getByRole('dialog', { name: 'Find Your Signature Scent' })
  const box = overlay.getByRole('searchbox', { name: 'Search fragrances' })
  await expect(box).toBeFocused()
  return { overlay, box }
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
  const products = await catalogue(request)
  const target = products.find((product) => /oud/i.test(product.name))
  if (!target) throw new Error('The seed has no oud')
  const { overlay, box } = await openSearch(page)

  await box.fill('oud')
  await expectResults(overlay, products.filter((product) => matchesText(product, 'oud')).length)

  await box.fill(target.name.toUpperCase())
  await expectResults(
    overlay,
    products.filter((product) => matchesText(product, target.name)).length,
  )
  await overlay
    .getByRole('link', { name: new RegExp(target.name) })
    .first()
    .click()
  await expect(overlay).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/shop/product/${target.productId}$`))
})

test('filters by family, gender, price band and intensity, each and together', async ({
  page,
  request,
}) => {
  const products = await catalogue(request)
  const { overlay } = await openSearch(page)
  const refine = overlay.getByRole('button', { name: /^Refine Search/ })
  await expect(refine).toHaveAttribute('aria-expanded', 'false')
  await refine.click()
  await expect(refine).toHaveAttribute('aria-expanded', 'true')

  const family = overlay.getByRole('combobox', { name: 'Scent Family' })
  const gender = overlay.getByRole('combobox', { name: 'Gender' })
  const price = overlay.getByRole('combobox', { name: 'Price' })
  const intensity = overlay.getByRole('combobox', { name: 'Intensity' })

  // docs/product.md §S9's option labels, verbatim.
  await expect(gender.getByRole('option')).toHaveText(['All', 'Women', 'Men', 'Unisex'])
  await expect(intensity.getByRole('option')).toHaveText([
    'All',
    'Light',
    'Moderate',
    'Strong',
    'Very Strong',
  ])
  await expect(price.getByRole('option')).toHaveText([
    'All',
    'Under 10000',
    '10000-20000',
    '20000-30000',
    '30000+',
  ])

  await family.selectOption('Woody')
  const woody = products.filter((product) => product.type === 'Woody')
  await expectResults(overlay, woody.length)
  await family.selectOption('All')

  await gender.selectOption('Men')
  await expectResults(overlay, products.filter((product) => product.gender === 'male').length)
  await gender.selectOption('All')

  await price.selectOption('10000-20000')
  const midPriced = products.filter((product) => product.price >= 10_000 && product.price < 20_000)
  await expectResults(overlay, midPriced.length)
  await price.selectOption('All')

  await intensity.selectOption('Very Strong')
  const veryStrong = products.filter(
    (product) =>
      product.intensity === 'Very Strong' || /\bvery[\s-]+strong\b/i.test(product.description),
  )
  await expectResults(overlay, veryStrong.length)

  // All together: Woody and Very Strong and for men.
  await family.selectOption('Woody')
  await gender.selectOption('Men')
  const together = veryStrong.filter((p) => p.type === 'Woody' && p.gender === 'male')
  if (together.length === 0) {
    await expect(overlay.getByText('No products found')).toBeVisible()
  } else {
    await expectResults(overlay, together.length)
  }
  await expect(refine).toHaveAccessibleName('Refine Search, 3 filters on')
})

test('a trending chip and a category tile narrow the catalogue', async ({ page, request }) => {
  const products = await catalogue(request)
  const { overlay } = await openSearch(page)

  const gifts = overlay.getByRole('button', { name: 'Gift Sets' })
  await gifts.click()
  await expect(gifts).toHaveAttribute('aria-pressed', 'true')
  await expectResults(overlay, products.filter((product) => product.gift_set).length)

  await overlay.getByRole('button', { name: 'Bestsellers' }).click()
  await expect(gifts).toHaveAttribute('aria-pressed', 'false')
  await expectResults(overlay, products.filter((product) => product.best_seller).length)

  await overlay.getByRole('button', { name: 'New Arrivals' }).click()
  await expectResults(overlay, Math.min(12, products.length))

  await overlay.getByRole('button', { name: 'New Arrivals' }).click()
  await overlay.getByRole('button', { name: /^For Her/ }).click()
  await expectResults(overlay, products.filter((product) => product.gender === 'female').length)

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

test('/shop?search=… and filter parameters open the shop with the search applied', async ({
  page,
  request,
}) => {
  const products = await catalogue(request)
  await page.goto('/shop?search=oud')
  const grid = page.getByRole('main').getByRole('article')
  await expect(grid).toHaveCount(products.filter((product) => matchesText(product, 'oud')).length)

  await page.goto('/shop?family=Woody&gender=male')
  await expect(grid).toHaveCount(
    products.filter((product) => product.type === 'Woody' && product.gender === 'male').length,
  )

  await page.goto('/shop?price=30000-plus&chip=gift-sets')
  await expect(grid).toHaveCount(
    products.filter((product) => product.price >= 30_000 && product.gift_set).length,
  )
})

test("the overlay's shop link carries the search to /shop", async ({ page, request }) => {
  const products = await catalogue(request)
  const { overlay, box } = await openSearch(page)
  await box.fill('amber')
  const expected = products.filter((product) => matchesText(product, 'amber')).length
  await expectResults(overlay, expected)
  await overlay.getByRole('link', { name: /in the shop/ }).click()
  await expect(overlay).toBeHidden()
  await expect(page).toHaveURL(/\/shop\?search=amber$/)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected)
})
