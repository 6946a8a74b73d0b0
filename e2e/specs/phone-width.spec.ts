import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ensureOwner, placePaidOrder } from '../fixtures/admin'
import { fillCart, plentifulProduct, signInBrowser } from '../fixtures/checkout'
import { createShopper, type Shopper } from '../fixtures/shoppers'

/** The narrowest phone the shop is laid out for: many Android phones Lagos shoppers carry. */
const WIDTH = 360
const PHONE = { width: WIDTH, height: 740 }

/** An ordinary address of 22 characters (as long as many a Gmail one), unique per run. */
function emailOf22Characters(): string {
  const local = `w${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 11)
  return `${local}@example.ng`
}

let shopper: Shopper | undefined
/** The shopper's paid order, opened in the console. */
let orderId: string | undefined

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a 360 px phone only')
  await page.setViewportSize(PHONE)
})

test.beforeAll(async ({ request }, testInfo) => {
  if (testInfo.project.name !== 'phone') return
  shopper = await createShopper(request, 'width', {
    email: emailOf22Characters(),
    fullName: 'Oluwaseun Adebayo-Williams',
  })
  orderId = await placePaidOrder(request, shopper)
  const product = await plentifulProduct(request)
  const saved = await request.post('/api/user/add-to-wishlist', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { user_id: shopper.user.user_id, product_id: product.id },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
})

interface Overflow {
  element: string
  right: number
}

/**
 * What sticks out past the right edge: the document's own width, and every element whose box
 * ends beyond it. A swipeable rail (a scroll-snap container) is meant to hold cards off screen,
 * and a hidden ornament may be cut by its section, so those are left out; any other clipping or
 * scrolling box is not an excuse.
 */
async function overflowAt(page: Page): Promise<{ scrollWidth: number; elements: Overflow[] }> {
  return page.evaluate((width) => {
    const inSwipeRail = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).scrollSnapType !== 'none') return true
      }
      return false
    }
    const isClippedOrnament = (element: Element): boolean => {
      if (!element.closest('[aria-hidden="true"]')) return false
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX
        if (overflow === 'hidden' || overflow === 'clip')
          return parent.getBoundingClientRect().right <= width + 1
      }
      return false
    }
    const describe = (element: Element): string => {
      const label = element.getAttribute('aria-label') ?? ''
      const text = element.textContent.trim().slice(0, 40)
      const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 4).join('.') ?? ''
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> ${label || text}`
    }
    const elements = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.right > width + 1)
      .filter(({ element }) => !inSwipeRail(element) && !isClippedOrnament(element))
      .map(({ element, box }) => ({ element: describe(element), right: Math.round(box.right) }))
    return { scrollWidth: document.documentElement.scrollWidth, elements }
  }, WIDTH)
}

async function expectToFit(page: Page, name: string) {
  // Parts below the fold render as they come near (decision 022): bring them in, then measure.
  await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
  })
  await page.waitForTimeout(150)
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  const { scrollWidth, elements } = await overflowAt(page)
  expect.soft(elements, `${name}: elements past ${WIDTH} px`).toEqual([])
  expect.soft(scrollWidth, `${name}: the page's width`).toBeLessThanOrEqual(WIDTH)
}

/**
 * Every product card's controls inside its card, and its wishlist heart a whole touch target
 * (44 px) of its own: not squeezed, not over the next card.
 */
async function expectCardsToHoldTheirControls(page: Page, name: string) {
  await page.locator('html.hydrated').waitFor({ state: 'attached' })
  const misfits = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('article')].flatMap((card) => {
      const box = card.getBoundingClientRect()
      return [...card.querySelectorAll('button')].flatMap((button) => {
        const control = button.getBoundingClientRect()
        const label = button.getAttribute('aria-label') ?? button.textContent
        const isHeart = /wishlist$/.test(label)
        const outside = control.left < box.left - 1 || control.right > box.right + 1
        const tooSmall = isHeart && (control.width < 44 || control.height < 44)
        return outside || tooSmall
          ? [`${label.trim()}: ${Math.round(control.width)}×${Math.round(control.height)}`]
          : []
      })
    }),
  )
  expect.soft(misfits, `${name}: card controls that do not fit their card`).toEqual([])
  // A badge on the art (Bestseller, Only 2 left) stays clear of the corner button's disc.
  const covered = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('article')].flatMap((card) => {
      const discs = [...card.querySelectorAll('button > span')].map((disc) =>
        disc.getBoundingClientRect(),
      )
      return [...card.querySelectorAll('span.absolute')].flatMap((badge) => {
        const box = badge.getBoundingClientRect()
        const under = discs.some(
          (disc) =>
            box.width > 0 &&
            disc.left < box.right &&
            box.left < disc.right &&
            disc.top < box.bottom &&
            box.top < disc.bottom,
        )
        return under ? [badge.textContent.trim()] : []
      })
    }),
  )
  expect.soft([...new Set(covered)], `${name}: badges under a card's button`).toEqual([])
}

