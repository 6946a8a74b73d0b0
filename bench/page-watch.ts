import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type pg from 'pg'
import type { StockedProduct } from './mixed-accounts.js'
import { REQUEST_TIMEOUT_MS } from './mixed-http.js'
import {
  farShopPages,
  type FirstRequest,
  type PageSample,
  showsAnyOf,
  WATCH_ROUND_MS,
  type WatchedKind,
} from './page-watch-stats.js'

/**
 * The mixed workload's page watcher (bench/README.md, section 4): a small loop that asks every
 * shop process for storefront pages over and over, as a phone does, and reads from each answer
 * whether a render made it (the shop's X-Scentia-Render header, decision 032 2026-11-29).
 *
 * The header is only sent to whoever may read /metrics: a loopback peer with no forwarding
 * header. So the watcher connects from loopback, each page and process from an address of its
 * own (127.1.P.K: Linux answers the whole of 127/8), which is also its client address for the
 * shop's per-client render limit (decision 028): one page's renders never use up another's.
 */

const UNBOUGHT_PRODUCT_PAGES = 12
const RENDER_HEADER = 'x-scentia-render'
const PHONE = { accept: 'text/html', 'accept-encoding': 'br, gzip' }

const brotli = promisify(zlib.brotliDecompress)
const gunzip = promisify(zlib.gunzip)

interface WatchedPage {
  kind: WatchedKind
  path: string
}

interface PageAnswer {
  status: number
  render?: string
  html: string
}

/** One GET from `localAddress`; never throws (status 0: no answer in time). */
async function getPage(
  agent: http.Agent,
  baseUrl: string,
  path: string,
  localAddress: string,
  needsBody: boolean,
): Promise<PageAnswer> {
  const answer = await new Promise<{
    status: number
    render?: string
    bytes: Buffer[]
    encoding?: string
  }>((resolve) => {
    const failed = () => {
      resolve({ status: 0, bytes: [] })
    }
    const request = http.get(
      new URL(path, baseUrl),
      { agent, localAddress, headers: PHONE, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const header = response.headers[RENDER_HEADER]
        const encoding = response.headers['content-encoding']
        const bytes: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          if (needsBody) bytes.push(chunk)
        })
        response.on('error', failed)
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            ...(typeof header === 'string' ? { render: header } : {}),
            ...(encoding ? { encoding } : {}),
            bytes,
          })
        })
      },
    )
    request.on('timeout', () => {
      request.destroy(new Error('timeout'))
    })
    request.on('error', failed)
  })
  const { bytes, encoding, ...rest } = answer
  if (!needsBody) return { ...rest, html: '' }
  const body = Buffer.concat(bytes)
  try {
    const decoded =
      encoding === 'br' ? await brotli(body) : encoding === 'gzip' ? await gunzip(body) : body
    return { ...rest, html: decoded.toString('utf8') }
  } catch {
    // Bytes that do not decode show nothing: the page is not kept (it must answer 200 and name no bought product).
    return { ...rest, status: 0, html: '' }
  }
}

export interface PageWatch {
  pages: WatchedPage[]
  first: FirstRequest[]
  /** Runs until `isOver()`, pushing each answer into `samples`. */
  run(now: () => number, isOver: () => boolean, samples: PageSample[]): Promise<void>
  close(): void
}

/**
 * Chooses the pages and asks each process for each once (its first render, before any shopper):
 * product pages of products the shoppers cannot buy and far `/shop?page=N` pages, kept only when
 * their HTML names none of the products the shoppers buy; and, the control, the pages of the
 * products they buy.
 */
export async function preparePageWatch(
  client: pg.Client,
  baseUrls: string[],
  bought: StockedProduct[],
): Promise<PageWatch> {
  const boughtIds = bought.map((product) => product.productId)
  // Spread over the catalogue (every n-th live product by id), none the shoppers buy.
  const { rows } = await client.query<{ product_id: string; live: string }>(
    `select product_id, live from (
       select product_id, count(*) over () as live,
              row_number() over (order by id) as n
         from products where retired_at is null and product_id <> all($1::text[])) spread
      where n % greatest(1, live / $2) = 0 order by n limit $2`,
    [boughtIds, UNBOUGHT_PRODUCT_PAGES],
  )
  const live = Number(rows[0]?.live ?? 0) + boughtIds.length
  const candidates: WatchedPage[] = [
    ...rows.map((row) => ({
      kind: 'not showing a bought product' as const,
      path: `/shop/product/${encodeURIComponent(row.product_id)}`,
    })),
    ...farShopPages(live).map((page) => ({
      kind: 'not showing a bought product' as const,
      path: `/shop?page=${page}`,
    })),
    ...boughtIds.map((productId) => ({
      kind: 'bought product (control)' as const,
      path: `/shop/product/${encodeURIComponent(productId)}`,
    })),
  ]
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const addressOf = (process: number, page: number) => `127.1.${process + 1}.${page + 1}`

  const answers = await Promise.all(
    baseUrls.map(async (baseUrl, process) => {
      const mine: PageAnswer[] = []
      for (const [index, page] of candidates.entries()) {
        mine.push(await getPage(agent, baseUrl, page.path, addressOf(process, index), true))
      }
      return mine
    }),
  )
  // A page is watched when every process answered it and none showed a bought product in it.
  const keep = candidates.map(
    (page, index) =>
      page.kind === 'bought product (control)' ||
      answers.every((mine) => {
        const answer = mine[index]
        return answer?.status === 200 && !showsAnyOf(answer.html, boughtIds)
      }),
  )
  const pages = candidates.filter((_, index) => keep[index])
  const first: FirstRequest[] = answers.flatMap((mine, process) =>
    candidates.flatMap((page, index) => {
      const answer = mine[index]
      if (!keep[index] || !answer) return []
      return [
        {
          ...page,
          process,
          status: answer.status,
          ...(answer.render ? { render: answer.render } : {}),
        },
      ]
    }),
  )

  return {
    pages,
    first,
    async run(now, isOver, samples) {
      // Each page about once per round on each process, evenly spaced, all processes at once.
      const pauseMs = pages.length > 0 ? WATCH_ROUND_MS / pages.length : WATCH_ROUND_MS
      await Promise.all(
        baseUrls.map(async (baseUrl, process) => {
          while (!isOver()) {
            for (const page of pages) {
              if (isOver()) return
              const startedAtMs = now()
              const index = candidates.indexOf(page)
              const answer = await getPage(
                agent,
                baseUrl,
                page.path,
                addressOf(process, index),
                false,
              )
              samples.push({
                kind: page.kind,
                path: page.path,
                process,
                startedAtMs,
                status: answer.status,
                ...(answer.render ? { render: answer.render } : {}),
              })
              await sleep(pauseMs)
            }
          }
        }),
      )
    },
    close: () => {
      agent.destroy()
    },
  }
}
