import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { formatNaira } from '@scentia/domain/money/format'
import { ensureOwner } from '../fixtures/admin'
import {
  CHECKOUT_SHOPPER,
  continueToPayment,
  fillCart,
  ordersOf,
  payInSandbox,
  plentifulProduct,
  signInBrowser,
} from '../fixtures/checkout'
import { courierSays, FAKE_COURIER_FEE, FAKE_COURIER_NAME } from '../fixtures/courier'
import { createShopper } from '../fixtures/shoppers'

/*
 * Couriers (docs/product.md §13, docs/decisions/044-couriers.md): the shopper sees the courier's
 * live price at checkout and pays exactly it; the owner books the courier from the order page in
 * one click, and the courier's signed webhooks (from the fake Shipbubble the run starts beside
 * the shop) deliver the order, which the shopper's track page shows.
 */
test("the shopper pays the courier's live price, the owner books it in one click and its webhooks deliver the order", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const owner = await ensureOwner(request)
  const customer = await createShopper(
    request,
    `courier-${testInfo.project.name}`,
    CHECKOUT_SHOPPER,
  )
  const product = await plentifulProduct(request)

  // Checkout asks the courier for the saved address and cart, and says whose price it is.
  const shopperContext = await browser.newContext()
  const shopperPage = await shopperContext.newPage()
  await signInBrowser(shopperPage, customer)
  await fillCart(shopperPage, product)
  await shopperPage.goto('/checkout')
  const fee = formatNaira(FAKE_COURIER_FEE)
  await expect(shopperPage.getByTestId('delivery-fee-note')).toHaveText(
    `Live price from ${FAKE_COURIER_NAME}`,
  )
  await expect(shopperPage.getByRole('radio', { name: /Standard Delivery/ })).toHaveAccessibleName(
    new RegExp(fee),
  )
  await continueToPayment(shopperPage)
  await payInSandbox(shopperPage, 'Success')
  await expect(shopperPage).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  // Charged exactly the courier's fee, not the owner's table.
  const [order] = await ordersOf(request, customer)
  if (!order) throw new Error('no order after paying')
  expect(order.shipping_fee).toBe(FAKE_COURIER_FEE)
  expect(order.total_amount).toBe(product.price + FAKE_COURIER_FEE)
  const orderId = order.order_id
  await shopperContext.close()

  await signInBrowser(page, owner)
  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.getByRole('heading', { name: orderId })).toBeVisible()
  const courier = page.getByRole('region', { name: 'Courier', exact: true })
  await courier.getByRole('button', { name: 'Book courier' }).click()
  await expect(courier.getByText('GIG Logistics')).toBeVisible()
  await expect(courier.getByText('Booked, waiting for pickup')).toBeVisible()
  await expect(courier.getByRole('link', { name: /Courier's tracking page/ })).toBeVisible()
  // The tracking number filled itself in: shipping needs no typing now.
  const tracking = (await courier.locator('dd.font-mono').textContent())?.trim() ?? ''
  expect(tracking).toMatch(/^GIG\d+$/)
  await expect(courier.getByRole('button', { name: 'Book courier' })).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // The courier picks the parcel up, then delivers it: the order follows by itself.
  await courierSays(request, orderId, 'picked_up')
  await courierSays(request, orderId, 'completed')
  await page.reload()
  await expect(courier.getByText('Delivered', { exact: true })).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText('Shipped → Delivered')).toBeVisible()
  await expect(history.getByText(`Tracking ${tracking}`).first()).toBeVisible()

  const customerContext = await browser.newContext()
  const customerPage = await customerContext.newPage()
  await signInBrowser(customerPage, customer)
  await customerPage.goto(`/track?id=${orderId}`)
  await expect(customerPage.getByText('Your order has been delivered')).toBeVisible()
  await customerContext.close()
})