/**
 * Every word inside its tile or card: a tile can sit inside the viewport while its words run out
 * of it (the "Gourmand" tile did, clipped by the tile's rounded box). Text cut on purpose with an
 * ellipsis, and text for screen readers only, are left out.
 */
async function expectTextInsideItsBox(page: Page, name: string) {
  const spills = await page.locator('main').evaluate((main) => {
    const found: string[] = []
    for (const box of main.querySelectorAll('article, li')) {
      const edge = box.getBoundingClientRect()
      if (edge.width === 0 || edge.height === 0) continue
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement
        const words = (node.textContent ?? '').trim()
        if (!holder || words === '') continue
        if (holder.closest('.sr-only')) continue
        const style = getComputedStyle(holder)
        if (style.textOverflow === 'ellipsis' || style.visibility === 'hidden') continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const text = range.getBoundingClientRect()
        if (text.width === 0) continue
        if (text.right > edge.right + 1 || text.left < edge.left - 1) {
          found.push(`${words.slice(0, 30)}: ${Math.round(text.right - edge.right)} px out`)
        }
      }
    }
    return [...new Set(found)]
  })
  expect.soft(spills, `${name}: words out of their tile or card`).toEqual([])
}

/**
 * Half the side of a whole touch target, 44 px (WCAG 2.5.5), less a pixel: Chrome hit-tests whole
 * pixels, and a point half a pixel inside a 44 px control's edge rounds onto the next element.
 */
const HALF_TARGET = 21

/**
 * Each of `controls` takes a press 21 px either side of its centre, across and down: a whole
 * 44 px touch target, whether drawn that big or given the room by a wider hit area. A press on a
 * control's label is a press on the control, so a box wrapped in its label (a checkbox and its
 * words, a radio drawn as a pill) is measured by the label. A link in a sentence is exempt, as
 * WCAG 2.5.8 exempts it (the sentence sets its height), and so is a disabled control.
 */
async function expectWholeTapTargets(controls: Locator, name: string) {
  const short = await controls.evaluateAll((elements, half) => {
    const inSentence = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      element.parentElement?.textContent.trim() !== element.textContent.trim()
    const labelsOf = (element: Element): HTMLLabelElement[] =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLButtonElement
        ? [...(element.labels ?? [])]
        : []
    return elements.flatMap((element) => {
      // A disabled control takes no press at all; a link in a sentence, the sentence's height.
      if (!element.checkVisibility() || element.matches(':disabled') || inSentence(element)) {
        return []
      }
      const labels = labelsOf(element)
      const pressed = labels.find((label) => label.contains(element)) ?? element
      pressed.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      const box = pressed.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      const probes = [
        [x - half, y],
        [x + half, y],
        [x, y - half],
        [x, y + half],
      ] as const
      const misses = probes
        .map(([px, py]) => document.elementFromPoint(px, py))
        .filter(
          (hit) => !hit || !(element.contains(hit) || labels.some((label) => label.contains(hit))),
        )
      if (misses.length === 0) return []
      const label = (element.getAttribute('aria-label') ?? pressed.textContent).trim()
      const what = label || element.getAttribute('name') || element.id || element.tagName
      const size = `${String(Math.round(box.width))}×${String(Math.round(box.height))}`
      const instead = misses.map((hit) => hit?.tagName.toLowerCase() ?? 'nothing').join(', ')
      return [`${what.slice(0, 40)} (${size}; a press lands on ${instead})`]
    })
  }, HALF_TARGET)
  expect.soft(short, `${name}: controls under a 44 px touch target`).toEqual([])
}

/** What an owner presses in the console. */
const CONTROLS = 'a, button, input, select, textarea, summary'
/**
 * What a shopper presses on the pages about their account and order: the same controls, within
 * the page (the header's and footer's have their own checks).
 */
const SHOPPER_CONTROLS = `main :is(${CONTROLS})`
/**
 * The same on a public page, less those of a card in a list (a product card's name link sits
 * under its picture link, checked by expectCardsToHoldTheirControls) and a hidden field (the
 * contact form's honeypot).
 */
const PAGE_CONTROLS = `main :is(${CONTROLS}):not(li article *, [aria-hidden="true"] *)`
/** The public pages whose every control a thumb presses: breadcrumbs, lone links, filter chips. */
const PRESSED_PAGES = new Set(['/contact', '/shop?search=oud'])

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/', 'Find your signature scent'],
  ['/shop', /fragrances/i],
  ['/collections', /collections/i],
  ['/quiz', 'Find your perfume match'],
  [`/track?id=${DEMO_ORDER_ID}`, /track/i],
  ['/about', /./],
  ['/contact', /./],
  ['/returns', 'Returns and refunds'],
  ['/delivery', 'Delivery'],
  ['/authenticity', 'Only the real thing'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of sale'],
]

