import { expect, test } from '@playwright/test'
import { ensureOwner, markDelivered, placePaidOrder } from '../fixtures/admin'
import { checkoutShopper, signInBrowser } from '../fixtures/checkout'

/**
 * docs/product.md §12, docs/decisions/043-returns.md: a shopper sends a delivered bottle back
 * without writing to anyone. The order is paid by card through the offline Paystack sandbox and
 * delivered by the owner; the shopper asks from My Orders, the owner approves and marks it
 * received in the console's Returns, and the refund travels through the sandbox's Refund API.
 */

const shopper = checkoutShopper('returns')

test('a shopper returns a delivered bottle; the owner approves and receives it; the shopper is refunded', async ({
  page,
  request,
}) => {
  const owner = await ensureOwner(request)
  const orderId = await placePaidOrder(request, shopper())
  await markDelivered(request, owner, orderId)

  // The shopper asks from My Orders.
  await signInBrowser(page, shopper())
  await page.goto('/orders')
  const card = page.getByRole('article', { name: `Order ${orderId}` })
  await card.getByRole('button', { name: 'Return items' }).click()
  const dialog = page.getByRole('dialog', { name: 'Return items' })
  // Nothing chosen: the form says so before anything is sent.
  await dialog.getByRole('button', { name: 'Ask for a return' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Choose the items and how many of each to send back.',
  )
  await dialog
    .getByRole('group', { name: 'What are you sending back?' })
    .getByRole('combobox')
    .first()
    .selectOption('1')
  await dialog.getByLabel('Why?').selectOption('damaged')
  await dialog.getByLabel(/Anything we should know/).fill('The cap arrived cracked')
  await dialog.getByRole('button', { name: 'Ask for a return' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByText('Return requested')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Return items' })).toBeHidden()

  // The owner finds it among requested returns, approves it, then marks it received.
  await signInBrowser(page, owner)
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Returns' })
    .click()
  await page.getByLabel('State').selectOption('requested')
  await expect(page).toHaveURL(/state=requested/)
  await page.getByRole('link', { name: new RegExp(orderId) }).click()
  await expect(page.getByRole('heading', { name: /^Return \d+$/ })).toBeVisible()
  await expect(page.getByText('The cap arrived cracked')).toBeVisible()
  await page.getByRole('button', { name: 'Approve return' }).click()
  await expect(page.getByText('Return approved', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Mark received' }).click()
  await expect(page.getByText(/Return received|Returned and refunded/).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark received' })).toBeHidden()

  // The shopper sees the return refunded on the order: the refund went through the sandbox.
  await signInBrowser(page, shopper())
  await expect(async () => {
    await page.goto('/orders')
    const again = page.getByRole('article', { name: `Order ${orderId}` })
    await again.getByRole('button', { name: 'View' }).click()
    await expect(again.getByRole('region', { name: 'Returns' })).toContainText(
      'Returned and refunded',
      { timeout: 2_000 },
    )
    await expect(again.getByRole('region', { name: 'Refunds' })).toContainText('Refunded')
  }).toPass({ timeout: 30_000 })
})
