// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import type { Rollup } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { compressAsset, precompressedAssets } from './precompressed-assets'

/** React DOM's browser build: the largest part of every first load (decision 036). */
const reactDomClient = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
)

describe("an asset's precompressed bytes", () => {
  it('decode to the file, brotli smaller than what was sent per request (brotli 4)', async () => {
    const bytes = await readFile(reactDomClient)
    const compressed = await compressAsset(bytes)
    expect(compressed).toBeDefined()
    expect(brotliDecompressSync(compressed?.br ?? Buffer.alloc(0)).equals(bytes)).toBe(true)
    expect(gunzipSync(compressed?.gzip ?? Buffer.alloc(0)).equals(bytes)).toBe(true)
    const perRequest = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    })
    // Measured on React DOM 19.3's unminified file: 22% fewer bytes than brotli 4 (the built
    // shell chunk: 14%).
    expect(compressed?.br.length).toBeLessThan(perRequest.length * 0.9)
  })

  it('are not made for a file too small to gain', async () => {
    expect(await compressAsset(Buffer.from('export const a = 1\n'))).toBeUndefined()
  })
})

describe('the build writes them beside the browser’s files', () => {
  let folder: string | undefined
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('for each script, stylesheet and picture under assets/ above 1 kB, nothing else', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'precompressed-'))
    const big = 'export const words = "' + 'scentia '.repeat(400) + '"\n'
    const files: Record<string, string> = {
      'assets/shell-a.js': big,
      'assets/web-b.css': big,
      'assets/art-c.svg': big,
      'assets/tiny-d.js': 'export {}\n',
      'assets/photo-e.png': big,
      'index.html': big,
      '.vite/manifest.json': big,
    }
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true })
      await writeFile(path.join(folder, name), text)
    }
    const plugin = precompressedAssets()
    const hook = plugin.writeBundle as (
      options: { dir: string },
      bundle: Rollup.OutputBundle,
    ) => Promise<void>
    const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}]))
    await hook({ dir: folder }, bundle as unknown as Rollup.OutputBundle)

    const written = (await readdir(folder, { recursive: true })).filter((name) =>
      /\.(?:br|gz)$/.test(name),
    )
    expect(written.sort()).toEqual(
      [
        'assets/art-c.svg.br',
        'assets/art-c.svg.gz',
        'assets/shell-a.js.br',
        'assets/shell-a.js.gz',
        'assets/web-b.css.br',
        'assets/web-b.css.gz',
      ].map((name) => name.split('/').join(path.sep)),
    )
    const br = await readFile(path.join(folder, 'assets/shell-a.js.br'))
    expect(brotliDecompressSync(br).toString()).toBe(big)
  })

  it('only in the browser build', () => {
    const plugin = precompressedAssets()
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
    expect(applies({ name: 'client' })).toBe(true)
    expect(applies({ name: 'ssr' })).toBe(false)
  })
})
