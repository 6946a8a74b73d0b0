import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { splashLandingScript } from '@scentia/domain/shop/splash'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes, readTemplate, SPLASH_LANDING_MARKER } from './template.js'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the storefront template', () => {
  let webRoot: string
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'scentia-template-'))
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<html><head>${SPLASH_LANDING_MARKER}<script>document.documentElement.classList.add('js')</script></head></html>`,
    )
  })
  afterAll(() => rm(webRoot, { recursive: true, force: true }))

  it("carries the splash's landing rule generated from the domain, in place of its marker", () => {
    const html = readTemplate(webRoot)
    expect(html).toContain(`<script>${splashLandingScript()}</script>`)
    expect(html).not.toContain(SPLASH_LANDING_MARKER)
  })

  it('allows exactly its inline scripts by hash, the generated one included', () => {
    expect(inlineScriptHashes(webRoot)).toEqual([
      sha256(splashLandingScript()),
      sha256("document.documentElement.classList.add('js')"),
    ])
  })

  it('has nothing without a web build', () => {
    expect(readTemplate(undefined)).toBeUndefined()
    expect(inlineScriptHashes(path.join(webRoot, 'missing'))).toEqual([])
  })
})

it("the web's index.html asks for the rule rather than writing it again", async () => {
  const { readFile } = await import('node:fs/promises')
  const html = await readFile(path.join(import.meta.dirname, '../../../../web/index.html'), 'utf8')
  expect(html).toContain(SPLASH_LANDING_MARKER)
  expect(html).not.toContain('splash-seen')
})
