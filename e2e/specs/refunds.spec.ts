import { expect, test } from '@playwright/test'
import { placePaidOrder } from '../fixtures/admin'
import { checkoutShopper, signInBrowser } from '../fixtures/checkout'

/**
 * docs/product.md §12: a shopper undoes a paid purchase and gets the money back without writing
 * to anyone. The order is paid by card through the offline Paystack sandbox, as the checkout
 * pays it; the shopper cancels it from My Orders, and the shop refunds it through the sandbox's
 * Refund API, following it to its end (docs/decisions/041-refunds.md).
 */

const shopper = checkoutShopper('refunds')

test('a shopper cancels a paid order from My Orders and sees its refund', async ({
  page,
  request,
}) => {
  const orderId = await placePaidOrder(request, shopper())
  await signInBrowser(page, shopper())
  await page.goto('/orders')

  const card = page.getByRole('article', { name: `Order ${orderId}` })
  await card.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
  await expect(dialog).toContainText('refund')
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByRole('button', { name: 'Cancel order' })).toBeHidden()

  // The refund travels through the outbox and the sandbox's webhook: read the order again
  // until it has left "requested" (on its way, or already back with the shopper).
  await expect(async () => {
    await page.reload()
    const again = page.getByRole('article', { name: `Order ${orderId}` })
    await again.getByRole('button', { name: 'View' }).click()
    const refunds = again.getByRole('region', { name: 'Refunds' })
    await expect(refunds).toContainText(/Refund on its way|Refunded/, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(
    page
      .getByRole('article', { name: `Order ${orderId}` })
      .getByText(/^(Cancelled|Refunded)$/)
      .first(),
  ).toBeVisible()
})
