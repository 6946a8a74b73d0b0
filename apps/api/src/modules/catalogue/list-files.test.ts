import type { Product } from '@scentia/domain/catalog/product'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createListFiles, type ListFiles } from './list-files.js'
import { contentHash, type StoredResponse } from './prepared-response.js'

/**
 * The §S7 list written a chunk at a time (docs/decisions/051) must be the very bytes
 * JSON.stringify makes of the whole answer: names with accents and quotes, hundreds of products
 * across chunks, and an empty list.
 */
function productsOf(count: number): Product[] {
  return Array.from(
    { length: count },
    (_, i) =>
      ({
        id: i + 1,
        productId: `scent-${i}-50ml`,
        name: i % 3 === 0 ? `Adaeze “Ọ̀ṣun” №${i}` : `Scent ${i}`,
        description: 'Line one\nline "two"\u2028 and a tab\t',
        sizes: [{ ml: 50, price: 25_000 + i, stock: i % 7 }],
        rating: null,
      }) as unknown as Product,
  )
}

const expectedBody = (productList: Product[]) => JSON.stringify({ success: true, productList })

/** The identity bytes from their file, the compressed copies from memory (decision 051). */
function read(stored: StoredResponse) {
  if (!stored.br || !stored.gzip) throw new Error('expected both compressed copies')
  return {
    identity: readFileSync(stored.identity.path),
    br: brotliDecompressSync(stored.br),
    gzip: gunzipSync(stored.gzip),
  }
}

function isStored(response: unknown): response is StoredResponse {
  const identity = (response as { identity: unknown }).identity
  return !Buffer.isBuffer(identity)
}

describe('createListFiles', () => {
  let files: ListFiles | undefined
  const folders: string[] = []
  const inFolder = async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'scentia-list-test-'))
    folders.push(folder)
    return folder
  }
  afterEach(async () => {
    await files?.close()
    await Promise.all(
      folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
    )
  })

  it.each([0, 1, 255, 256, 257, 700])(
    'writes JSON.stringify’s bytes of %i products, in every encoding, hashed as a whole',
    async (count) => {
      files = createListFiles({ inMemoryBytes: 0, directory: inFolder })
      const productList = productsOf(count)
      const stored = await files.write(productList)
      if (!isStored(stored)) throw new Error('expected files')
      const body = read(stored)
      const expected = expectedBody(productList)
      expect(body.identity.toString('utf8')).toBe(expected)
      expect(body.br.toString('utf8')).toBe(expected)
      expect(body.gzip.toString('utf8')).toBe(expected)
      expect(stored.identity.bytes).toBe(Buffer.byteLength(expected))
      expect(stored.hash).toBe(contentHash(expected))
      expect(stored.isFinal).toBe(true)
    },
  )

  it.each([
    ['pages of 100', [100, 100, 100, 57]],
    ['an empty page between', [300, 0, 257]],
    ['no product at all', [0]],
  ])('writes the same bytes from the products read a page at a time (%s)', async (_, sizes) => {
    files = createListFiles({ inMemoryBytes: 0, directory: inFolder })
    const productList = productsOf(sizes.reduce((sum, size) => sum + size, 0))
    // As the catalogue reads them from the database (docs/decisions/053).
    async function* pages() {
      let start = 0
      for (const size of sizes) {
        await new Promise((resolve) => setImmediate(resolve))
        yield productList.slice(start, start + size)
        start += size
      }
    }
    const stored = await files.write(pages())
    if (!isStored(stored)) throw new Error('expected files')
    const expected = expectedBody(productList)
    expect(read(stored).identity.toString('utf8')).toBe(expected)
    expect(read(stored).br.toString('utf8')).toBe(expected)
    expect(stored.hash).toBe(contentHash(expected))
  })

  it('fails, leaving no file behind, when a page cannot be read', async () => {
    const folder = await inFolder()
    files = createListFiles({ inMemoryBytes: 0, directory: () => Promise.resolve(folder) })
    async function* pages() {
      yield productsOf(300)
      throw new Error('the database went away')
    }
    await expect(files.write(pages())).rejects.toThrow('the database went away')
    expect(readdirSync(folder)).toEqual([])
  })

  it('keeps a body under the in-memory size in memory, as prepareResponse makes it', async () => {
    files = createListFiles({ inMemoryBytes: 1_000_000, directory: inFolder })
    const productList = productsOf(300)
    const prepared = await files.write(productList)
    if (isStored(prepared)) throw new Error('expected a body in memory')
    expect(prepared.identity.toString('utf8')).toBe(expectedBody(productList))
    expect(prepared.hash).toBe(contentHash(expectedBody(productList)))
    expect(prepared.br).toBeDefined()
    expect(folders).toEqual([])
  })

  it('keeps the newest two lists on disk and removes its folder when closed', async () => {
    files = createListFiles({ inMemoryBytes: 0, directory: inFolder })
    const written: StoredResponse[] = []
    for (let i = 1; i <= 3; i++) {
      const stored = await files.write(productsOf(i))
      if (!isStored(stored)) throw new Error('expected files')
      written.push(stored)
    }
    const exists = (stored: StoredResponse) => existsSync(stored.identity.path)
    expect(written.map(exists)).toEqual([false, true, true])
    // Only the identity bodies are files: the compressed copies are held with the answer.
    expect(readdirSync(path.dirname(written[2]!.identity.path)).sort()).toEqual(
      [written[1]!, written[2]!].map((stored) => path.basename(stored.identity.path)).sort(),
    )

    await files.close()
    expect(existsSync(path.dirname(written[2]!.identity.path))).toBe(false)
  })

  it('fails, leaving no file behind, when the files cannot be written', async () => {
    const folder = await inFolder()
    files = createListFiles({
      inMemoryBytes: 0,
      directory: () => Promise.resolve(path.join(folder, 'missing')),
    })
    await expect(files.write(productsOf(10))).rejects.toThrow(/ENOENT/)
    expect(existsSync(path.join(folder, 'missing'))).toBe(false)
  })
})
