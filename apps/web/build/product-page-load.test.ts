// @vitest-environment node
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The shop as built (`npm run build`, phase 1 of `npm test`, before this test runs). A product
 * page loads no zod with it: the delivery estimate asks for a fee's schema only with the first
 * fee (lib/shipping-fee.ts), the pricing rules keep the owner's table schema apart
 * (delivery-rates-schema.ts), and payment recovery, which brings the checkout's schemas, loads
 * only where it has work (root-layout.tsx). Zod's schemas are built as their modules run: on a
 * slow phone that was the longest script of a product page's load (decision 036).
 */
const dist = path.resolve(import.meta.dirname, '../dist')

interface ManifestChunk {
  file: string
  imports?: string[]
}

async function staticFiles(entry: string): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8').catch(() => {
      throw new Error(`No build in ${dist}: run \`npm run build\` first (npm test does).`)
    }),
  ) as Record<string, ManifestChunk>
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entry)
  return [...seen].map((key) => manifest[key]?.file ?? key)
}

/** zod names its error class as a string, in production builds too. */
const carriesZod = async (file: string) =>
  /["'`]ZodError["'`]/.test(await readFile(path.join(dist, file), 'utf8'))

describe('a product page', () => {
  it('loads no zod with its code', async () => {
    const files = [
      ...(await staticFiles('index.html')),
      ...(await staticFiles('src/app/routes/product.tsx')),
    ]
    expect(files.length).toBeGreaterThan(2)
    for (const file of files) expect(await carriesZod(file), file).toBe(false)
  })

  it('is told apart from a page that does load zod', async () => {
    const files = await staticFiles('src/app/routes/checkout.tsx')
    const withZod = await Promise.all(files.map(carriesZod))
    expect(withZod).toContain(true)
  })
})
