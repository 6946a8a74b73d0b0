import { expect, test } from '@playwright/test'
import { formatNaira } from '@scentia/domain/money/format'
import { openAsOwner } from '../fixtures/admin'
import { newShopperAtPaymentStep, ordersOf, payInSandbox } from '../fixtures/checkout'

// The owner creates a code in the console, a shopper applies it and pays less.
test('the owner creates a code; a shopper applies it at checkout, pays, and the order shows it', async ({
  browser,
  request,
}, testInfo) => {
  const code = `E2E${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`
  const ownerPage = await openAsOwner(browser, request, '/admin/promos')
  await expect(ownerPage.getByRole('heading', { name: 'Promo codes', exact: true })).toBeVisible()
  await ownerPage.getByRole('button', { name: 'New code' }).click()
  const form = ownerPage.getByRole('form', { name: 'New promo code' })
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase())
  await form.getByLabel('Discount type').selectOption('naira')
  await form.getByLabel('Naira off').fill('1000')
  await form.getByRole('button', { name: 'Create code' }).click()
  const row = ownerPage.getByRole('listitem').filter({ hasText: code })
  await expect(row.getByText(`${formatNaira(1_000)} off`)).toBeVisible()
  await ownerPage.close()

  const { page, shopper, product } = await newShopperAtPaymentStep(browser, request, 'promo')

  // A code it does not know is refused inline; the real one applies and can be removed.
  await page.getByLabel('Promo code').fill('NOSUCHCODE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText("We don't know that code")).toBeVisible()
  await page.getByLabel('Promo code').fill(` ${code.toLowerCase()} `)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible()
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible()

  await page.getByRole('button', { name: 'Complete Payment' }).click()
  await payInSandbox(page, 'Success')
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByText(`Discount (${code})`)).toBeVisible()

  const [order] = await ordersOf(request, shopper)
  expect(order?.promo_code).toBe(code)
  expect(order?.discount).toBe(1_000)
  expect(order?.total_amount).toBe(product.price - 1_000 + (order?.shipping_fee ?? 0))
  await page.goto('/orders')
  await page.getByRole('button', { name: 'View' }).first().click()
  await expect(page.getByText(`Discount (${code})`)).toBeVisible()
})
