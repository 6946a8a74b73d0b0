import { expect, test } from '@playwright/test'
import { ensureOwner } from '../fixtures/admin'
import {
  CHECKOUT_SHOPPER,
  fillCart,
  ordersOf,
  plentifulProduct,
  signInBrowser,
  type OwnerOrder,
} from '../fixtures/checkout'
import { createShopper, type Shopper } from '../fixtures/shoppers'

let owner: Shopper
let shopper: Shopper
test.beforeAll(async ({ request }, testInfo) => {
  owner = await ensureOwner(request)
  shopper = await createShopper(request, `pod-${testInfo.project.name}`, CHECKOUT_SHOPPER)
})

test('the owner switches pay on delivery on; a Lagos order goes from checkout to collected', async ({
  page,
  browser,
  request,
}) => {
  // The owner's switch, in the console.
  const ownerContext = await browser.newContext()
  const console_ = await ownerContext.newPage()
  await signInBrowser(console_, owner)
  await console_.goto('/admin/orders')
  const panel = console_.getByRole('region', { name: 'Pay on delivery' })
  const offer = panel.getByLabel('Offer pay on delivery')
  if (!(await offer.isChecked())) {
    await offer.check()
    await panel.getByRole('button', { name: 'Save' }).click()
    await expect(console_.getByText('Pay on delivery settings saved')).toBeVisible()
  }

  // The shopper, delivering to Ikeja, pays on delivery: no pop-up.
  await signInBrowser(page, shopper)
  await fillCart(page, await plentifulProduct(request))
  await page.goto('/checkout')
  await expect(page.getByText('14 Allen Avenue')).toBeVisible()
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.getByRole('button', { name: 'Pay on delivery' }).click()
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByTestId('payment-notice')).toHaveText(
    'Pay on delivery: pay the courier at the door',
  )
  const orderId = (await page.getByTestId('order-id').innerText()).trim()
  const [order] = (await ordersOf(request, shopper)) as OwnerOrder[]
  expect(order).toMatchObject({ order_id: orderId, payment_status: 'pending' })

  // The courier collects; the owner records it.
  await console_.goto(`/admin/orders/${orderId}`)
  await console_.getByRole('button', { name: 'Mark payment collected' }).click()
  await expect(console_.getByText('Payment collected')).toBeVisible()
  await expect(console_.getByRole('button', { name: 'Mark payment collected' })).toBeHidden()
  const [collected] = (await ordersOf(request, shopper)) as OwnerOrder[]
  expect(collected?.payment_status).toBe('paid')
  await ownerContext.close()
})
