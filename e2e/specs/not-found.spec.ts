import { expect, test } from '@playwright/test'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('scentia:splash-seen', '1')
  })
})

test('an unknown path shows Fragrance Not Found with three ₦15,000 samples', async ({ page }) => {
  await page.goto('/perfumes/that-never-were')
  await expect(page.getByRole('heading', { level: 1, name: 'Fragrance Not Found' })).toBeVisible()
  const samples = page.getByRole('region', { name: 'You might like' }).getByRole('listitem')
  await expect(samples).toHaveCount(3)
  for (const text of await samples.allInnerTexts()) expect(text).toContain('₦15,000')
})

test('its search goes to the shop, but only with something to search for', async ({ page }) => {
  await page.goto('/nowhere')
  const search = page.getByRole('searchbox', { name: 'Search fragrances' })
  const submit = page.getByRole('search').getByRole('button', { name: 'Search' })

  await search.fill('   ')
  await submit.click()
  await expect(page).toHaveURL('/nowhere')

  await search.fill('oud')
  await search.press('Enter')
  await expect(page).toHaveURL('/shop?q=oud')
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “oud”' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Results for “oud”' }).getByRole('listitem').first(),
  ).toBeVisible()
})

test('Return Home and Go Back', async ({ page }) => {
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'All fragrances' })).toBeVisible()
  await page.goto('/lost')
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL('/shop')

  await page.goto('/lost')
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your signature scent' }),
  ).toBeVisible()
})
