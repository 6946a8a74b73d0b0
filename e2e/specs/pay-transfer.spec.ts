import { expect, test } from '@playwright/test'
import {
  CHECKOUT_SHOPPER,
  continueToPayment,
  fillCart,
  ordersOf,
  payInSandbox,
  plentifulProduct,
  signInBrowser,
  type OwnerOrder,
} from '../fixtures/checkout'
import { createShopper, type Shopper } from '../fixtures/shoppers'

// One shopper per project run: sign-up is rate-limited per address (decision 004).
let shopper: Shopper
test.beforeAll(async ({ request }, testInfo) => {
  shopper = await createShopper(request, `transfer-${testInfo.project.name}`, CHECKOUT_SHOPPER)
})

test('a transfer confirmed later turns the track page from Awaiting your transfer to processing', async ({
  page,
  request,
}) => {
  await signInBrowser(page, shopper)
  await fillCart(page, await plentifulProduct(request))
  await page.goto('/checkout')
  await continueToPayment(page)
  await payInSandbox(page, 'Pay by transfer')

  // The order is placed at once and held: the thank-you page says what it waits for.
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByTestId('payment-notice')).toHaveText('Awaiting your transfer')
  const orderId = (await page.getByTestId('order-id').innerText()).trim()
  const [order] = (await ordersOf(request, shopper)) as OwnerOrder[]
  expect(order).toMatchObject({ order_id: orderId, payment_status: 'pending' })

  await page.getByRole('link', { name: 'Track Order' }).click()
  await expect(page.getByRole('heading', { name: orderId })).toBeVisible()
  await expect(page.getByTestId('payment-notice')).toHaveText('Awaiting your transfer')

  // The bank confirms; the sandbox sends Paystack's charge.success webhook.
  const confirmed = await request.post(
    `/api/sandbox/paystack/transactions/${order?.transaction_reference}/confirm-transfer`,
  )
  expect(confirmed.ok()).toBe(true)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Your order is being processed')).toBeVisible({ timeout: 1_000 })
    await expect(page.getByTestId('payment-notice')).toBeHidden({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const [paid] = (await ordersOf(request, shopper)) as OwnerOrder[]
  expect(paid?.payment_status).toBe('paid')
})
