import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ensureOwner, placePaidOrder } from '../fixtures/admin'
import { CHECKOUT_SHOPPER, signInBrowser } from '../fixtures/checkout'
import { courierSays } from '../fixtures/courier'
import { createShopper } from '../fixtures/shoppers'

/*
 * Couriers (docs/product.md §13, docs/decisions/044-couriers.md): the owner books the courier
 * from the order page in one click, and the courier's signed webhooks (from the fake Shipbubble
 * the run starts beside the shop) deliver the order, which the shopper's track page shows.
 */
test('the owner books the courier in one click and its webhooks deliver the order to the shopper', async ({
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
  const orderId = await placePaidOrder(request, customer)

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
