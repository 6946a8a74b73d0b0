import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ensureOwner, markDelivered, placePaidOrder } from '../fixtures/admin'
import { plentifulProduct, signInBrowser } from '../fixtures/checkout'
import { createShopper } from '../fixtures/shoppers'

test('a shopper whose order was delivered reviews the fragrance and sees it on its page', async ({
  page,
  request,
}, testInfo) => {
  const owner = await ensureOwner(request)
  // Each project reviews the same product: a first name of its own tells the reviews apart.
  const firstName = testInfo.project.name === 'phone' ? 'Folake' : 'Temitope'
  const shopper = await createShopper(request, `reviews-${testInfo.project.name}`, {
    fullName: `${firstName} Adeyemi`,
  })
  // placePaidOrder buys the product with the most stock: this one.
  const product = await plentifulProduct(request)
  const orderId = await placePaidOrder(request, shopper)

  // Before delivery there is nothing to review.
  await signInBrowser(page, shopper)
  await page.goto(`/shop/product/${product.productId}`)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  // The reviews load as the shopper scrolls near them (decision 022).
  await reviews.scrollIntoViewIfNeeded()
  await expect(reviews.getByText(/No reviews yet|out of 5 stars/).first()).toBeVisible()
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0)

  await markDelivered(request, owner, orderId)
  await page.reload()
  await reviews.scrollIntoViewIfNeeded()
  await reviews.getByRole('button', { name: 'Write a review' }).click()
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByLabel('4 stars').check()
  await form.getByLabel('How many hours it lasts on you').fill('9')
  await form.getByLabel('Strong').check()
  await form.getByLabel('Harmattan').check()
  await form.getByLabel('Evening out').check()
  await form.getByLabel('Your review (optional)').fill('Warm and smoky; lasts through a wedding.')
  await form.getByRole('button', { name: 'Post review' }).click()

  await expect(form).toHaveCount(0)
  const mine = reviews.getByRole('article', { name: `Review by ${firstName}` })
  await expect(mine.getByText('Warm and smoky; lasts through a wedding.')).toBeVisible()
  await expect(mine.getByText('Verified buyer')).toBeVisible()
  await expect(mine.getByText('4 out of 5 stars')).toBeAttached()
  await expect(mine.getByText(/Lasts 9 h · Strong sillage · Harmattan, Evening out/)).toBeVisible()
  // Now an edit, not a second review.
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible()

  const axe = await new AxeBuilder({ page })
    .include('#reviews')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
})
