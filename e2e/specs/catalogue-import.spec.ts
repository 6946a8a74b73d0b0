import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { CATALOGUE_CSV_COLUMNS } from '@scentia/domain/admin/catalogue-csv'
import { ensureOwner } from '../fixtures/admin'
import { signInBrowser } from '../fixtures/checkout'
import type { Shopper } from '../fixtures/shoppers'

let owner: Shopper
test.beforeAll(async ({ request }) => {
  owner = await ensureOwner(request)
})

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

test('the owner imports a CSV with a new fragrance and sees it in the shop', async ({
  page,
}, testInfo) => {
  // Export, check, import, search and the shop page: a long journey on a shared machine.
  test.slow()
  // A name of this project's own run, so the phone and desktop projects each add theirs.
  const name = `Lagoon Vetiver ${testInfo.project.name} ${Date.now().toString().slice(-6)}`
  const row: Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string> = {
    productId: '',
    name,
    brand: 'Èkó Atelier',
    family: 'Fresh',
    gender: 'unisex',
    intensity: 'Light',
    size: '50ml',
    price: '31500',
    // Few enough that journeys picking a well-stocked product from the newest first (browse's
    // "open a product") never pick this one, which the other project's run may add beside them.
    stock: '3',
    notes_top: 'Lime;Sea salt',
    notes_heart: 'Vetiver',
    notes_base: 'Driftwood',
    description: 'Lagoon air at dawn, salt, lime and green vetiver.',
    best_seller: 'false',
    gift_set: 'false',
    travel_size: 'false',
    retired: 'false',
    sizes: '2 ml sample:1300:20',
  }
  const csv = [
    CATALOGUE_CSV_COLUMNS.join(','),
    CATALOGUE_CSV_COLUMNS.map((column) => cell(row[column])).join(','),
  ].join('\n')

  await signInBrowser(page, owner)
  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible()
  const transfer = page.getByRole('region', { name: 'Move the catalogue in bulk' })

  // The export downloads the catalogue as a file.
  const download = page.waitForEvent('download')
  await transfer.getByRole('button', { name: 'Export CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/^scentia-catalogue-.*\.csv$/)

  // Choosing the file checks it first and writes nothing.
  await transfer.getByLabel('Import a CSV file').setInputFiles({
    name: 'new-fragrance.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await expect(transfer.getByText('Ready to import: 1 new, 0 changed, 0 unchanged.')).toBeVisible()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  await transfer.getByRole('button', { name: 'Confirm import' }).click()
  await expect(transfer.getByText('Imported: 1 new, 0 changed, 0 unchanged.')).toBeVisible()

  // The console's list finds it by the server's search.
  await page.getByLabel('Find a product').fill(name)
  await expect(page.getByRole('link', { name })).toBeVisible()

  // And the shop shows it.
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  const slug = name.toLowerCase().replaceAll(' ', '-') + '-50ml'
  await page.goto(`/shop/product/${slug}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByText('Èkó Atelier').first()).toBeVisible()
})
