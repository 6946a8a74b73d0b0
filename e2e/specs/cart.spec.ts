import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { Product, ProductListResponse } from '@scentia/domain/catalog/product'
import { axeViolations } from '../fixtures/accounts'

const CART_KEY = 'perfume_cart_items'

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/user/product/list')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as ProductListResponse).productList
}

/** The seeded product with the least stock that still allows a step up (stock ≥ 2). */
async function lowStockProduct(request: APIRequestContext): Promise<Product> {
  const products = (await catalogue(request)).filter((product) => product.stock >= 2)
  products.sort((a, b) => a.stock - b.stock)
  const product = products[0]
  if (!product) throw new Error('The seed has no product with stock ≥ 2')
  expect(product.stock).toBeLessThanOrEqual(10)
  return product
}

function cartButton(page: Page, count: number) {
  return page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })
}

/** The product's card on /shop, found through the shop's own search. */
async function openCard(page: Page, product: Product) {
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
  await expect(card).toBeVisible()
  return card
}

test('adds from the shop, stops at stock, survives a reload and asks before removing', async ({
  page,
  request,
}) => {
  const product = await lowStockProduct(request)
  const card = await openCard(page, product)
  await expect(cartButton(page, 0)).toBeVisible()

  await card.getByRole('button', { name: /^Add to Cart/ }).click()
  await expect(cartButton(page, 1)).toBeVisible()

  const plus = card.getByRole('button', { name: `Increase quantity of ${product.name}` })
  for (let quantity = 2; quantity <= product.stock; quantity++) {
    await plus.click()
    await expect(cartButton(page, quantity)).toBeVisible()
  }
  const limit = `Only ${product.stock} items in stock`
  await expect(plus).toBeDisabled()
  await expect(card.getByText(limit)).toBeVisible()
  // Pressed anyway (it keeps focus for keyboard users): the limit is said as a toast, no more added.
  await plus.click({ force: true })
  await expect(page.getByRole('status').filter({ hasText: limit })).toBeVisible()
  await expect(cartButton(page, product.stock)).toBeVisible()

  // The cart and its badge come back after a reload.
  await page.reload()
  await expect(cartButton(page, product.stock)).toBeVisible()
  await expect(page.getByTestId('cart-badge')).toHaveText(String(product.stock))
  await expect(card.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText(
    String(product.stock),
  )

  // Down to 0 in the drawer: the last step asks first.
  await cartButton(page, product.stock).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  const minus = drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` })
  for (let quantity = product.stock; quantity > 1; quantity--) {
    await minus.click()
    await expect(drawer.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText(
      String(quantity - 1),
    )
  }
  await minus.click()
  const confirm = page.getByRole('dialog', { name: 'Remove item from cart?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Keep item' }).click()
  await expect(confirm).toBeHidden()
  await expect(drawer.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText(
    '1',
  )

  await minus.click()
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(drawer.getByText('Your cart is empty')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(cartButton(page, 0)).toBeFocused()
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe('[]')
})

test('decrementing to 0 on a product card asks too', async ({ page, request }) => {
  const product = await lowStockProduct(request)
  const card = await openCard(page, product)
  await card.getByRole('button', { name: /^Add to Cart/ }).click()
  await card.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click()
  await page
    .getByRole('dialog', { name: 'Remove item from cart?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeFocused()
  await expect(cartButton(page, 0)).toBeVisible()
})

test('a stored cart keeps its good entries and drops the corrupted ones', async ({
  page,
  request,
}) => {
  const [first, second] = await catalogue(request)
  if (!first || !second) throw new Error('The seed needs two products')
  const line = (product: Product, quantity: number) => ({
    id: product.id,
    productId: product.productId,
    name: product.name,
    price: product.price,
    image: product.image,
    stock: product.stock,
    quantity,
  })
  const stored = [
    line(first, 1),
    { id: 'not-a-number', name: 'Broken', price: 100, image: '/x.svg', quantity: 1 },
    { ...line(second, 2), quantity: 'two' },
    null,
    'garbage',
    line(second, 2),
  ]
  await page.goto('/')
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value)
    },
    [CART_KEY, JSON.stringify(stored)] as const,
  )
  await page.reload()

  await expect(cartButton(page, 3)).toBeVisible()
  await cartButton(page, 3).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer.getByRole('listitem')).toHaveCount(2)
  await expect(drawer.getByRole('heading', { name: first.name })).toBeVisible()
  await expect(drawer.getByRole('heading', { name: second.name })).toBeVisible()
  await expect(drawer.getByText('Broken')).toHaveCount(0)

  // The next save writes only the good lines.
  await drawer.getByRole('button', { name: `Increase quantity of ${first.name}` }).click()
  const saved = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), CART_KEY)) ?? 'null',
  ) as { id: number; quantity: number }[]
  expect(saved.map((item) => [item.id, item.quantity])).toEqual([
    [first.id, 2],
    [second.id, 2],
  ])
})

test('unreadable stored JSON starts an empty cart', async ({ page }) => {
  await page.goto('/')
  await page.evaluate((key) => {
    localStorage.setItem(key, '{not json')
  }, CART_KEY)
  await page.reload()
  await expect(cartButton(page, 0)).toBeVisible()
})

test("the drawer's Checkout closes it and goes to /checkout", async ({ page, request }) => {
  const product = await lowStockProduct(request)
  const card = await openCard(page, product)
  await card.getByRole('button', { name: /^Add to Cart/ }).click()
  await cartButton(page, 1).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer.getByText('Subtotal')).toBeVisible()
  // The cart's 2-decimal naira (docs/product.md §S9).
  await expect(drawer.getByText(/₦[\d,]+\.00/).first()).toBeVisible()
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])

  await drawer.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(drawer).toBeHidden()
})

test('the cart page shows totals, clears the cart and offers the shop when empty', async ({
  page,
  request,
}) => {
  const product = await lowStockProduct(request)
  const card = await openCard(page, product)
  await card.getByRole('button', { name: /^Add to Cart/ }).click()
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Cart' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Cart cleared successfully' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})