test('every public and account page fits a 360 px phone', async ({ page, request }) => {
  test.setTimeout(90_000)
  if (!shopper) throw new Error('no shopper')
  const product = await plentifulProduct(request)
  await signInBrowser(page, shopper)
  await fillCart(page, product)

  for (const [path, heading] of [
    ...PUBLIC_PAGES,
    ['/shop?search=oud', /./] as [string, RegExp],
    [`/shop/product/${product.productId}`, product.name] as [string, string],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
    await expectToFit(page, path)
    await expectTextInsideItsBox(page, path)
    if (path === '/' || path === '/shop') await expectCardsToHoldTheirControls(page, path)
    if (PRESSED_PAGES.has(path) || path.startsWith('/shop/product/')) {
      await page.locator('html.hydrated').waitFor({ state: 'attached' })
      await expectWholeTapTargets(page.locator(PAGE_CONTROLS), path)
    }
  }
  // An in-page link lands its heading below the sticky header, not behind it.
  await page.goto('/delivery')
  await page.locator('html.hydrated').waitFor({ state: 'attached' })
  await page.getByRole('link', { name: 'table below' }).click()
  await expect(page).toHaveURL(/#other-states$/)
  const header = await page.getByRole('banner').boundingBox()
  const target = await page.getByRole('heading', { name: 'Outside Lagos' }).boundingBox()
  if (!header || !target) throw new Error('no header or heading on /delivery')
  expect
    .soft(target.y, '/delivery#other-states: the heading below the sticky header')
    .toBeGreaterThanOrEqual(header.y + header.height)

  // The home rails and the shop's grid at a wide phone's width too.
  await page.setViewportSize({ width: 412, height: 915 })
  for (const path of ['/', '/shop']) {
    await page.goto(path)
    await expectCardsToHoldTheirControls(page, `${path} at 412 px`)
  }
  await page.setViewportSize(PHONE)

  // The search overlay: each result's price shows whole beside its name.
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const overlay = page.getByRole('dialog', { name: 'Find Your Signature Scent' })
  await overlay.getByRole('searchbox').fill('eau')
  const results = overlay.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('link').first()).toBeVisible()
  const clipped = await results.evaluate(
    (list, width) =>
      [...list.querySelectorAll('li a > span:last-child')]
        .filter((price) => {
          const box = price.getBoundingClientRect()
          return price.scrollWidth > price.clientWidth || box.right > width + 1
        })
        .map((price) => price.textContent),
    WIDTH,
  )
  expect.soft(clipped, 'search results: prices cut off').toEqual([])
  expect.soft((await overflowAt(page)).elements, 'search overlay: past 360 px').toEqual([])
  // The box's Clear, the trending chips and the link on to the shop.
  await expectWholeTapTargets(overlay.locator(CONTROLS), 'search overlay')
  await page.keyboard.press('Escape')

  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectToFit(page, '/cart')
  // The line's remove button, its − and +, and Continue Shopping are pressed with a thumb.
  await expectWholeTapTargets(page.locator(SHOPPER_CONTROLS), '/cart')

  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible()
  await expect(page.getByText(shopper.email)).toBeVisible()
  await expectToFit(page, '/checkout')
  await expectWholeTapTargets(page.locator(SHOPPER_CONTROLS), '/checkout')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page).toHaveURL(/step=2/)
  await expectToFit(page, '/checkout?step=2')
  await expectWholeTapTargets(page.locator(SHOPPER_CONTROLS), '/checkout?step=2')

  for (const [path, heading] of [
    ['/orders', 'My Orders'],
    ['/wishlist', /wishlist/i],
    ['/notifications', 'Notifications'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    if (path === '/wishlist') {
      // The share link's box, once made: a whole field in the phone's column.
      await page.getByRole('button', { name: 'Generate Share Link' }).click()
      await expect(page.getByLabel(/Anyone with this link/)).toHaveValue(/\/wishlist\/share\//)
    }
    await expectToFit(page, path)
    await expectWholeTapTargets(page.locator(SHOPPER_CONTROLS), path)
  }

  await page.goto('/account/settings')
  for (const tab of ['Profile Information', 'Security', 'Addresses', 'Privacy & Data']) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await expectToFit(page, `/account/settings ${tab}`)
    await expectWholeTapTargets(page.locator(SHOPPER_CONTROLS), `/account/settings ${tab}`)
  }
})

test("every page of the owner's console fits a 360 px phone and is pressed with a thumb", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  if (!shopper || !orderId) throw new Error('no order')
  const product = await plentifulProduct(request)
  await signInBrowser(page, await ensureOwner(request))
  const main = page.locator('main')
  const open = async (path: string, heading: string | RegExp, ready: Locator) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(ready.first()).toBeVisible()
  }
  const check = async (name: string) => {
    await expectToFit(page, name)
    await expectWholeTapTargets(main.locator(CONTROLS), name)
  }

  // The dashboard: each status card is one link, the whole card.
  await open('/admin', 'Dashboard', main.locator('figure canvas'))
  await expect(main.getByRole('link', { name: /^Pending: \d+ orders?$/ })).toBeVisible()
  await main.getByText('The chart’s numbers').click()
  await check('/admin')

  // The orders list with its pay-on-delivery switch, and the delivery fees opened.
  await open('/admin/orders', 'Orders', main.getByRole('link', { name: /^ORD/ }))
  await expect(main.getByRole('checkbox', { name: 'Offer pay on delivery' })).toBeVisible()
  await main.getByText('Delivery fees by state').click()
  // An LGA override's six fields too (added on screen, never saved).
  await main.getByRole('button', { name: 'Add an LGA override' }).click()
  await expect(main.getByRole('textbox', { name: /^Override \d+ LGA$/ }).last()).toBeVisible()
  await check('/admin/orders')

  await open(`/admin/orders/${orderId}`, orderId, main.getByRole('region', { name: 'Courier' }))
  await check('/admin/orders/:id')

  await open('/admin/products', 'Products', main.getByRole('button', { name: /^Retire / }))
  await expect(main.getByRole('region', { name: 'Low stock and gift wrap' })).toBeVisible()
  await check('/admin/products')

  await open(
    `/admin/products/${String(product.id)}`,
    product.name,
    main.getByRole('region', { name: 'Sizes' }),
  )
  await check('/admin/products/:id')

  await open('/admin/customers', 'Customers', main.getByRole('link', { name: /orders? ·/ }))
  await check('/admin/customers')
  await open(
    `/admin/customers/${String(shopper.user.user_id)}`,
    shopper.fullName,
    main.getByRole('link', { name: new RegExp(orderId) }),
  )
  await check('/admin/customers/:id')

  await open('/admin/returns', 'Returns', main.getByText(/^\d+ returns?$|^No returns$/))
  await check('/admin/returns')

  await open('/admin/promos', 'Promo codes', main.getByRole('button', { name: 'New code' }))
  await main.getByRole('button', { name: 'New code' }).click()
  await expect(main.getByRole('form', { name: 'New promo code' })).toBeVisible()
  await check('/admin/promos')

  await open(
    '/admin/activity',
    'Activity',
    main.getByText(/changes?, newest first$|^No activity found$/),
  )
  // The last of the console's tabs: the rail scrolls to it, so the owner sees where they are.
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Activity' }),
  ).toBeInViewport({ ratio: 0.95 })
  await check('/admin/activity')

  await open('/admin/reviews', 'Reviews', main.getByText(/^\d+ reviews?$|^No reviews here$/))
  await check('/admin/reviews')
})

