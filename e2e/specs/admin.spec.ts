import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { OWNER_ONLY_MESSAGE } from '@scentia/domain/admin/order-console'
import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { demoCustomer, ensureOwner, placePaidOrder } from '../fixtures/admin'
import { skipSplash } from '../fixtures/accounts'
import { CHECKOUT_SHOPPER, signInBrowser } from '../fixtures/checkout'
import { createShopper, mailbox, type Shopper } from '../fixtures/shoppers'

let owner: Shopper
test.beforeAll(async ({ request }) => {
  owner = await ensureOwner(request)
})

test('signed out, the console asks to sign in and opens the account panel', async ({ page }) => {
  await skipSplash(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: "Sign in to the owner's console" })).toBeVisible()
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a customer is told the console is for owners, and sees no shop data', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await demoCustomer(request))
  await page.goto('/admin/orders')
  await expect(page.getByText(OWNER_ONLY_MESSAGE)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0)
})

test('the owner moves a new order to shipped with a tracking number; the customer sees it and is mailed', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A customer of this test's own: the demo customer's orders are what other specs read.
  const customer = await createShopper(
    request,
    `admin-ship-${testInfo.project.name}`,
    CHECKOUT_SHOPPER,
  )
  const orderId = await placePaidOrder(request, customer)
  const tracking = `GIG-${Date.now().toString().slice(-8)}`

  await signInBrowser(page, owner)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Orders' })
    .click()
  await page.getByLabel('Search orders').fill(orderId)
  await page.getByRole('main').getByRole('search').getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: new RegExp(orderId) }).click()
  await expect(page.getByRole('heading', { name: orderId })).toBeVisible()

  await page.getByRole('button', { name: 'Mark as Processing' }).click()
  await expect(page.getByRole('button', { name: 'Mark as Shipped' })).toBeVisible()
  // Shipping needs a tracking number: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(page.getByText('Enter a tracking number')).toBeVisible()
  await page.getByLabel(/Tracking number/).fill(tracking)
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText('Processing → Shipped')).toBeVisible()
  await expect(history.getByText(`Tracking ${tracking}`)).toBeVisible()

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // Both changes are in the owners' activity log, newest first (decision 011).
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Activity' })
    .click()
  await page.getByLabel('Order or product').fill(orderId)
  await page.getByRole('main').getByRole('search').getByRole('button', { name: 'Filter' }).click()
  const changes = page.getByRole('list', { name: 'Changes, newest first' })
  await expect(changes.getByRole('heading', { name: 'Order status changed' })).toHaveCount(2)
  await expect(changes.getByRole('listitem').first()).toContainText(tracking)
  await expect(changes.getByRole('listitem').first()).toContainText(owner.email)
  const activityAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(activityAxe.violations.map((violation) => violation.id)).toEqual([])

  // The customer, in their own browser, on the track page.
  const customerContext = await browser.newContext()
  const customerPage = await customerContext.newPage()
  await signInBrowser(customerPage, customer)
  await customerPage.goto(`/track?id=${orderId}`)
  await expect(customerPage.getByText('Your order is on its way!')).toBeVisible()
  await expect(customerPage.getByText(tracking)).toBeVisible()
  await customerContext.close()

  await expect(async () => {
    const mails = (await mailbox(request)).filter(
      (mail) => mail.to.includes(customer.email) && mail.subject.includes(orderId),
    )
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Your Scentia order ${orderId}: Processing`,
        `Your Scentia order ${orderId}: Shipped`,
      ]),
    )
    expect(mails.find((mail) => mail.subject.endsWith('Shipped'))?.text).toContain(
      `Tracking number: ${tracking}`,
    )
  }).toPass({ timeout: 10_000 })
})

test('the owner edits a product and the shop shows the change', async ({ page, request }) => {
  await signInBrowser(page, owner)
  await page.goto('/admin/products/new')
  const name = `Console Oud ${Date.now().toString().slice(-6)}`
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Brand').fill('Scentia Atelier')
  await page.getByLabel('Description').fill('Smoke and resin, made in the console.')
  await page.getByLabel('Price (₦)').fill('42000')
  await page.getByLabel('Stock', { exact: true }).fill('4')
  await page.getByLabel('Size', { exact: true }).fill('50ml')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()

  const list = await request.get('/api/user/product/list')
  expect(
    ((await list.json()) as { productList: { name: string }[] }).productList.map(
      (product) => product.name,
    ),
  ).toContain(name)

  // Its photos are the photos journey's (photos.spec.ts).
  await page.getByRole('link', { name: 'Products' }).first().click()
  await page.getByLabel('Find a product').fill(name)
  await page.getByRole('button', { name: `Retire ${name}` }).click()
  await expect(page.getByText('No products here')).toBeVisible()
  const after = await request.get('/api/user/product/list')
  expect(
    ((await after.json()) as { productList: { name: string }[] }).productList.map(
      (product) => product.name,
    ),
  ).not.toContain(name)
})

test('the demo order is in the console with its history', async ({ page }) => {
  await signInBrowser(page, owner)
  await page.goto(`/admin/orders/${DEMO_ORDER_ID}`)
  await expect(page.getByRole('heading', { name: DEMO_ORDER_ID })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Customer' }).getByText('demo@scentia.ng'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()
})
