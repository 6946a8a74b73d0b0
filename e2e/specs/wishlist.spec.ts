import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { restoreSession, skipSplash } from '../fixtures/accounts'
import { createShopper, type Shopper } from '../fixtures/shoppers'

let owner: Shopper
/** The shopper of the early presses, whose wishlist each of those tests starts empty. */
let presser: Shopper

test.beforeAll(async ({ request }) => {
  owner = await createShopper(request, 'wishlist', { fullName: 'Amaka Nwosu' })
  presser = await createShopper(request, 'wishlist-early')
})

async function emptyWishlist(request: APIRequestContext, shopper: Shopper) {
  const emptied = await request.post('/api/user/remove-all-from-wishlist', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { user_id: shopper.user.user_id },
  })
  expect(emptied.ok(), await emptied.text()).toBe(true)
}

/** A response held back until `release()`, as a slow phone line holds it. */
interface Held {
  /** Resolves when the browser has asked for it. */
  requested: Promise<void>
  release: () => void
}

function held(): Held & { asked: () => void; released: Promise<void> } {
  const gates: { asked: () => void; release: () => void } = {
    asked: () => undefined,
    release: () => undefined,
  }
  const requested = new Promise<void>((resolve) => {
    gates.asked = resolve
  })
  const released = new Promise<void>((resolve) => {
    gates.release = resolve
  })
  return {
    requested,
    released,
    asked: () => {
      gates.asked()
    },
    release: () => {
      gates.release()
    },
  }
}

/**
 * Holds back TanStack Query's chunk, which loads after the first screen (decision 054): the
 * script that carries query-core (its option name `refetchOnReconnect`, as
 * apps/web/build/first-load-contents.test.ts finds it).
 */
async function holdQuery(page: Page): Promise<Held> {
  const query = held()
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('refetchOnReconnect')) {
      query.asked()
      await query.released
    }
    const headers = { ...response.headers() }
    delete headers['content-encoding']
    delete headers['content-length']
    await route.fulfill({ status: response.status(), headers, body })
  })
  return query
}

/** Holds back the browser's first read of a page of products (the signed-in shopper's). */
async function holdFirstProductsRead(page: Page): Promise<Held> {
  const read = held()
  let isHeld = false
  await page.route(/\/api\/products(\?|$)/, async (route) => {
    if (isHeld || route.request().method() !== 'GET') {
      await route.continue()
      return
    }
    isHeld = true
    read.asked()
    await read.released
    // The press may have cancelled it meanwhile (wishlist-toggle.ts): then nothing goes on.
    await route.continue().catch(() => undefined)
  })
  return read
}

/** The first card of the shop's grid, its name, and its heart as a visitor's page shows it. */
async function firstCard(page: Page) {
  const card = page.getByRole('list', { name: 'All fragrances' }).getByRole('listitem').first()
  const productName = (await card.getByRole('heading').innerText()).trim()
  return {
    card,
    productName,
    heart: card.getByRole('button', { name: `Add ${productName} to wishlist` }),
    saved: card.getByRole('button', { name: `Remove ${productName} from wishlist` }),
  }
}

