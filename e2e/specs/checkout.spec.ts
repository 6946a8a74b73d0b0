import { expect, test } from '@playwright/test'
import { formatNaira } from '@scentia/domain/money/format'
import {
  buyOneBottle,
  checkoutShopper,
  chooseFirstWard,
  continueToPayment,
  openCheckout,
  fillCart,
  ordersOf,
  plentifulProduct,
  payInSandbox,
  signInBrowser,
  type OwnerOrder,
} from '../fixtures/checkout'
import { axeViolations, skipSplash } from '../fixtures/accounts'
import { mailbox } from '../fixtures/shoppers'
import { FAKE_COURIER_FEE, FAKE_COURIER_NAME } from '../fixtures/courier'

const shopper = checkoutShopper('checkout')

test('signed out, checkout asks to sign in', async ({ page, request }) => {
  await skipSplash(page)
  await fillCart(page, await plentifulProduct(request))
  await page.goto('/checkout')
  const modal = page.getByRole('dialog', { name: 'Sign in Required' })
  await expect(
    modal.getByText('Please sign in to continue with your checkout process.'),
  ).toBeVisible()
  await expect(modal.getByRole('link', { name: 'Back to Cart' })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('signing in from the checkout modal continues the checkout', async ({ page, request }) => {
  await skipSplash(page)
  await fillCart(page, await plentifulProduct(request))
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  await page
    .getByRole('dialog', { name: 'Sign in Required' })
    .getByRole('button', { name: 'Sign In' })
    .click()
  const panel = page.getByRole('dialog', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(shopper().email)
  await panel.getByLabel('Password', { exact: true }).fill(shopper().password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible()
  // The panel closes by itself: it used to stay open on My Account over the checkout.
  await expect(page.getByRole('dialog', { name: 'My Account' })).toBeHidden()
  await expect(page.getByText('14 Allen Avenue')).toBeVisible()
})

test('an empty cart while signed in goes to the cart', async ({ page }) => {
  await signInBrowser(page, shopper())
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/cart$/)
})

test('buys with the success card: thank-you page, My Orders, tracking and the mail', async ({
  page,
  request,
}) => {
  const product = await openCheckout(page, request, shopper(), 2)

  // The saved address from registration fills step 1; the server prices delivery to Ikeja.
  await expect(page.getByText('14 Allen Avenue')).toBeVisible()
  await expect(page.getByText('Standard Delivery')).toBeVisible()
  await expect(page.getByText('2-4 business days')).toBeVisible()
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText(product.name)).toBeVisible()
  await expect(summary.getByText('Secure SSL Payment')).toBeVisible()
  await expect(summary.getByText('Free returns within 30 days')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await continueToPayment(page)
  // From here on no page may log an error: the CSP once refused the confetti's
  // blob: worker on the thank-you page.
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  // The toast lasts two seconds: watched for from before the payment, so a slow machine's
  // later waits cannot outlast it.
  const orderPlacedToast = page
    .getByText('Order placed successfully!')
    .waitFor({ state: 'visible', timeout: 30_000 })
  await payInSandbox(page, 'Success')
  await orderPlacedToast

  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Thank You, Chiamaka!' })).toBeVisible()
  // The confetti's canvas has been drawn on by now (it is added to the body when it fires).
  await expect(page.locator('body > canvas')).toHaveCount(1)
  expect(consoleErrors).toEqual([])
  await expect(page.getByText('Your order has been confirmed!')).toBeVisible()
  const orderId = (await page.getByTestId('order-id').innerText()).trim()
  expect(orderId).toMatch(/^ORD\d{10}$/)
  await expect(page.getByText('2 items')).toBeVisible()
  await expect(page.getByText(shopper().email)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await expect(
    page
      .getByRole('button', { name: 'Cart, 0 items' })
      .or(page.getByRole('button', { name: 'Cart' })),
  ).toBeVisible()

  const [order] = (await ordersOf(request, shopper())) as OwnerOrder[]
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
    expect(
      mails.some((mail) => mail.to.includes(shopper().email) && mail.subject.includes(orderId)),
    ).toBe(true)
  }).toPass({ timeout: 10_000 })
})

test('a declined card: the failure screen, and no paid order', async ({ page, request }) => {
  const before = await ordersOf(request, shopper())
  await buyOneBottle(page, request, shopper(), 'Declined')
  const popup = page.frameLocator('iframe[title="Paystack checkout"]')
  // The sandbox lets the shopper try another card; giving up closes it.
  await expect(popup.getByText(/Try another card/)).toBeVisible()
  await popup.getByRole('button', { name: 'Cancel payment' }).click()
  await expect(page.getByText('Payment was cancelled')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete Payment' })).toBeEnabled()

  const after = (await ordersOf(request, shopper())) as OwnerOrder[]
  expect(after.filter((order) => order.payment_status === 'paid')).toHaveLength(
    before.filter((order) => (order as OwnerOrder).payment_status === 'paid').length,
  )
})

test('a payment verified as failed is recorded unpaid and shows the failure screen', async ({
  page,
  request,
}) => {
  // Paystack answering a non-success status at verification (the sandbox pop-up only reports successes).
  await page.route('**/api/payments/verify/**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: { status: string } }
    body.data.status = 'failed'
    await route.fulfill({ response, json: body })
  })
  await buyOneBottle(page, request, shopper(), 'Success')
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(
    page.getByText("We're sorry, but your payment could not be processed at this time."),
  ).toBeVisible()
  await expect(page.getByText(/Reference number:/)).toBeVisible()
  await expect(page.getByText(/If your bank account was debited/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible()
})

test('offline after paying: the order is recovered when the connection returns', async ({
  page,
  context,
  request,
}) => {
  // The browser never reaches /checkout until the connection "returns".
  let blocked = true
  await page.route('**/api/checkout', (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  )
  await buyOneBottle(page, request, shopper(), 'Success')

  // After 4 attempts (2 + 4 + 8 s apart) the paid order waits in the recovery record.
  await expect(
    page.getByText(/Payment successful but order processing failed/).first(),
  ).toBeVisible({ timeout: 30_000 })
  const record = await page.evaluate(() => localStorage.getItem('checkout_recovery'))
  expect(record).toContain('"status":"success"')

  await context.setOffline(true)
  await expect(
    page.getByText('Connection lost. Please check your internet connection.'),
  ).toBeVisible()
  blocked = false
  await context.setOffline(false)
  await expect(
    page.getByText('Connection restored. Attempting to recover your order...'),
  ).toBeVisible()
  await expect(page.getByText('Order recovered successfully!')).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/thank-you-page$/)
  expect(await page.evaluate(() => localStorage.getItem('checkout_recovery'))).toBeNull()
})

test('a browser that never calls /checkout still gets its order through the webhook', async ({
  page,
  request,
}) => {
  const before = await ordersOf(request, shopper())
  await page.route('**/api/checkout', (route) => route.abort())
  await page.route('**/api/payments/verify/**', (route) => route.abort())
  await buyOneBottle(page, request, shopper(), 'Success')

  await expect(async () => {
    const orders = (await ordersOf(request, shopper())) as OwnerOrder[]
    expect(orders.length).toBe(before.length + 1)
    expect(orders[0]?.payment_status).toBe('paid')
  }).toPass({ timeout: 20_000 })
})

test('a one-off address: the gate names the first missing field, searchable State, LGA and Ward, never saved', async ({
  page,
  request,
}) => {
  await signInBrowser(page, shopper())
  await fillCart(page, await plentifulProduct(request))
  await page.goto('/checkout?step=2')
  // A deep link to payment starts at shipping until the address is complete; here it is.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to Shipping' }).click()
  await page.getByRole('button', { name: 'Edit' }).click()
  // Not one of the saved addresses: one for this order only, starting blank.
  await page.getByRole('radio', { name: /A different address/ }).check()

  const street = page.getByRole('textbox', { name: 'Street Address' })
  await expect(street).toHaveValue('')
  const next = page.getByRole('button', { name: 'Continue to Payment' })
  await expect(next).toBeDisabled()
  await expect(page.getByText('Please enter your Street Address')).toBeVisible()
  await street.fill('3 Awolowo Way')

  const state = page.getByRole('combobox', { name: 'State' })
  await state.fill('')
  await state.pressSequentially('ogu')
  await page.getByRole('option', { name: 'Ogun' }).click()
  await expect(next).toBeDisabled()
  await expect(page.getByText('Please select your City')).toBeVisible()
  const lga = page.getByRole('combobox', { name: 'LGA' })
  await lga.click()
  // The state's LGAs load after it is chosen: pick one once the list holds them.
  await expect(page.getByRole('option', { name: 'Abeokuta North' })).toBeVisible()
  await lga.press('ArrowDown')
  await lga.press('Enter')
  await expect(lga).not.toHaveValue('')
  await chooseFirstWard(page)
  // Outside Lagos: the owner's table for the state gives the window, Ogun's 2-4 business days
  // (decision 040), and the connected courier (the run's fake) its live price (decision 044).
  await expect(page.getByTestId('delivery-fee-note')).toHaveText(
    `Live price from ${FAKE_COURIER_NAME}`,
  )
  await expect(page.getByText(formatNaira(FAKE_COURIER_FEE)).first()).toBeVisible()
  await expect(page.getByText('2-4 business days')).toBeVisible()
  await expect(next).toBeEnabled()

  await page.getByRole('button', { name: 'Use This Address' }).click()
  await expect(page.getByText('3 Awolowo Way')).toBeVisible()
  // Used for this order, not added to the shopper's addresses.
  await expect(page.getByText(/Address added/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible()
  await next.click()
  await expect(page).toHaveURL(/step=2/)
  expect(await axeViolations(page)).toEqual([])
})

test('a paid order left unsubmitted is offered back at the next sign-in', async ({
  page,
  request,
}) => {
  let blocked = true
  await page.route('**/api/checkout', (route) => (blocked ? route.abort() : route.continue()))
  await buyOneBottle(page, request, shopper(), 'Success')
  await expect(
    page.getByText(/Payment successful but order processing failed/).first(),
  ).toBeVisible({ timeout: 30_000 })

  blocked = false
  await page.goto('/')
  const prompt = page.getByRole('dialog', { name: 'Incomplete order' })
  await expect(
    prompt.getByText('We found an incomplete order. Would you like to complete it?'),
  ).toBeVisible()
  await prompt.getByRole('button', { name: 'Complete Order' }).click()
  await expect(page.getByText('Order recovered successfully!')).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/thank-you-page$/)
})
