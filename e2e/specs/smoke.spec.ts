import { expect, test } from '@playwright/test'

test('the shop and its API answer on one origin', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' })

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Scentia' })).toBeVisible()
})