test('add to the wishlist, share it, open the link signed out, revoke it', async ({
  page,
  browser,
}) => {
  await restoreSession(page, owner)
  await page.goto('/shop')
  const grid = page.getByRole('list', { name: 'All fragrances' })
  const card = grid.getByRole('listitem').first()
  const productName = (await card.getByRole('heading').innerText()).trim()
  const heart = card.getByRole('button', { name: `Add ${productName} to wishlist` })
  await heart.click()
  await expect(
    card.getByRole('button', { name: `Remove ${productName} from wishlist` }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible()
  const items = page.getByRole('list', { name: 'Wishlist items' })
  await expect(items.getByRole('listitem')).toHaveCount(1)
  await expect(items.getByRole('link', { name: productName })).toBeVisible()

  // No link yet; generate one.
  await expect(page.getByText('You do not have any active share link')).toBeVisible()
  await page.getByRole('button', { name: 'Generate Share Link' }).click()
  const linkBox = page.getByLabel(/Anyone with this link/)
  await expect(linkBox).toHaveValue(/\/wishlist\/share\//)
  const shareUrl = new URL(await linkBox.inputValue())
  const sharePath = shareUrl.pathname

  // A stranger, signed out, in a fresh browser context.
  const stranger = await browser.newContext()
  const strangerPage = await stranger.newPage()
  await skipSplash(strangerPage)
  await strangerPage.goto(sharePath)
  await expect(
    strangerPage.getByRole('heading', { level: 1, name: "Amaka's Wishlist" }),
  ).toBeVisible()
  await expect(strangerPage.getByRole('link', { name: productName })).toBeVisible()
  await expect(strangerPage.getByText('Nwosu')).toHaveCount(0)
  // On this page − from 1 removes the item at once, without the usual question.
  const strangerItems = strangerPage.getByRole('list', { name: 'Wishlist items' })
  await strangerItems.getByRole('button', { name: /Add to Cart/ }).click()
  await strangerItems.getByRole('button', { name: `Decrease quantity of ${productName}` }).click()
  await expect(strangerPage.getByRole('dialog')).toHaveCount(0)
  await expect(strangerItems.getByRole('button', { name: /Add to Cart/ })).toBeVisible()
  // The call to action opens the panel in sign-up mode.
  await strangerPage.getByRole('button', { name: 'Sign Up' }).click()
  await expect(strangerPage.getByRole('dialog', { name: 'Sign Up' })).toBeVisible()

  // Revoke: the same link is now dead.
  await page.getByRole('button', { name: 'Revoke Link' }).click()
  await expect(page.getByText('You do not have any active share link')).toBeVisible()
  await strangerPage.goto(sharePath)
  await expect(
    strangerPage.getByRole('heading', { name: 'Invalid or expired share link' }),
  ).toBeVisible()
  await stranger.close()

  // Remove from the wishlist page.
  await page.getByRole('button', { name: `Remove ${productName} from wishlist` }).click()
  await expect(page.getByText('Your wishlist is empty')).toBeVisible()
})

test('signed out: the wishlist asks to sign in and a heart opens the login panel', async ({
  page,
}) => {
  await skipSplash(page)
  await page.goto('/wishlist')
  const modal = page.getByRole('dialog', { name: 'Sign in Required' })
  await expect(
    modal.getByText('Sign in to access your wishlist and save your favorite products.'),
  ).toBeVisible()
  await modal.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/shop')
  await page
    .getByRole('button', { name: /to wishlist$/ })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
})

test.describe('a signed-in shopper’s first heart press on /shop is never lost', () => {
  test.beforeEach(async ({ request }) => {
    await emptyWishlist(request, presser)
  })

  test('held down while the page turns to the shopper’s own, it is still a press', async ({
    page,
  }) => {
    await restoreSession(page, presser)
    const query = await holdQuery(page)
    const read = await holdFirstProductsRead(page)
    await page.goto('/shop')
    await page.locator('html.hydrated').waitFor({ state: 'attached' })
    const { heart, saved } = await firstCard(page)

    // The finger goes down on the heart of the page the server rendered; Query arrives and the
    // shopper's own read goes out before it lifts.
    await heart.hover()
    await page.mouse.down()
    query.release()
    await read.requested
    const added = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/user/add-to-wishlist'),
      { timeout: 10_000 },
    )
    await page.mouse.up()
    await added
    read.release()
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('pressed before the page has hydrated, it saves for the shopper, not the visitor', async ({
    page,
  }) => {
    await restoreSession(page, presser)
    // The app's scripts held back: the page is only the server's HTML until they come.
    const scripts = held()
    await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
      await scripts.released
      await route.continue()
    })
    await page.goto('/shop', { waitUntil: 'commit' })
    const { heart, saved } = await firstCard(page)
    // A keyboard press: before hydration buttons take no pointer presses (styles.css), and
    // index.html keeps a key's click for the app to replay.
    await heart.focus()
    await page.keyboard.press('Enter')
    const added = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/user/add-to-wishlist'),
      { timeout: 10_000 },
    )
    scripts.release()
    await added
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
