// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { builtScripts, firstLoadScripts, pageLoadScripts } from './built-shop'

/**
 * The shop as built (`npm run build`, phase 1 of `npm test`, before this test runs): what the
 * first screen of `/` and `/shop` does not need stays out of the scripts every page's HTML loads
 * (decision 036, amendment "the shop's own code out of the shell").
 */
describe('the first load', () => {
  it.each([
    ["the console's route definitions", 'Packing slip'],
    ["the account's route definitions", 'Complete Your Registration'],
    ["the checkout's route definitions", 'Order confirmed'],
    ["the quiz's answer tables", 'Announces you before you arrive'],
    ["the collections' shelves", 'bottles made for handbags'],
    // The home page's own chunk carries its hero; the shell no longer holds a fallback copy.
    ['the home hero', 'Perfume house · Lagos'],
  ])('leaves out %s', async (_what, text) => {
    const scripts = (await firstLoadScripts()).join('\n')
    expect(scripts.length).toBeGreaterThan(100_000)
    expect(scripts).not.toContain(text)
  })
})

/**
 * TanStack Query loads after the first screen of `/`, `/shop` and a product page (decision 054): their first
 * screen reads the page's state through lib/server-state.tsx. `refetchOnReconnect` is one of
 * query-core's option names, which minifying keeps.
 */
const QUERY_CORE = 'refetchOnReconnect'

describe('TanStack Query', () => {
  it.each([
    ['/', 'src/app/routes/home.tsx'],
    ['/shop', 'src/app/routes/shop.tsx'],
    ['a product page', 'src/app/routes/product.tsx'],
  ])('is not in the first load of %s', async (_page, pageModule) => {
    const scripts = await pageLoadScripts(pageModule)
    expect(scripts.length).toBeGreaterThan(2)
    expect(scripts.join('\n')).not.toContain(QUERY_CORE)
  })

  it('is told apart in a page that loads it with its code', async () => {
    const scripts = await pageLoadScripts('src/app/routes/checkout.tsx')
    expect(scripts.join('\n')).toContain(QUERY_CORE)
  })
})

/**
 * What `/` and `/shop` render only lower down, or never, stays out of their first load (decision
 * 036, amendment "wrappers, icons, page chunks"): the product page's size chooser (a module the
 * shelves share is copied whole into each page's chunk) and the home page's trust strip, which
 * loads with its part as React hydrates it.
 */
describe("the pages' own chunks", () => {
  it.each([
    ['/', 'src/app/routes/home.tsx', "the product page's size chooser", 'Sold out'],
    ['/shop', 'src/app/routes/shop.tsx', "the product page's size chooser", 'Sold out'],
    ['/', 'src/app/routes/home.tsx', "the home page's trust strip", 'Why shop with Scentia'],
    // A product page's reviews and similar scents load as React hydrates their part (decision
    // 036, amendment "the head's order").
    ['a product page', 'src/app/routes/product.tsx', 'the reviews', 'Lasts on average'],
  ])('%s leaves out %s', async (_page, pageModule, _what, text) => {
    const scripts = await pageLoadScripts(pageModule)
    expect(scripts.length).toBeGreaterThan(2)
    expect(scripts.join('\n')).not.toContain(text)
  })

  it('are told apart from the pages that load them', async () => {
    const product = (await pageLoadScripts('src/app/routes/product.tsx')).join('\n')
    expect(product).toContain('Sold out')
  })
})

/**
 * What `/` and `/shop` show but hydrate apart, its code loaded as React reaches it after the
 * first screen (lib/deferred-hydration.tsx's `lazyPart`; decision 036, amendment "parts
 * hydrated apart"): each is in the build, in a chunk of its own, and not in either first load.
 */
const PARTS_HYDRATED_APART = [
  ['the footer', 'Card payments secured by Paystack'],
  ['the shelves’ cart controls', 'Out of Stock'],
  ['the shop’s filter form', 'Show fragrances'],
  ['the shop’s page links', 'Previous page'],
] as const

describe('the parts hydrated apart', () => {
  it.each(
    PARTS_HYDRATED_APART.flatMap(([what, text]) => [
      ['/', 'src/app/routes/home.tsx', what, text],
      ['/shop', 'src/app/routes/shop.tsx', what, text],
    ]),
  )('%s leaves out %s', async (_page, pageModule, _what, text) => {
    const scripts = await pageLoadScripts(pageModule)
    expect(scripts.length).toBeGreaterThan(2)
    expect(scripts.join('\n')).not.toContain(text)
  })

  it.each(PARTS_HYDRATED_APART)('%s is in the build all the same', async (_what, text) => {
    const scripts = await builtScripts()
    expect(scripts.some((script) => script.includes(text))).toBe(true)
  })
})
