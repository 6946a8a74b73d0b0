import { expect, test } from '@playwright/test'
import { placePaidOrder } from '../fixtures/admin'
import { checkoutShopper, signInBrowser } from '../fixtures/checkout'

/**
 * docs/product.md §12: every paid order has a printable receipt. It prints on one A4 page (as
 * Chromium's own PDF output counts pages, without the shop's header and footer) and reads on a
 * 360 px phone without sideways scrolling.
 */

const shopper = checkoutShopper('receipt')
const PHONE = { width: 360, height: 780 }

test("a paid order's receipt reads at 360 px and prints on one A4 page", async ({
  page,
  request,
}) => {
  const orderId = await placePaidOrder(request, shopper())
  await signInBrowser(page, shopper())
  await page.setViewportSize(PHONE)
  await page.goto(`/orders/${orderId}/receipt`)

  const receipt = page.getByRole('article', { name: 'Receipt' })
  await expect(receipt.getByText(orderId)).toBeVisible()
  await expect(receipt.getByText('VAT (7.5%) included')).toBeVisible()
  await expect(receipt.getByText('Card (Paystack)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible()

  const pastTheEdge = await page.evaluate(
    (width) =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.localName}: ${element.textContent.slice(0, 40)}`),
    PHONE.width,
  )
  expect(pastTheEdge, 'receipt parts past 360 px').toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  )

  // In print the shell steps aside: no header, footer or Print button on paper.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden()
  await expect(receipt).toBeVisible()

  // The page's own @page rule sets A4; Chromium's PDF says how many pages it took.
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []
  expect(pages, 'pages in the printed receipt').toHaveLength(1)
  const size = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'))
  // A4 is 595 × 842 points.
  expect(size?.slice(1).map((points) => Math.round(Number(points)))).toEqual([595, 842])
})
