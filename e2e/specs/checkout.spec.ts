import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { formatNaira } from '@scentia/domain/money/format'
import {
  continueToPayment,
  createShopper,
  fillCart,
  mailbox,
  ordersOf,
  payInSandbox,
  plentifulProduct,
  signInBrowser,
  skipSplash,
  type OwnerOrder,
  type Shopper,
} from '../fixtures/checkout'

// One shopper per project run: sign-up is rate-limited per address (decision 004).
let shopper: Shopper
test.beforeAll(async ({ request }, testInfo) => {
  shopper = await createShopper(request, `checkout-${testInfo.project.name}`)
})

test('signed out, checkout asks to sign in', async ({ page, request }) => {
  await skipSplash(page)
  await fillCart(page, await plentifulProduct(request))
  await page.goto('/checkout')
  const modal = page.getByRole('dialog', { name: 'Sign in Required' })
  await expect(modal.getByText('Please sign in to continue with your checkout process.')).toBeVisible()
  await expect(modal.getByRole('link', { name: 'Back to Cart' })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('an empty cart while signed in goes to the cart', async ({ page }) => {
  await signInBrowser(page, shopper)
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/cart$/)
})

test('buys with the success card: thank-you page, My Orders, tracking and the mail', async ({ page, request }) => {
  const product = await plentifulProduct(request)
  await signInBrowser(page, shopper)
  await fillCart(page, product, 2)
  await page.goto('/checkout')

  // The saved address from registration fills step 1; the server prices delivery to Ikeja.
  await expect(page.getByText('14 Allen Avenue')).toBeVisible()
  await expect(page.getByText('Standard Delivery')).toBeVisible()
  await expect(page.getByText('2-4 business days')).toBeVisible()
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText(product.name)).toBeVisible()
  await expect(summary.getByText('Secure SSL Payment')).toBeVisible()
  await expect(summary.getByText('Free returns within 30 days')).toBeVisible()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations).toEqual([])

  await continueToPayment(page)
  await payInSandbox(page, 'Success')

  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Thank You, Chiamaka!' })).toBeVisible()
  await expect(page.getByText('Your order has been confirmed!')).toBeVisible()
  await expect(page.getByText('Order placed successfully!')).toBeVisible()
  const orderId = (await page.getByTestId('order-id').innerText()).trim()
  expect(orderId).toMatch(/^ORD\d{10}$/)
  await expect(page.getByText('2 items')).toBeVisible()
  await expect(page.getByText(shopper.email)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, 0 items' }).or(page.getByRole('button', { name: 'Cart' }))).toBeVisible()

  const [order] = (await ordersOf(request, shopper)) as OwnerOrder[]
  expect(order?.order_id).toBe(orderId)
  expect(order?.payment_status).toBe('paid')
  await expect(page.getByText(formatNaira(order?.total_amount ?? 0)).first()).toBeVisible()

  await page.getByRole('link', { name: 'Track Order' }).click()
  await expect(page).toHaveURL(new RegExp(`/track\\?id=${orderId}`))
  await expect(page.getByRole('heading', { name: orderId })).toBeVisible()

  await page.goto('/orders')
  await expect(page.getByText(orderId)).toBeVisible()

  await expect(async () => {
    const mails = await mailbox(request)
    expect(mails.some((mail) => mail.to.includes(shopper.email) && mail.subject.includes(orderId))).toBe(true)
  }).toPass({ timeout: 10_000 })
})
