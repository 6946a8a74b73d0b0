import { expect, test } from '@playwright/test'
import { deliveryQuote, type DeliveryRates } from '@scentia/domain/shipping/delivery-rates'
import {
  checkoutShopper,
  chooseFirstWard,
  fillCart,
  plentifulProduct,
  signInBrowser,
} from '../fixtures/checkout'
import { skipSplash } from '../fixtures/accounts'
import { FAKE_COURIER_FEE, FAKE_COURIER_NAME } from '../fixtures/courier'
import { formatNaira } from '@scentia/domain/money/format'

const shopper = checkoutShopper('delivery')

/**
 * docs/product.md §13: a shopper in Abuja sees the delivery fee on the product page before
 * signing in, from the owner's table (decision 040); at checkout, with the full address, the
 * connected courier's live price replaces it (decision 044: the e2e shop runs the fake courier).
 */
test("a shopper in Abuja sees the table's fee on the product page and the courier's at checkout", async ({
  page,
  request,
}) => {
  const product = await plentifulProduct(request)
  const { rates } = (await (await request.get('/api/shipping/rates')).json()) as {
    rates: DeliveryRates
  }
  const expected = deliveryQuote({
    state: 'FCT',
    lga: 'Abuja Municipal',
    orderTotal: product.price,
    rates,
  })

  await skipSplash(page)
  await page.goto(`/shop/product/${encodeURIComponent(product.productId)}`)
  const delivery = page.getByRole('region', { name: 'Delivery' })
  await delivery.scrollIntoViewIfNeeded()
  await delivery.getByRole('combobox', { name: 'State' }).selectOption('FCT')
  await delivery.getByRole('combobox', { name: 'LGA' }).selectOption('Abuja Municipal')
  await expect(delivery.getByTestId('delivery-fee')).toHaveText(expected.label)
  await expect(delivery.getByText(expected.estimate, { exact: true })).toBeVisible()

  await signInBrowser(page, shopper())
  await fillCart(page, product)
  // The shopper's saved address is in Lagos: back to shipping, and change it to Abuja.
  await page.goto('/checkout?step=2')
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to Shipping' }).click()
  await page.getByRole('button', { name: 'Edit' }).click()
  // A one-off address for this order (docs/product.md §S2 Checkout): the saved Lagos one stays.
  await page.getByRole('radio', { name: /A different address/ }).check()
  await page.getByRole('textbox', { name: 'Street Address' }).fill('12 Aminu Kano Crescent')
  const state = page.getByRole('combobox', { name: 'State' })
  await state.fill('')
  await state.pressSequentially('fct')
  await page.getByRole('option', { name: 'FCT', exact: true }).click()
  const lga = page.getByRole('combobox', { name: 'LGA' })
  await lga.pressSequentially('Abuja M')
  await page.getByRole('option', { name: 'Abuja Municipal' }).click()
  await chooseFirstWard(page)
  await expect(page.getByTestId('delivery-fee-note')).toHaveText(
    `Live price from ${FAKE_COURIER_NAME}`,
  )
  await expect(page.getByText(formatNaira(FAKE_COURIER_FEE)).first()).toBeVisible()
  await expect(page.getByText(expected.estimate).first()).toBeVisible()
})
