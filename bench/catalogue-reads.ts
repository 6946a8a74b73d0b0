import { performance } from 'node:perf_hooks'
import { capture, headerOf } from './capture.js'
import { percentile } from './mixed-stats.js'

/**
 * docs/product.md §11's read budgets, measured on a shop that is already serving: `GET
 * /api/products` with a text query and two filters (p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on
 * PGlite, warm) and the brotli HTML of `/shop` and a search results page (≤ 30 KB at any size).
 */

export const QUERY_P95_BUDGET_MS = { postgres: 50, pglite: 150 } as const
export const PAGE_BROTLI_BUDGET_BYTES = 30 * 1000

/**
 * Text + family + gender, varied so no answer is the previous one (the route has no answer cache,
 * but PostgreSQL's buffers and plans warm up as in life). The words are the grown catalogue's
 * (its notes, its founders' names) and one misspelt ("adaze": the typo path).
 */
const WORDS = ['vanilla', 'oud', 'vetiver', 'rose', 'amber', 'jasmine', 'citrus', 'adaze']
const FILTERS = [
  { family: 'woody', gender: 'male' },
  { family: 'floral', gender: 'female' },
  { family: 'oriental', gender: 'unisex' },
]

export function catalogueQueryPaths(): string[] {
  return WORDS.flatMap((q) =>
    FILTERS.map((filters) => `/api/products?${new URLSearchParams({ q, ...filters }).toString()}`),
  )
}

export interface QueryLatency {
  /** Requests measured (after a warm-up round over every URL). */
  samples: number
  urls: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  /** Answers that were not 200: their times do not count. */
  errors: number
  budgetMs: number
}

export interface PageBytes {
  path: string
  status: number
  encoding: string
  bytes: number
}

export interface CatalogueReads {
  query: QueryLatency
  pages: PageBytes[]
}

/**
 * One request at a time from this process over loopback, timed until the whole body is read: the
 * server's time plus a loopback round trip, with no queueing behind other requests of the bench.
 */
export async function measureQueryLatency(
  baseUrl: string,
  budgetMs: number,
  rounds = 5,
): Promise<QueryLatency> {
  const paths = catalogueQueryPaths()
  const timings: number[] = []
  let errors = 0
  for (let round = -1; round < rounds; round++) {
    for (const urlPath of paths) {
      const started = performance.now()
      const answer = await capture(baseUrl, urlPath, { 'accept-encoding': 'br, gzip' })
      const ms = performance.now() - started
      // Round -1 warms the process and the database; it is not counted.
      if (round < 0) continue
      if (answer.status === 200) timings.push(ms)
      else errors += 1
    }
  }
  return {
    samples: timings.length,
    urls: paths.length,
    p50Ms: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    maxMs: timings.length ? Math.max(...timings) : Number.NaN,
    errors,
    budgetMs,
  }
}

/** The pages' HTML as a phone receives it (brotli preferred), bytes on the wire. */
export async function measurePageBytes(baseUrl: string): Promise<PageBytes[]> {
  const pages = ['/shop', '/shop?q=vanilla', '/shop?q=vetiver&family=woody&page=2']
  const measured: PageBytes[] = []
  for (const pagePath of pages) {
    // The first answer may be the render; the second is what most shoppers get. Both are the same bytes.
    await capture(baseUrl, pagePath, { accept: 'text/html', 'accept-encoding': 'br, gzip' })
    const answer = await capture(baseUrl, pagePath, {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
    })
    measured.push({
      path: pagePath,
      status: answer.status,
      encoding: headerOf(answer, 'content-encoding') ?? 'identity',
      bytes: Buffer.from(answer.bodyBase64, 'base64').length,
    })
  }
  return measured
}

export async function measureCatalogueReads(
  baseUrl: string,
  database: keyof typeof QUERY_P95_BUDGET_MS,
): Promise<CatalogueReads> {
  return {
    query: await measureQueryLatency(baseUrl, QUERY_P95_BUDGET_MS[database]),
    pages: await measurePageBytes(baseUrl),
  }
}
