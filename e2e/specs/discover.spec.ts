import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { Product } from '@scentia/domain/catalog/product'
import { STOCK_ALERT_MESSAGES } from '@scentia/domain/catalog/stock-alert'
import { seriousViolations, skipSplash } from '../fixtures/accounts'
import { ensureOwner } from '../fixtures/admin'
import { plentifulProduct, signInBrowser } from '../fixtures/checkout'
import { mailbox, uniqueEmail, type Shopper } from '../fixtures/shoppers'

let owner: Shopper
test.beforeAll(async ({ request }) => {
  owner = await ensureOwner(request)
})

const SAMPLE = '2 ml sample'

/**
 * A sold-out bottle of this run's own, with a sold-out 2 ml sample, so no other spec's orders or
 * restocks touch either.
 */
async function soldOutProduct(request: APIRequestContext): Promise<Product & { id: number }> {
  const headers = { authorization: `Bearer ${owner.token}` }
  const response = await request.post('/api/admin/products', {
    headers,
    data: {
      name: `Amber Return ${Date.now().toString(36)}`,
      brand: 'Scentia Atelier',
      description: 'Warm amber and vanilla, back by request.',
      price: 24_000,
      stock: 0,
      gender: 'unisex',
      size: '50ml',
      type: 'Oriental',
      intensity: 'Strong',
      notes: { top: ['Saffron'], heart: ['Amber'], base: ['Vanilla'] },
      best_seller: false,
      gift_set: false,
      travel_size: false,
    },
  })
  expect(response.status()).toBe(201)
  const { product } = (await response.json()) as { product: Product & { id: number } }
  const sample = await request.post(`/api/admin/products/${String(product.id)}/sizes`, {
    headers,
    data: { label: SAMPLE, ml: 2, price: 1_500, stock: 0, is_sample: true },
  })
  expect(sample.ok()).toBe(true)
  return product
}

/**
 * Similar scents below a product page: read and shown as the shopper scrolls near them
 * (decision 022), so a product page opens without asking for them.
 */
async function similarScents(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const region = page.getByRole('region', { name: 'Similar scents' })
  await expect(region.getByRole('link').first()).toBeVisible()
  return region
}

test("a shopper asks to hear when a sold-out bottle and a sold-out sample are back, and the owner's restocks mail them", async ({
  page,
  browser,
  request,
}) => {
  const product = await soldOutProduct(request)
  const email = uniqueEmail('back-in-stock')
  const sampleEmail = uniqueEmail('sample-back')

  await skipSplash(page)
  await page.goto(`/shop/product/${product.productId}`)
  const alert = page.getByRole('region', { name: 'Sold out for now' })
  await expect(page.locator('html.hydrated')).toBeAttached()
  await similarScents(page)
  expect(await seriousViolations(page)).toEqual([])
  await alert.getByLabel('Email address').fill(email)
  await alert.getByRole('button', { name: "Tell me when it's back" }).click()
  await expect(alert.getByRole('status')).toHaveText(STOCK_ALERT_MESSAGES.saved)

  // The sold-out sample, chosen in the size chooser, has its own alert.
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(SAMPLE) })
    .check()
  const sampleAlert = page.getByRole('region', { name: `The ${SAMPLE} is sold out for now` })
  await sampleAlert.getByLabel('Email address').fill(sampleEmail)
  await sampleAlert.getByRole('button', { name: "Tell me when it's back" }).click()
  await expect(sampleAlert.getByRole('status')).toHaveText(STOCK_ALERT_MESSAGES.saved)

  // Each address confirms from the link in its mail; only then is the alert sent.
  for (const address of [email, sampleEmail]) {
    let link = ''
    await expect(async () => {
      const mails = await mailbox(request)
      const confirmation = mails.find(
        (mail) => mail.to.includes(address) && mail.subject.startsWith('Confirm your alert'),
      )
      link =
        /https?:\/\/\S+\/stock-alerts\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0] ??
        ''
      expect(link).not.toBe('')
    }).toPass({ timeout: 10_000 })
    await page.goto(new URL(link).pathname + new URL(link).search)
    await page.getByRole('button', { name: 'Confirm my alert' }).click()
    await expect(page.getByRole('status')).toContainText(STOCK_ALERT_MESSAGES.confirmed)
  }

  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signInBrowser(ownerPage, owner)
  await ownerPage.goto(`/admin/products/${String(product.id)}`)
  // The product's own stock, not the Add size form's.
  await ownerPage
    .getByRole('form', { name: 'Product details' })
    .getByLabel('Stock', { exact: true })
    .fill('6')
  await ownerPage.getByRole('button', { name: 'Save changes' }).click()
  await expect(ownerPage.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  await ownerPage.getByRole('button', { name: `Edit ${SAMPLE}` }).click()
  const sampleForm = ownerPage.getByRole('form', { name: `Edit ${SAMPLE}` })
  await sampleForm.getByLabel('Stock', { exact: true }).fill('12')
  await sampleForm.getByRole('button', { name: 'Save size' }).click()
  await expect(sampleForm).toBeHidden()
  await ownerContext.close()

  // Each waiting address gets its own mail once, the sample's naming the sample.
  await expect(async () => {
    const mails = await mailbox(request)
    const to = (address: string) => mails.filter((mail) => mail.to.includes(address))
    const alerts = (address: string) =>
      to(address).filter((mail) => mail.subject.endsWith('is back in stock'))
    expect(alerts(email).map((mail) => mail.subject)).toEqual([`${product.name} is back in stock`])
    expect(alerts(email)[0]?.text).toContain(`/shop/product/${product.productId}`)
    expect(alerts(sampleEmail).map((mail) => mail.subject)).toEqual([
      `The ${SAMPLE} of ${product.name} is back in stock`,
    ])
  }).toPass({ timeout: 10_000 })
})

test('similar scents lead to another fragrance, and recently viewed shows both on the home and Not Found pages', async ({
  page,
  request,
}) => {
  const first = await plentifulProduct(request)
  await skipSplash(page)
  await page.goto(`/shop/product/${first.productId}`)
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
  // The page is remembered by the app once it has hydrated (a link followed before that is the
  // browser's own navigation, and the app never saw the page).
  await expect(page.locator('html.hydrated')).toBeAttached()

  const similar = await similarScents(page)
  const firstLink = similar.getByRole('link').first()
  const secondName = (await firstLink.textContent()) ?? ''
  expect(secondName).not.toBe(first.name)
  await firstLink.click()
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(`/shop/product/${first.productId}$`))

  await page.goto('/')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('link')).toHaveText([secondName, first.name])
  expect(await seriousViolations(page)).toEqual([])

  // And on the Not Found page, where it is a way back to what they were looking at.
  await page.goto('/no-such-page')
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link')).toHaveText([
    secondName,
    first.name,
  ])
})
