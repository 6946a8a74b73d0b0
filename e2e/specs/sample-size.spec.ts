import { expect, test } from '@playwright/test'
import type { Product, ProductListResponse } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import {
  CHECKOUT_SHOPPER,
  continueToPayment,
  fillCart,
  ordersOf,
  payInSandbox,
  signInBrowser,
} from '../fixtures/checkout'
import { FAKE_COURIER_FEE } from '../fixtures/courier'
import { createShopper, type Shopper } from '../fixtures/shoppers'

// A fragrance sold as a 2 ml sample beside the full bottle. One shopper per run.
let shopper: Shopper
test.beforeAll(async ({ request }, testInfo) => {
  shopper = await createShopper(request, `sample-${testInfo.project.name}`, CHECKOUT_SHOPPER)
})

async function sampledProduct(
  request: Parameters<typeof createShopper>[0],
): Promise<{ product: Product; label: string }> {
  const response = await request.get('/api/user/product/list')
  const { productList } = (await response.json()) as ProductListResponse
  for (const product of productList) {
    const sample = product.sizes.find((size) => size.isSample && size.stock > 0)
    if (sample) return { product, label: sample.label }
  }
  throw new Error('the seed sells no sample')
}

test('chooses a sample size on the product page, buys it, and the order shows it as its own line', async ({
  page,
  request,
}) => {
  const { product, label } = await sampledProduct(request)
  await signInBrowser(page, shopper)
  await page.goto(`/shop/product/${product.productId}`)

  const sizes = page.getByRole('group', { name: 'Size' })
  await expect(sizes).toBeVisible()
  await sizes.getByRole('radio', { name: new RegExp(label) }).check()
  await page
    .getByRole('button', { name: new RegExp(`^Add to Cart\\s*: ${product.name}, ${label}$`) })
    .click()
  await expect(
    page.getByRole('group', { name: `Quantity of ${product.name}, ${label}` }),
  ).toBeVisible()

  await page.goto('/checkout')
  await continueToPayment(page)
  await payInSandbox(page, 'Success')
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })

  const [order] = await ordersOf(request, shopper)
  expect(order?.cart_items).toEqual([
    expect.objectContaining({ id: product.id, size: label, quantity: 1 }),
  ])
  await page.goto('/orders')
  await page
    .getByText(order?.order_id ?? '')
    .first()
    .click()
  await expect(page.getByText(`${product.name} (${label})`).first()).toBeVisible()

  // The sample's price comes back on the full bottle: the checkout's summary shows the
  // credit as the cart does, and its total is what the order charges.
  await fillCart(page, product)
  await page.goto('/checkout')
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText('Sample credit')).toBeVisible()
  // The ward's table fee shows first; the total is read once the courier's live price, which
  // the order charges (decision 044), has replaced it.
  await expect(summary.getByText('Shipping', { exact: true }).locator('+ dd')).toHaveText(
    formatNaira(FAKE_COURIER_FEE),
  )
  const shownTotal = await summary.getByText('Total', { exact: true }).locator('+ dd').innerText()
  await continueToPayment(page)
  await payInSandbox(page, 'Success')
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  const bottleOrder = (await ordersOf(request, shopper)).find(
    (placed) => placed.order_id !== order?.order_id,
  )
  expect(bottleOrder?.sample_credit).toBeGreaterThan(0)
  expect(Number(shownTotal.replace(/\D/g, ''))).toBe(bottleOrder?.total_amount)
})
