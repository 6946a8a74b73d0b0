import { expect, test } from '@playwright/test'

test('the shop and its API answer on one origin', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' })

  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Scentia' }).first()).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your signature scent' }),
  ).toBeVisible()
})
