import { expect, test } from '@playwright/test'
import { formatNaira } from '@scentia/domain/money/format'
import { openAsOwner } from '../fixtures/admin'
import { newShopperAtPaymentStep, ordersOf, payInSandbox } from '../fixtures/checkout'

const WRAP = 1_500

// Decision 045: a shopper sends a gift with a message and wrap; the owner prints its packing slip,
// which carries the message and no price.
test('a gift with a message and wrap: the owner prints a packing slip with the message and no prices', async ({
  browser,
  request,
}, testInfo) => {
  const ownerPage = await openAsOwner(browser, request, '/admin/products')
  const settings = ownerPage.getByRole('region', { name: 'Low stock and gift wrap' })
  await settings.getByLabel('Gift wrap price (₦)').fill(String(WRAP))
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(ownerPage.getByText('Settings saved')).toBeVisible()

  const message = `Happy birthday, Ada! <3\nWith love from the ${testInfo.project.name} team`
  const { page, shopper, product } = await newShopperAtPaymentStep(browser, request, 'gift')

  await page.getByRole('checkbox', { name: 'This is a gift' }).check()
  await page.getByLabel('Gift message (optional)').fill(message)
  await page.getByRole('checkbox', { name: `Add gift wrap (${formatNaira(WRAP)})` }).check()
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText('Gift wrap')).toBeVisible()

  await page.getByRole('button', { name: 'Complete Payment' }).click()
  await payInSandbox(page, 'Success')
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })

  const [order] = await ordersOf(request, shopper)
  if (!order) throw new Error('the gift order was not placed')
  // The server priced the wrap into the total.
  expect(order.total_amount).toBe(product.price + (order.shipping_fee ?? 0) + WRAP)
  // The shopper's own track page never shows the message.
  await page.goto(`/track?id=${order.order_id}`)
  await expect(page.getByText(order.order_id).first()).toBeVisible()
  await expect(page.getByText('Happy birthday, Ada!')).toHaveCount(0)
  await page.close()

  await ownerPage.goto(`/admin/orders/${order.order_id}`)
  await expect(ownerPage.getByText('Happy birthday, Ada! <3')).toBeVisible()
  await ownerPage.getByRole('link', { name: 'Print packing slip' }).click()
  const slip = ownerPage.getByRole('article', { name: 'Packing slip' })
  await expect(slip.getByText(order.order_id)).toBeVisible()
  await expect(slip.getByText(product.name)).toBeVisible()
  // Plain text, escaped, line breaks kept.
  await expect(slip.getByTestId('gift-message')).toHaveText(message.replace('\n', ' '), {
    useInnerText: false,
  })
  await expect(slip.getByText('(gift wrapped)')).toBeVisible()
  const printed = await slip.innerText()
  expect(printed).not.toContain('₦')
  expect(printed).not.toMatch(/price|total|subtotal/i)

  await ownerPage.emulateMedia({ media: 'print' })
  await expect(ownerPage.getByRole('navigation', { name: 'Console' })).toBeHidden()
  await expect(ownerPage.getByRole('button', { name: 'Print packing slip' })).toBeHidden()
  await expect(slip).toBeVisible()
  await ownerPage.close()
})
