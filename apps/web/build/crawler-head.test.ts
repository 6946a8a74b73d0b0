// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The shop as built (`npm run build`, phase 1 of `npm test`, before this test runs). What only
 * crawlers and link previews read — JSON-LD, preview pictures, computed canonical URLs — is
 * built behind `import.meta.env.SSR` in app/route-heads.ts: the server's bundle writes it into
 * every public page, and the first load in the browser leaves its builders out (decision 036).
 */
const webRoot = path.resolve(import.meta.dirname, '..')
const SCHEMA_ORG = 'https://schema.org'

/** The JS files `index.html` loads before the app runs: its module script and modulepreloads. */
async function firstLoadScripts(): Promise<string[]> {
  const html = await readFile(path.join(webRoot, 'dist/index.html'), 'utf8').catch(() => {
    throw new Error(`No build in ${webRoot}/dist: run \`npm run build\` first (npm test does).`)
  })
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  return Promise.all(files.map((file) => readFile(path.join(webRoot, 'dist', file ?? ''), 'utf8')))
}

describe('the head of a page', () => {
  it('is built for crawlers by the server bundle', async () => {
    const root = path.join(webRoot, 'dist-ssr')
    const names = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.js'))
    const texts = await Promise.all(names.map((name) => readFile(path.join(root, name), 'utf8')))
    expect(texts.some((text) => text.includes(SCHEMA_ORG))).toBe(true)
  })

  it('leaves its crawler-only builders out of the first load', async () => {
    const scripts = await firstLoadScripts()
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).not.toContain(SCHEMA_ORG)
  })
})
