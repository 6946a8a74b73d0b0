// @vitest-environment node
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The shop as built (`npm run build`, phase 1 of `npm test`, before this test runs): what the
 * first screen of `/` and `/shop` does not need stays out of the scripts every page's HTML loads
 * (decision 036, amendment "the shop's own code out of the shell").
 */
const webRoot = path.resolve(import.meta.dirname, '..')

/** The JS files `index.html` loads before the app runs: its module script and modulepreloads. */
async function firstLoad(): Promise<string> {
  const html = await readFile(path.join(webRoot, 'dist/index.html'), 'utf8').catch(() => {
    throw new Error(`No build in ${webRoot}/dist: run \`npm run build\` first (npm test does).`)
  })
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  const texts = await Promise.all(
    files.map((file) => readFile(path.join(webRoot, 'dist', file ?? ''), 'utf8')),
  )
  return texts.join('\n')
}

describe('the first load', () => {
  it.each([
    ["the console's route definitions", 'Packing slip'],
    ["the account's route definitions", 'Complete Your Registration'],
    ["the checkout's route definitions", 'Order confirmed'],
    ["the quiz's answer tables", 'Announces you before you arrive'],
    ["the collections' shelves", 'bottles made for handbags'],
  ])('leaves out %s', async (_what, text) => {
    const scripts = await firstLoad()
    expect(scripts.length).toBeGreaterThan(100_000)
    expect(scripts).not.toContain(text)
  })
})
