// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstLoadScripts } from './built-shop'

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
  ])('leaves out %s', async (_what, text) => {
    const scripts = (await firstLoadScripts()).join('\n')
    expect(scripts.length).toBeGreaterThan(100_000)
    expect(scripts).not.toContain(text)
  })
})
