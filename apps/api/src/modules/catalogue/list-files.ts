import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib'
import type { Product, ProductListResponse } from '@scentia/domain/catalog/product'
import {
  contentHashOf,
  LARGE_BODY_BYTES,
  LARGE_BROTLI_QUALITY,
  LARGE_GZIP_LEVEL,
  prepareResponse,
  type PreparedResponse,
  type StoredResponse,
} from './prepared-response.js'

/**
 * Products serialised per chunk: ≈ 0.9 KB each, so a chunk is ≈ 200 KB and the event loop
 * is given back between chunks.
 */
const PRODUCTS_PER_CHUNK = 256

/**
 * Identity files kept: the newest list's and the one before it, which a request that took it just before
 * the catalogue moved may still be opening. An open file survives its removal.
 */
const FILES_KEPT = 2

const JSON_TYPE = 'application/json; charset=utf-8'

export interface ListFilesOptions {
  /** Bodies up to this size stay in memory as before; larger ones go to files. */
  inMemoryBytes?: number
  /** Where the files go; default a fresh folder under the system's temp folder. */
  directory?: () => Promise<string>
}

export interface ListFiles {
  /**
   * docs/product.md §S7's list, byte for byte `JSON.stringify({ success: true, productList })`,
   * hashed and compressed once (docs/decisions/051). Small bodies are prepared in memory; a large
   * one is compressed and written to a file as it is made, so the process never holds the whole
   * serialised catalogue: only its brotli and gzip copies, a ninth of it each. The products come
   * as a list or as pages of it (read from the database a page at a time, decision 053).
   */
  write(
    productList: readonly Product[] | AsyncIterable<readonly Product[]>,
  ): Promise<PreparedResponse | StoredResponse>
  /** Removes the identity files (the app's close). */
  close(): Promise<void>
}

export function createListFiles(options: ListFilesOptions = {}): ListFiles {
  const inMemoryBytes = options.inMemoryBytes ?? LARGE_BODY_BYTES
  const makeDirectory =
    options.directory ?? (() => mkdtemp(path.join(os.tmpdir(), 'scentia-catalogue-')))
  let directory: Promise<string> | undefined
  let written = 0
  const kept: string[] = []
  let isClosed = false

  async function writeFiles(chunks: AsyncIterator<Buffer>, head: Buffer[]) {
    directory ??= makeDirectory()
    const file = path.join(await directory, `list-${++written}.json`)
    const sha256 = createHash('sha256')
    const identity = createWriteStream(file)
    // The levels prepareResponse gives a large body (decision 032): brotli 10 took 32 s here.
    const br = createBrotliCompress({
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: LARGE_BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    })
    const gzip = createGzip({ level: LARGE_GZIP_LEVEL })
    const sinks: Writable[] = [identity, br, gzip]
    // The compressed copies (≈ 2 MB each at 20,000 products) are held as Buffers, outside the
    // V8 heap, and sent like any prepared body (decision 051, 2026-11-29); only the 18 MB
    // identity body, which hardly any client asks for, stays on disk.
    const done = Promise.all([finished(identity), collect(br), collect(gzip)])
    // Seen at once, so a failed write never waits for a drain that will not come.
    done.catch(() => undefined)
    try {
      const put = async (chunk: Buffer) => {
        sha256.update(chunk)
        await Promise.all(
          sinks.map((sink) =>
            sink.write(chunk) ? Promise.resolve() : Promise.race([once(sink, 'drain'), done]),
          ),
        )
      }
      for (const chunk of head) await put(chunk)
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        await put(next.value)
      }
      for (const sink of sinks) sink.end()
      const [, brBytes, gzipBytes] = await done
      const stored: StoredResponse = {
        contentType: JSON_TYPE,
        hash: contentHashOf(sha256),
        isFinal: true,
        identity: { path: file, bytes: (await stat(file)).size },
        br: brBytes,
        gzip: gzipBytes,
      }
      kept.push(file)
      while (kept.length > FILES_KEPT) await removeFile(kept.shift())
      // Closed while writing: nothing will ever remove it.
      if (isClosed) await removeFile(file)
      return stored
    } catch (error) {
      for (const sink of sinks) sink.destroy()
      await removeFile(file)
      throw error
    }
  }

  return {
    async write(productList) {
      const chunks = chunksOf(Symbol.asyncIterator in productList ? productList : [productList])
      // Held until the body passes the in-memory size: a small catalogue is answered as before.
      const head: Buffer[] = []
      let headBytes = 0
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        head.push(next.value)
        headBytes += next.value.length
        if (headBytes > inMemoryBytes) return writeFiles(chunks, head.splice(0))
        // Serialising a chunk takes a few milliseconds; shoppers' requests go between them.
        await new Promise((resolve) => setImmediate(resolve))
      }
      return prepareResponse(Buffer.concat(head).toString('utf8'), JSON_TYPE, {
        precompress: true,
      })
    },
    async close() {
      isClosed = true
      if (directory) await rm(await directory, { recursive: true, force: true })
    },
  }
}

/** The keys of the body, in the order JSON.stringify writes them. */
const LIST_HEAD = { success: true, productList: [] } satisfies ProductListResponse

/**
 * The body in chunks, joined exactly as JSON.stringify joins an object and an array: no spaces,
 * commas between (every product is an object, so none becomes `null`).
 */
async function* chunksOf(
  pages: AsyncIterable<readonly Product[]> | Iterable<readonly Product[]>,
): AsyncGenerator<Buffer, void, undefined> {
  // `{"success":true,"productList":[`
  let text = JSON.stringify(LIST_HEAD).slice(0, -2)
  let isFirst = true
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += PRODUCTS_PER_CHUNK) {
      const slice = page.slice(start, start + PRODUCTS_PER_CHUNK).map((p) => JSON.stringify(p))
      text += (isFirst ? '' : ',') + slice.join(',')
      isFirst = false
      yield Buffer.from(text, 'utf8')
      text = ''
    }
  }
  yield Buffer.from(`${text}]}`, 'utf8')
}

/** A compressing stream's whole output, as one Buffer (its chunks are copied once). */
async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of stream) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

async function removeFile(file: string | undefined) {
  if (file !== undefined) await rm(file, { force: true })
}
