// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { PREACT_MODULE, reactRuntimeOnly } from './react-runtime'
import { webRoot } from './built-shop'

/**
 * The shop as built (`npm run build`, phase 1 of `npm test`, before this test runs): React DOM
 * renders it on the server and hydrates it in the browser, and no Preact is in either bundle
 * (decision 036).
 */
const reactDomVersion = (
  createRequire(import.meta.url)('react-dom/package.json') as { version: string }
).version

async function builtScripts(folder: string): Promise<string> {
  const root = path.join(webRoot, folder)
  const names = await readdir(root, { recursive: true }).catch(() => {
    throw new Error(`No build in ${root}: run \`npm run build\` first (npm test does).`)
  })
  const scripts = names.filter((name) => name.endsWith('.js'))
  const texts = await Promise.all(scripts.map((name) => readFile(path.join(root, name), 'utf8')))
  return texts.join('\n')
}

/** React DOM names its version as a string literal, in production builds too. */
const carriesReactDom = (code: string) =>
  ['"', "'", '`'].some((quote) => code.includes(`${quote}${reactDomVersion}${quote}`))

describe('the built shop runs on React DOM', () => {
  it('in the browser bundle', async () => {
    const code = await builtScripts('dist/assets')
    expect(carriesReactDom(code)).toBe(true)
    expect(code).not.toMatch(/\bpreact\b/)
  })

  it('in the server bundle', async () => {
    const code = await builtScripts('dist-ssr')
    expect(carriesReactDom(code)).toBe(true)
    expect(code).not.toMatch(/\bpreact\b/)
  })
})

describe('the build check', () => {
  function generate(moduleIds: string[]): void {
    const plugin = reactRuntimeOnly()
    const bundle = {
      'assets/web.js': { type: 'chunk', fileName: 'assets/web.js', moduleIds },
    } as unknown as Rollup.OutputBundle
    const context = {
      error(message: string): never {
        throw new Error(message)
      },
    } as unknown as Rollup.PluginContext
    const hook = plugin.generateBundle as (
      this: Rollup.PluginContext,
      options: unknown,
      bundle: Rollup.OutputBundle,
    ) => void
    hook.call(context, {}, bundle)
  }

  it('fails a bundle that carries Preact or its renderer', () => {
    expect(() => {
      generate(['/repo/node_modules/preact/compat/dist/compat.mjs'])
    }).toThrow(/bundles Preact/)
    expect(() => {
      generate(['C:\\repo\\node_modules\\preact-render-to-string\\dist\\index.mjs'])
    }).toThrow(/bundles Preact/)
  })

  it('passes React DOM and the app', () => {
    expect(() => {
      generate([
        '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/repo/apps/web/src/lib/preact-notes.ts',
      ])
    }).not.toThrow()
    expect(PREACT_MODULE.test('/repo/node_modules/@preact/signals/dist/signals.mjs')).toBe(false)
  })
})
