import { expect, test } from '@playwright/test'
import type { ProductsPage } from '@scentia/domain/catalog/products-query'

// docs/product.md §11: the shop reads the catalogue a page at a time from GET /api/products
// (the search overlay's misspelt brand is in search.spec.ts).

test('filters the shop with facet counts, each count what the choice then shows', async ({
  page,
  request,
}) => {
  const all = (await (await request.get('/api/products')).json()) as ProductsPage
  const woody = all.facets.family.find((entry) => entry.value === 'Woody')
  if (!woody || woody.count === 0) throw new Error('The seed has no woody fragrance')

  await page.goto('/shop')
  const form = page.getByRole('search', { name: 'Search and filter fragrances' })
  const family = form.getByRole('combobox', { name: 'Scent family' })
  await expect(
    family.getByRole('option', { name: `Woody (${String(woody.count)})` }),
  ).toBeAttached()
  await family.selectOption({ label: `Woody (${String(woody.count)})` })
  await expect(page).toHaveURL('/shop?family=Woody')
  await expect(page.getByRole('heading', { level: 1, name: 'Woody fragrances' })).toBeVisible()
  await expect(page.getByRole('status').first()).toHaveText(
    new RegExp(`^${String(woody.count)} fragrances?`),
  )
  await expect(
    page.getByRole('list', { name: 'Woody fragrances' }).getByRole('listitem'),
  ).toHaveCount(Math.min(24, woody.count))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('page two of the shop is a link away, with its own products and canonical URL', async ({
    page,
    request,
  }) => {
    const second = (await (await request.get('/api/products?page=2')).json()) as ProductsPage
    const [firstOfSecond] = second.products
    if (!firstOfSecond) throw new Error('The seed fills fewer than two pages')

    await page.goto('/shop')
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL('/shop?page=2')
    await expect(
      page.getByRole('heading', { level: 1, name: 'All fragrances, page 2' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: firstOfSecond.name }).first()).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\?page=2$/)
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page')
  })
})
