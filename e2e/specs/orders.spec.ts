import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_ORDER_ID, DEMO_TRACKING_NUMBER } from '@scentia/domain/orders/demo-order'
import { skipSplash } from '../fixtures/accounts'
import { CHECKOUT_SHOPPER, signInBrowser } from '../fixtures/checkout'
import { createShopper, type Shopper } from '../fixtures/shoppers'

const DEMO = { email: 'demo@scentia.ng', password: 'Scentia#2026' }

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(results.violations).toEqual([])
}

/** The seeded demo customer (read-only here: nothing in this file buys or changes stock). */
let demo: Shopper
let fresh: Shopper
test.beforeAll(async ({ request }, testInfo) => {
  const login = await request.post('/api/login', { data: DEMO })
  expect(login.status()).toBe(200)
  const body = (await login.json()) as { access_token: string; user: Shopper['user'] }
  demo = { ...DEMO, fullName: body.user.full_name, token: body.access_token, user: body.user }
  fresh = await createShopper(request, `orders-${testInfo.project.name}`, CHECKOUT_SHOPPER)
})

test('My Orders signed out asks to sign in', async ({ page }) => {
  await skipSplash(page)
  await page.goto('/orders')
  const modal = page.getByRole('dialog', { name: 'Sign in Required' })
  await expect(modal.getByText('Please sign in to view your orders.')).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(modal.getByRole('link', { name: 'Back to Home' })).toBeVisible()
})

test('a shopper without orders sees No orders yet', async ({ page }) => {
  await signInBrowser(page, fresh)
  await page.goto('/orders')
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop')
})

test('My Orders: counters, search, filter, details and track', async ({ page }) => {
  await signInBrowser(page, demo)
  await page.goto('/orders')
  const card = page.getByRole('article', { name: `Order ${DEMO_ORDER_ID}` })
  await expect(card).toBeVisible()
  await expect(card.getByText('Shipped')).toBeVisible()
  await expect(card.getByText('+1 more items')).toBeVisible()
  await expectAccessible(page)

  await card.getByRole('button', { name: 'View' }).click()
  await expect(card.getByText('Jasmine After Dark × 2')).toBeVisible()
  await expect(card.getByText(DEMO_TRACKING_NUMBER)).toBeVisible()
  await card.getByRole('button', { name: 'Hide' }).click()
  await expect(card.getByText('Jasmine After Dark × 2')).toBeHidden()

  const search = page.getByRole('searchbox', { name: 'Search orders' })
  await search.fill('jasmine')
  await expect(card).toBeVisible()
  await search.fill('no such perfume')
  await expect(page.getByRole('heading', { name: 'No matching orders' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filter')).toBeVisible()
  await search.fill('')
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('delivered')
  await expect(page.getByRole('heading', { name: 'No matching orders' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('shipped')
  await expect(card).toBeVisible()

  // Back within 55 minutes: straight from the cache.
  await page.reload()
  await expect(card).toBeVisible()
  await page.goto('/')
  await page.goBack()
  await card.getByRole('link', { name: 'Track' }).click()
  await expect(page).toHaveURL(new RegExp(`/track\\?id=${DEMO_ORDER_ID}$`))
  await expect(page.getByRole('heading', { name: DEMO_ORDER_ID })).toBeVisible()
  await expect(page.getByText(`Tracking number: ${DEMO_TRACKING_NUMBER}`)).toBeVisible()
})

test('orders load from the cache when the network fails', async ({ page }) => {
  await signInBrowser(page, demo)
  await page.goto('/orders')
  await expect(page.getByRole('article', { name: `Order ${DEMO_ORDER_ID}` })).toBeVisible()
  await page.route('**/api/order', (route) => route.abort())
  await page.reload()
  await expect(page.getByText('Using cached data due to network error')).toBeVisible()
  await expect(page.getByText(/Failed to load orders: /)).toBeVisible()
  await expect(page.getByRole('article', { name: `Order ${DEMO_ORDER_ID}` })).toBeVisible()
})

test('Track: empty id, not found with the demo suggestion, and the public view for a visitor', async ({
  page,
}) => {
  await skipSplash(page)
  await page.goto('/track')
  // The messages below are the app's: typed before hydrating, Enter is the browser's submit.
  await expect(page.locator('html.hydrated')).toBeAttached()
  const field = page.getByRole('textbox', { name: 'Order ID' })
  const button = page.getByRole('button', { name: 'Track Order' })
  await expect(button).toBeDisabled()
  await field.fill('   ')
  await field.press('Enter')
  await expect(page.getByText('Please enter an order ID')).toBeVisible()

  await field.fill('ORD0000000000')
  await field.press('Enter')
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
  await expect(
    page.getByText("We couldn't find an order with that ID. Please check and try again."),
  ).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: DEMO_ORDER_ID }).click()
  await expect(page.getByRole('heading', { name: DEMO_ORDER_ID })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`id=${DEMO_ORDER_ID}`))
  await expect(page.getByText('Your order is on its way!')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Delivery progress' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  )
  // A visitor sees the masked public view: no amounts, no street.
  await expect(page.getByText('A*** O***')).toBeVisible()
  await expect(page.getByText('₦')).toHaveCount(0)
  await expectAccessible(page)
})

test('/orders/track prefills from ?id and looks up at once (lower case is fine)', async ({
  page,
}) => {
  await signInBrowser(page, demo)
  await page.goto(`/orders/track?id=${DEMO_ORDER_ID.toLowerCase()}`)
  await expect(page.getByRole('heading', { name: DEMO_ORDER_ID })).toBeVisible()
  await expect(page.getByText('Total', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'View All Orders' })).toHaveAttribute(
    'href',
    '/orders',
  )
})

test('the account panel lists the most recent orders', async ({ page }) => {
  await signInBrowser(page, demo)
  await page.goto('/')
  await page.getByRole('button', { name: /^Account: / }).click()
  const panel = page.getByRole('dialog', { name: 'My Account' })
  const recent = panel.getByRole('region', { name: 'Recent Orders' })
  await expect(recent.getByRole('link', { name: new RegExp(DEMO_ORDER_ID) })).toBeVisible()
  await expect(recent.getByText('Shipped')).toBeVisible()
  await recent.getByRole('link', { name: new RegExp(DEMO_ORDER_ID) }).click()
  await expect(page).toHaveURL(new RegExp(`/track\\?id=${DEMO_ORDER_ID}$`))
})
