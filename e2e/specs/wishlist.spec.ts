import { expect, test } from '@playwright/test'
import { restoreSession, skipSplash } from '../fixtures/accounts'
import { createShopper, type Shopper } from '../fixtures/shoppers'

let owner: Shopper

test.beforeAll(async ({ request }) => {
  owner = await createShopper(request, 'wishlist', { fullName: 'Amaka Nwosu' })
})

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
