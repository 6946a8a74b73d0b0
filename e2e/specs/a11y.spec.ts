import type { ProductListResponse } from '@scentia/domain/catalog/product'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations, skipSplash } from '../fixtures/accounts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const pages: { name: string; path: (page: Page) => Promise<string>; heading: string | RegExp }[] = [
  { name: 'home', path: async () => '/', heading: 'Find your signature scent' },
  { name: 'shop', path: async () => '/shop', heading: 'All fragrances' },
  {
    name: 'a product',
    path: async (page) => {
      const response = await page.request.get('/api/user/product/list')
      const [product] = ((await response.json()) as ProductListResponse).productList
      return `/shop/product/${product!.productId}`
    },
    heading: /.+/,
  },
  { name: 'cart', path: async () => '/cart', heading: 'Shopping Cart' },
  { name: 'not found', path: async () => '/no-such-page', heading: 'Fragrance Not Found' },
]

for (const { name, path, heading } of pages) {
  test(`${name} has no serious or critical WCAG 2 A/AA violations`, async ({ page }) => {
    await page.goto(await path(page))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Let lazy content (product art, rails) settle so it is scanned too.
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the open side menu has no serious or critical violations', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'The side menu is the phone navigation')
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('a skip link leads keyboard users past the header', async ({ page }) => {
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'All fragrances' })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})
