import type { SessionResponse } from '@scentia/domain/account/user'
import type { ProductsPage } from '@scentia/domain/catalog/products-query'
import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { expect, test, type Page } from '@playwright/test'
import { restoreSession, seriousViolations, skipSplash } from '../fixtures/accounts'
import { CONTENT_PAGES } from '../fixtures/pages'

/** The demo customer of the README (docs/product.md §3): they own the demo order and its status history. */
const DEMO = { email: 'demo@scentia.ng', password: 'Scentia#2026' }

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })

/** The names on the result cards, best match first. */
async function recommendationNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recommended fragrances' })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  return list.getByRole('heading', { level: 2 }).allInnerTexts()
}

test('the quiz leads to a cart, and its result link opens the same matches', async ({
  page,
  context,
}) => {
  await page.goto('/quiz')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your perfume match' }),
  ).toBeVisible()
  await expect(page.getByText('Question 1 of 5')).toBeVisible()

  await page.getByRole('radio', { name: /An evening out/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Which notes do you love?' })).toBeFocused()
  await page.getByRole('checkbox', { name: /Woody/ }).check()
  await page.getByRole('checkbox', { name: /Spicy \/ oriental/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /^Strong/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /^Men/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /₦20,000 – ₦30,000/ }).check()
  await page.getByRole('button', { name: 'See my matches' }).click()

  await expect(page).toHaveURL(/\/quiz\?o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your perfume matches' })).toBeVisible()
  const names = await recommendationNames(page)
  expect(names.length).toBeGreaterThanOrEqual(3)
  expect(names.length).toBeLessThanOrEqual(6)
  const best = page
    .getByRole('list', { name: 'Recommended fragrances' })
    .getByRole('listitem')
    .first()
  await expect(best.getByRole('list', { name: `Why ${names[0]}` })).toContainText('like you asked')

  await best.getByRole('button', { name: /^Add to Cart/ }).click()
  await expect(cartButton(page, 1)).toBeVisible()

  // Someone opening the shared link sees the same matches, in the same order.
  const shared = await context.newPage()
  await shared.goto(page.url())
  expect(await recommendationNames(shared)).toEqual(names)
  await shared.close()

  // Retake starts over at question one, keeping the last answers selected.
  await page.getByRole('button', { name: 'Retake quiz' }).click()
  await expect(page).toHaveURL(/\/quiz$/)
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await expect(page.getByRole('radio', { name: /An evening out/ })).toBeChecked()
})

test('a broken result link starts the quiz', async ({ page }) => {
  await page.goto('/quiz?o=evening&n=leather&i=strong&f=men&b=20000-30000')
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
})

test('collections open the shop with their filters', async ({ page }) => {
  await page.goto('/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible()
  await page.getByRole('link', { name: 'View all Gift sets' }).click()
  await expect(page).toHaveURL(/\/shop\?gift_set=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Gift sets' })).toBeVisible()
  // The shelf is the products the owner marks as gift sets, not a search for the words.
  const marked = (await (await page.request.get('/api/products?gift_set=1')).json()) as ProductsPage
  expect(marked.products.length).toBeGreaterThan(0)
  expect(marked.products.every((product) => product.gift_set)).toBe(true)
  await expect(
    page.getByRole('list', { name: 'Gift sets' }).getByRole('heading', { level: 2 }),
  ).toHaveText(marked.products.map((product) => product.name))

  await page.goto('/collections')
  await page.getByRole('link', { name: /^Woody/ }).click()
  await expect(page).toHaveURL(/\/shop\?family=Woody$/)

  await page.goto('/collections')
  await page.getByRole('link', { name: 'View all Masculine classics' }).click()
  await expect(page).toHaveURL(/\/shop\?gender=male&sort=bestsellers$/)
})

test('the contact form sends a message to support and a receipt to the shopper', async ({
  page,
}) => {
  const email = `contact-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.ng`
  const message = `Is Cedar & Kola in stock at the Lekki showroom? (${email})`
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()

  // Mistakes are shown beside their fields first.
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Full name is required')).toBeVisible()

  await page.getByRole('textbox', { name: 'Your name' }).fill('Bisi Alade')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page
    .getByRole('combobox', { name: 'Topic' })
    .selectOption({ label: 'Choosing a fragrance' })
  await page.getByRole('textbox', { name: 'Message' }).fill(message)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('heading', { name: "We've received your message" })).toBeVisible()

  const response = await page.request.get('/dev/mailbox.json')
  const { messages } = (await response.json()) as {
    messages: { to: string; subject: string; text: string }[]
  }
  const toSupport = messages.find((mail) => mail.text.includes(message))
  expect(toSupport?.subject).toBe('Contact form: Choosing a fragrance — Bisi Alade')
  const receipt = messages.find((mail) => mail.to === email)
  expect(receipt?.subject).toBe("We've received your message")
})

test('notifications ask a visitor to sign in', async ({ page }) => {
  await page.goto('/notifications')
  const dialog = page.getByRole('dialog', { name: 'Sign in Required' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Please sign in to view your notifications.')
})

test('notifications list the demo order’s status changes and mark them read', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: DEMO })
  expect(login.status()).toBe(200)
  const session = (await login.json()) as SessionResponse
  await restoreSession(page, {
    fullName: session.user.full_name,
    email: DEMO.email,
    password: DEMO.password,
    token: session.access_token,
    user: session.user,
  })
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 2, name: /Order shipped/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /Order placed/ })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(DEMO_ORDER_ID) }).first()).toHaveAttribute(
    'href',
    `/track?id=${DEMO_ORDER_ID}`,
  )
  // The other project (or a retry) may already have read them: both ways end caught up.
  const markAll = page.getByRole('button', { name: 'Mark all as read' })
  if (await markAll.isEnabled()) await markAll.click()
  await expect(page.getByText('All caught up')).toBeVisible()
  await expect(markAll).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
})

for (const path of [
  '/quiz',
  '/quiz?o=work&n=fresh&i=light&f=anyone&b=10000-20000',
  ...CONTENT_PAGES,
]) {
  test(`${path} has no serious or critical WCAG 2 A/AA violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Wait for content that loads after the page (products, config) before scanning.
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })
}