test('a new page starts at its top at once; Back returns to where the shopper was', async ({
  page,
}) => {
  if (!shopper) throw new Error('no shopper')
  await signInBrowser(page, shopper)
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About' })
  await footerLink.scrollIntoViewIfNeeded()
  const shopY = await page.evaluate(() => window.scrollY)
  expect(shopY).toBeGreaterThan(500)

  // Every frame after the click: which page is on screen (its h1) and where it is scrolled to.
  // The page, not the address: React renders a navigation in a transition, so the address can
  // change a frame or two before the new page replaces the old one on screen.
  await page.evaluate(() => {
    const frames: { heading: string; y: number }[] = []
    Object.assign(window, { scrollFrames: frames })
    const record = () => {
      frames.push({ heading: document.querySelector('h1')?.textContent ?? '', y: window.scrollY })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await footerLink.click()
  await expect(page).toHaveURL(/\/about$/)
  const aboutHeading = page.getByRole('heading', { level: 1 })
  await expect(aboutHeading).toBeVisible()
  await page.waitForTimeout(600)
  const heading = (await aboutHeading.textContent()) ?? ''
  const onAbout = await page.evaluate(
    (shown) =>
      (window as unknown as { scrollFrames: { heading: string; y: number }[] }).scrollFrames
        .filter((frame) => frame.heading === shown)
        .map((frame) => frame.y),
    heading,
  )
  expect(onAbout.length).toBeGreaterThan(0)
  expect(
    onAbout.filter((y) => y !== 0),
    'frames of /about not at its top',
  ).toEqual([])

  await page.goBack()
  await expect(page).toHaveURL(/\/shop$/)
  // Near its place, not at the top: the restored height of a page of cards can differ by a row.
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(Math.max(500, shopY - 400))
})
