import { expect, test } from '@playwright/test'
import { buyOneBottle, checkoutShopper, ordersOf, type OwnerOrder } from '../fixtures/checkout'

const shopper = checkoutShopper('transfer')

test('a transfer confirmed later turns the track page from Awaiting your transfer to processing', async ({
  page,
  request,
}) => {
  await buyOneBottle(page, request, shopper(), 'Pay by transfer')

  // The order is placed at once and held: the thank-you page says what it waits for.
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByTestId('payment-notice')).toHaveText('Awaiting your transfer')
  const orderId = (await page.getByTestId('order-id').innerText()).trim()
  const [order] = (await ordersOf(request, shopper())) as OwnerOrder[]
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
  const [paid] = (await ordersOf(request, shopper())) as OwnerOrder[]
  expect(paid?.payment_status).toBe('paid')
})
