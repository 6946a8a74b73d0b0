import { expect, test } from '@playwright/test'
import { ensureOwner } from '../fixtures/admin'
import {
  CHECKOUT_SHOPPER,
  fillCart,
  payInSandbox,
  plentifulProduct,
  signInBrowser,
} from '../fixtures/checkout'
import { createShopper, type Shopper } from '../fixtures/shoppers'

let owner: Shopper
let shopper: Shopper
test.beforeAll(async ({ request }, testInfo) => {
  owner = await ensureOwner(request)
  shopper = await createShopper(request, `pickup-${testInfo.project.name}`, CHECKOUT_SHOPPER)
})

test('a shopper chooses pickup at the showroom, the owner checks the code, the track page shows the journey', async ({
  page,
  browser,
  request,
}) => {
  // The shopper chooses the showroom: free, with its address and hours.
  await signInBrowser(page, shopper)
  await fillCart(page, await plentifulProduct(request))
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible()
  await page.getByRole('radio', { name: /Pickup at the showroom/ }).check()
  await expect(page.getByTestId('pickup-details')).toContainText('14 Admiralty Way')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page).toHaveURL(/step=2/)
  await page.getByRole('button', { name: 'Complete Payment' }).click()
  await payInSandbox(page, 'Success')

  // The thank-you page gives the code to read out at the counter.
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  const shown = page.getByTestId('pickup-code')
  await expect(shown).toHaveText(/^[A-Z0-9]{3} [A-Z0-9]{3}$/)
  const code = (await shown.innerText()).replace(' ', '')
  const orderId = (await page.getByTestId('order-id').innerText()).trim()

  // The owner gets it ready, refuses a wrong code, and marks it collected with the right one.
  const ownerContext = await browser.newContext()
  const console_ = await ownerContext.newPage()
  await signInBrowser(console_, owner)
  await console_.goto(`/admin/orders/${orderId}`)
  await expect(console_.getByTestId('pickup-order-note')).toBeVisible()
  await console_.getByRole('button', { name: 'Mark as Processing' }).click()
  await console_.getByRole('button', { name: 'Mark as Ready for pickup' }).click()
  const field = console_.getByLabel(/Pickup code/)
  const wrong = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA'
  await field.fill(wrong)
  await console_.getByRole('button', { name: 'Mark as Collected' }).click()
  await expect(console_.getByRole('alert')).toHaveText(
    'That pickup code is not right for this order',
  )
  await expect(console_.getByText('4 tries left')).toBeVisible()
  await field.fill(code.toLowerCase())
  await console_.getByRole('button', { name: 'Mark as Collected' }).click()
  await expect(
    console_.getByText('Order marked collected; the customer has been emailed'),
  ).toBeVisible()
  await expect(console_.getByRole('button', { name: 'Mark as Collected' })).toBeHidden()
  await ownerContext.close()

  // The shopper's track page: collected, and every step with its time, in order.
  await page.goto(`/track?id=${orderId}`)
  const journey = page.getByTestId('order-journey')
  const steps = journey.getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText('Pending')
  await expect(steps.nth(2)).toContainText('Ready for pickup')
  await expect(steps.nth(3)).toContainText('Collected')
  await expect(steps.nth(3).locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/)
  await expect(page.getByText('You collected your order. Enjoy it!')).toBeVisible()
  // Nothing spills past a phone's edge.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
