// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadScripts, webRoot } from './built-shop'

/**
 * The shop as built (`npm run build`, phase 1 of `npm test`, before this test runs). What only
 * crawlers and link previews read — JSON-LD, preview pictures, computed canonical URLs — is
 * built behind `import.meta.env.SSR` in app/route-heads.ts: the server's bundle writes it into
 * every public page, and the first load in the browser leaves its builders out (decision 036).
 */
const SCHEMA_ORG = 'https://schema.org'

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
