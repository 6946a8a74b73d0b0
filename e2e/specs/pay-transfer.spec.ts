import { expect, test, type APIRequestContext } from '@playwright/test'
import type { Product, ProductListResponse } from '@scentia/domain/catalog/product'
import {
  apiShipping,
  buyOneBottle,
  checkoutShopper,
  continueToPayment,
  fillCart,
  ordersOf,
  payInSandbox,
  signInBrowser,
  type OwnerOrder,
} from '../fixtures/checkout'
import type { Shopper } from '../fixtures/shoppers'

const shopper = checkoutShopper('transfer')

test('a transfer repeats its account, amount and deadline, and turns the track page to received once confirmed', async ({
  page,
  request,
}) => {
  await buyOneBottle(page, request, shopper(), 'Pay by transfer')

  // The order is placed at once and held: the thank-you page says what it waits for.
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  // After the pop-up closed: where to send how much, and by when (decision 037).
  const transfer = page.getByTestId('transfer-panel')
  await expect(transfer).toHaveAttribute('data-state', 'awaiting')
  await expect(transfer).toContainText('Awaiting your transfer')
  await expect(transfer).toContainText(/Send exactly ₦[\d,]+ by \d{1,2}:\d{2} [ap]m/)
  await expect(transfer).toContainText(/Test Bank\s*Account number\s*\d{10}/)
  await expect(page.getByText(/A confirmation email has been sent/)).toHaveCount(0)
  const orderId = (await page.getByTestId('order-id').innerText()).trim()
  const [order] = (await ordersOf(request, shopper())) as OwnerOrder[]
  expect(order).toMatchObject({ order_id: orderId, payment_status: 'pending' })

  await page.getByRole('link', { name: 'Track Order' }).click()
  await expect(page.getByRole('heading', { name: orderId })).toBeVisible()
  await expect(transfer).toHaveAttribute('data-state', 'awaiting')

  // The bank confirms; the sandbox sends Paystack's charge.success webhook.
  const confirmed = await request.post(
    `/api/sandbox/paystack/transactions/${order?.transaction_reference}/confirm-transfer`,
  )
  expect(confirmed.ok()).toBe(true)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Your order is being processed')).toBeVisible({ timeout: 1_000 })
    await expect(transfer).toHaveAttribute('data-state', 'paid', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const [paid] = (await ordersOf(request, shopper())) as OwnerOrder[]
  expect(paid?.payment_status).toBe('paid')
})

const hoarder = checkoutShopper('transfer-cancel')
const nextShopper = checkoutShopper('transfer-next')

/** The in-stock product with the fewest units, up to the 10 one order may take (decision 029). */
async function scarceProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/user/product/list')
  expect(response.ok()).toBe(true)
  const products = ((await response.json()) as ProductListResponse).productList
  const [product] = products
    .filter((candidate) => candidate.stock >= 1 && candidate.stock <= 10)
    .sort((a, b) => b.stock - a.stock)
  if (!product) throw new Error('The seed has no product with 1 to 10 units')
  return product
}

/** The product's units on sale; a sold-out product leaves the list, which reads as 0. */
async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get('/api/user/product/list')
  const products = ((await response.json()) as ProductListResponse).productList
  return products.find((product) => product.id === id)?.stock ?? 0
}

function initializeFor(request: APIRequestContext, shopper: Shopper, id: number, quantity: number) {
  return request.post('/api/payments/initialize', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      cart_items: [{ id, quantity }],
      shipping: apiShipping(shopper),
    },
  })
}

test('a shopper cancels an unpaid transfer from My Orders and the fragrance is back on sale for the next', async ({
  page,
  request,
}, testInfo) => {
  // Phones as narrow as 360 px still reach every button.
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 })
  const product = await scarceProduct(request)
  const units = product.stock

  // Every unit, paid "by transfer" that never comes: the units are held for this order.
  await signInBrowser(page, hoarder())
  await fillCart(page, product, units)
  await page.goto('/checkout')
  await continueToPayment(page)
  await payInSandbox(page, 'Pay by transfer')
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByTestId('transfer-panel')).toHaveAttribute('data-state', 'awaiting')
  const orderId = (await page.getByTestId('order-id').innerText()).trim()

  const refused = await initializeFor(request, nextShopper(), product.id, 1)
  expect(refused.status()).toBe(409)
  expect(await stockOf(request, product.id)).toBe(0)

  await page.goto('/orders')
  const card = page.getByRole('article', { name: `Order ${orderId}` })
  await expect(card.getByText('Pending', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
  await expect(dialog).toContainText('nothing is owed and its items go back on sale')
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // Back on sale: another shopper can start paying for every unit.
  expect(await stockOf(request, product.id)).toBe(units)
  const next = await initializeFor(request, nextShopper(), product.id, units)
  expect(next.status(), await next.text()).toBe(200)
})
