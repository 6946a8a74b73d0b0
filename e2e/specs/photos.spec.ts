import { expect, test, type Page } from '@playwright/test'
import type { AdminProductResponse } from '@scentia/domain/admin/order-console'
import { parsePhotoFileName, widthFor } from '@scentia/domain/catalog/product-photos'
import { skipSplash } from '../fixtures/accounts'
import { ensureOwner, solidPng } from '../fixtures/admin'
import { signInBrowser } from '../fixtures/checkout'
import type { Shopper } from '../fixtures/shoppers'

/**
 * Photos that sell (docs/decisions/049): the owner uploads three photos in the console and
 * orders them; a shopper swipes through them on the product page, and each screen downloads the
 * file its layout and pixel density need, never the upload itself.
 */

let owner: Shopper
test.beforeAll(async ({ request }) => {
  owner = await ensureOwner(request)
})

/** Every photo file the page asked for, by name. */
function photoRequests(page: Page): { key: string; width: number; format: string }[] {
  const seen: { key: string; width: number; format: string }[] = []
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/api/products/photos/')[1]
    const parsed = name ? parsePhotoFileName(name) : undefined
    if (parsed) seen.push(parsed)
  })
  return seen
}

/** What the browser should fetch for this <img>, by the same rule as the srcset's widths. */
async function expectedWidth(page: Page, img: ReturnType<Page['locator']>, widths: number[]) {
  const { cssWidth, dpr } = await img.evaluate((element) => ({
    cssWidth: element.getBoundingClientRect().width,
    dpr: window.devicePixelRatio,
  }))
  const width = widthFor(widths, cssWidth, dpr)
  if (width === undefined) throw new Error('the photo has no widths')
  return width
}

test('the owner uploads three photos; a shopper swipes through them at the size their screen needs', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const name = `Photo Oud ${testInfo.project.name} ${Date.now().toString().slice(-6)}`
  const created = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      name,
      brand: 'Scentia Atelier',
      description: 'Smoke and resin, photographed.',
      price: 42_000,
      stock: 4,
      gender: 'unisex',
      size: '50ml',
      type: 'Woody',
      intensity: 'Strong',
      notes: { top: ['Saffron'], heart: ['Oud'], base: ['Amber'] },
      best_seller: false,
      gift_set: false,
      travel_size: false,
    },
  })
  expect(created.status()).toBe(201)
  const { product } = (await created.json()) as AdminProductResponse

  // The owner, in the console.
  await signInBrowser(page, owner)
  await page.goto(`/admin/products/${product.id}`)
  const add = page.getByLabel('Add photos')
  // A file that is not an image is refused before any upload, with a message.
  await add.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('no') })
  await expect(
    page.getByText(/notes\.png: This file is not a valid PNG, JPEG or WebP image/),
  ).toBeVisible()
  const colours: [number, number, number][] = [
    [176, 141, 74],
    [90, 40, 60],
    [30, 80, 70],
  ]
  await add.setInputFiles(
    colours.map((rgb, index) => ({
      name: `bottle-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: solidPng(1600, 2000, rgb),
    })),
  )
  await page.getByRole('button', { name: 'Upload photos' }).click()
  await expect(page.getByText('Photo 3 of 3')).toBeVisible({ timeout: 30_000 })
  // Ordered with the keyboard: the third photo becomes the second.
  await page.getByRole('button', { name: 'Move photo 3 up' }).focus()
  await page.keyboard.press('Enter')
  const photosOf = async () => {
    const answer = await request.get(`/api/product/${product.productId}`)
    return ((await answer.json()) as AdminProductResponse).product.photos ?? []
  }
  await expect.poll(async () => (await photosOf()).length).toBe(3)
  const uploaded = await photosOf()
  await page.getByLabel('Photo 1: what it shows (read to blind shoppers)').fill('The bottle, front')
  await page.getByRole('button', { name: 'Save the description of photo 1' }).click()
  await expect(page.getByText('Description saved')).toBeVisible()

  // A shopper, on the same kind of screen, with nothing cached.
  const context = await browser.newContext({ ...testInfo.project.use })
  const shopper = await context.newPage()
  await skipSplash(shopper)
  const requested = photoRequests(shopper)
  await shopper.goto(`/shop/product/${product.productId}`)
  const gallery = shopper.getByRole('region', { name: `Photos of ${name}` })
  await expect(gallery).toBeVisible()
  const main = gallery.getByRole('img', { name: 'The bottle, front' })
  await expect(main).toHaveJSProperty('complete', true)
  await expect(shopper.getByText('Photo 1 of 3')).toBeVisible()

  const [first] = uploaded
  if (!first) throw new Error('no photo')
  expect(first.widths).toEqual([320, 640, 1080])
  const need = await expectedWidth(shopper, main, first.widths)
  const mainFiles = requested.filter((file) => file.key === first.key)
  // AVIF, at the width this screen needs: one file of the three, and never the 1600 px upload.
  expect(mainFiles).toEqual([{ key: first.key, width: need, format: 'avif' }])

  // Swipe (a real touch gesture on the phone; the Next button on a desktop), once the app runs:
  // the count follows the scroll.
  await expect(shopper.locator('html.hydrated')).toBeAttached()
  if (testInfo.project.name === 'phone') {
    const box = await gallery.getByRole('list').boundingBox()
    if (!box) throw new Error('the gallery has no box')
    const cdp = await context.newCDPSession(shopper)
    // A finger drawn from right to left across the photo, as the phone's touch screen reports it.
    const y = Math.round(box.y + box.height / 2)
    const from = Math.round(box.x + box.width * 0.85)
    const to = Math.round(box.x + box.width * 0.1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from, y }],
    })
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: Math.round(from + ((to - from) * step) / 10), y }],
      })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } else {
    await shopper.getByRole('button', { name: 'Next photo' }).click()
  }
  await expect(shopper.getByText('Photo 2 of 3')).toBeVisible()
  await shopper.getByRole('button', { name: 'Next photo' }).click()
  await expect(shopper.getByText('Photo 3 of 3')).toBeVisible()
  // Every photo shown came in AVIF at the same width as the first, none larger.
  const second = uploaded[1]
  await expect.poll(() => requested.some((file) => file.key === second?.key)).toBe(true)
  expect(requested.every((file) => file.format === 'avif' && file.width <= need)).toBe(true)

  // Zoom: a tap opens the photo larger in a dialog; Escape closes it.
  await gallery
    .getByRole('button', { name: /^Zoom:/ })
    .nth(2)
    .click()
  const dialog = shopper.getByRole('dialog')
  await expect(dialog.getByRole('img')).toBeVisible()
  await shopper.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await context.close()

  // On the shop's shelf the tile is a column wide: a smaller file than the product page's. A new
  // visitor, since a browser may show a larger file it already holds.
  const visitor = await browser.newContext({ ...testInfo.project.use })
  const shelf = await visitor.newPage()
  await skipSplash(shelf)
  const shelfRequests = photoRequests(shelf)
  await shelf.goto(`/shop?search=${encodeURIComponent(name)}`)
  const tile = shelf.getByRole('article').filter({ hasText: name }).first().locator('img')
  await expect(tile).toHaveJSProperty('complete', true)
  const tileNeed = await expectedWidth(shelf, tile, first.widths)
  expect(tileNeed).toBeLessThan(need)
  expect(shelfRequests).toEqual([{ key: first.key, width: tileNeed, format: 'avif' }])
  await visitor.close()
})
