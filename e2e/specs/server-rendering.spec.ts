import { expect, test, type ConsoleMessage, type Page } from '@playwright/test'
import { restoreSession, skipSplash } from '../fixtures/accounts'
import { createShopper } from '../fixtures/shoppers'
import { CONTENT_PAGES, openHome } from '../fixtures/pages'

/**
 * docs/product.md §8: public pages arrive rendered by the server and hydrate without a
 * console error, a hydration warning or a layout shift; signed-in details fill in after; and
 * without JavaScript the shop still browses, searches, filters and sorts.
 */

const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/shop?family=Woody&sort=price_asc',
  '/shop/product/midnight-amber-100ml',
  '/quiz',
  '/track',
  ...CONTENT_PAGES,
]

/** Console errors and warnings, except the browser's own note that a 404 page is a 404. */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (
      message
        .text()
        .startsWith('Failed to load resource: the server responded with a status of 404')
    )
      return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    problems.push(`pageerror: ${error.message}`)
  })
  return problems
}

/** Sums the layout shifts the page has had, the way CLS counts them (no recent input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => {
          resolve(total)
        }, 300)
      }),
  )
}

interface MainShape {
  tags: string
  text: string
}

/**
 * The main content as tag names in document order and its words: hydration adopts the server's
 * nodes, so a visitor's page after it must be the page the server sent (React also warns about
 * a mismatch it finds; this holds whatever it lets pass, such as text it patches).
 */
async function mainShape(page: Page, serverHtml?: string): Promise<MainShape> {
  return page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, 'text/html') : document
    const main = root.querySelector('main#main')?.cloneNode(true) as Element | undefined
    // A parsed document reads <noscript> as markup, the live one (scripts on) as text; and a
    // list of choices the page fetches after hydrating (the delivery estimate's states and
    // LGAs) fills in on purpose: leave both out.
    for (const element of main?.querySelectorAll('noscript, select') ?? [])
      element.replaceChildren()
    return {
      tags: Array.from(main?.querySelectorAll('*') ?? [], (element) => element.localName).join(' '),
      text: (main?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }
  }, serverHtml ?? null)
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await skipSplash(page)
  })

  for (const path of PUBLIC_PAGES) {
    test(`${path} arrives rendered and hydrates cleanly`, async ({ page }) => {
      const problems = watchConsole(page)
      // The page carries its own reads (a page of products, never the catalogue list,
      // docs/product.md §11): hydrating it asks the API for no products again.
      const productRequests: string[] = []
      const scripts: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname === '/api/user/product/list' || pathname === '/api/products')
          productRequests.push(request.url())
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname)
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      // The content is in the HTML itself, before any script ran.
      const html = (await response?.text()) ?? ''
      expect(html).toMatch(/<main id="main"[^>]*>.*<h1/s)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('h1').first()).toBeVisible()
      expect(problems).toEqual([])
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
      expect(await mainShape(page)).toEqual(await mainShape(page, html))
      // No preloaded catalogue list (decision 034); React's own preloads of the first screen's
      // images are welcome.
      expect(html).not.toMatch(/<link rel="preload"(?![^>]*as="image")/)
      expect(productRequests).toEqual([])
      // The page's own chunk is named in the HTML beside the shell's two, so the browser asks
      // for it with them rather than after the shell has run (decision 036).
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1],
      )
      expect(preloads.length).toBeGreaterThan(2)
      expect(scripts).toEqual(expect.arrayContaining(preloads))
    })
  }

  test('an unknown path answers 404 with the Not Found page and hydrates cleanly', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const response = await page.goto('/perfumes/that-never-were')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Fragrance Not Found' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test("a signed-in shopper's cart and account fill in after hydration, and the page still works", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper(request, 'ssr')
    await restoreSession(page, shopper)
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e:cart-set')) return
      sessionStorage.setItem('e2e:cart-set', '1')
      localStorage.setItem(
        'perfume_cart_items',
        JSON.stringify([
          { id: 11, name: 'Oud Al Lagos', price: 48500, quantity: 2, stock: 14, image: '' },
        ]),
      )
    })
    const problems = watchConsole(page)
    await page.goto('/shop')
    await expect(page.getByRole('button', { name: /^Cart, 2 items/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible()
    // Hydrated: a click is handled by the app (the drawer opens), not lost.
    await page.getByRole('button', { name: /^Cart, 2 items/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(problems).toEqual([])
  })
})

test.describe('parts hydrated apart', () => {
  test.beforeEach(async ({ page }) => {
    await skipSplash(page)
  })

  test("a card's Add to Cart pressed before the cards' code has arrived is kept, and answered once it has", async ({
    page,
  }) => {
    const problems = watchConsole(page)
    // The scripts the page's HTML names arrive; any other (a part's code, loaded as React
    // reaches the part after the first screen) waits until the test lets it through.
    const html = await (await page.request.get('/shop')).text()
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    )
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const held: string[] = []
    await page.route('**/assets/*.js', async (route) => {
      const { pathname } = new URL(route.request().url())
      if (!named.includes(pathname)) {
        held.push(pathname)
        await released
      }
      await route.continue()
    })

    await page.goto('/shop')
    await expect(page.locator('html.hydrated')).toBeAttached()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    // The page is the app's, the cards are still the server's HTML: a press from the keyboard.
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()

    release()
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
    // Once: the press was kept, not also half-handled by the browser.
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('the footer stays the server’s HTML when its code cannot load, its links plain links', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text()
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    )
    // Only what the HTML names arrives: the footer's own code fails, as offline.
    await page.route('**/assets/*.js', async (route) => {
      const { pathname } = new URL(route.request().url())
      await (named.includes(pathname) ? route.continue() : route.abort())
    })
    await page.goto('/')
    await expect(page.locator('html.hydrated')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Scentia' }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the shop searches, filters and sorts with a plain form, and product pages say buying needs JavaScript', async ({
    page,
  }) => {
    await openHome(page)
    await page.getByRole('link', { name: 'Search the shop' }).click()
    await expect(page).toHaveURL('/shop')

    const form = page.getByRole('search', { name: 'Search and filter fragrances' })
    await form.getByRole('searchbox', { name: 'Search' }).fill('oud')
    await form
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price: High to Low' })
    await form.getByRole('button', { name: 'Show fragrances' }).click()
    await expect(page).toHaveURL(/\/shop\?q=oud&.*sort=price_desc/)
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “oud”' })).toBeVisible()

    const first = page.getByRole('main').getByRole('article').first().getByRole('link').first()
    await first.click()
    await expect(page).toHaveURL(/\/shop\/product\//)
    await expect(page.getByText('Buying needs JavaScript.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toBeHidden()
  })
})
