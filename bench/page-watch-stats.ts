/**
 * The page watcher's arithmetic (bench/README.md, section 4), kept apart from the sockets so it
 * can be tested: renders per kind of watched page after each page's first render, and the
 * budget's verdict — a purchase under the mixed load re-renders no page that does not show the
 * bought product (docs/decisions/032).
 */

/**
 * The watcher asks each process for each page about once per round: often enough to see each
 * purchase's moves, and within the per-client render limit (decision 028: 30 a minute) even when
 * every answer renders.
 */
export const WATCH_ROUND_MS = 4_000

/** What a watched page shows of the products the shoppers buy. */
export const WATCHED_KINDS = ['not showing a bought product', 'bought product (control)'] as const
export type WatchedKind = (typeof WATCHED_KINDS)[number]

export type RenderVerdict = 'ok' | 'MISSED' | 'BLIND'

/** A watched page's first request on one process, before the shoppers start. */
export interface FirstRequest {
  kind: WatchedKind
  path: string
  /** Which shop process answered (0-based, in start order). */
  process: number
  /** The HTTP status; 0 when no answer came. */
  status: number
  /**
   * The shop's X-Scentia-Render header: what a miss of the page cache became (rendered, failed,
   * limited, busy); undefined for an answer from the cache.
   */
  render?: string
}

/** One page request of the measured run, as the watcher saw it. */
export interface PageSample extends FirstRequest {
  /** Milliseconds since the shoppers' clock started. */
  startedAtMs: number
}

export interface RenderRow {
  kind: WatchedKind
  /** Distinct pages watched (each on every process). */
  pages: number
  requests: number
  /** Answers a miss made after the page's first render: rendered, or failed, limited or busy. */
  reRenders: number
  /** Answers other than 200 (a 429 is also counted as a re-render: only a miss is limited). */
  notOk: number
}

export interface RenderBudget {
  rows: RenderRow[]
  /** First requests (page × process) whose answer said a render made it. */
  firstRenders: number
  firstRequests: number
  /**
   * ok: no page that shows no bought product re-rendered; MISSED: one did; BLIND: the watcher
   * saw no render at all (not even the first ones), or watched no such page, so its 0 proves nothing.
   */
  verdict: RenderVerdict
}

/** The figures of the measured window (the samples given are already the window's). */
export function renderBudget(
  first: readonly FirstRequest[],
  samples: readonly PageSample[],
): RenderBudget {
  const rows = WATCHED_KINDS.map((kind): RenderRow => {
    const mine = samples.filter((sample) => sample.kind === kind)
    return {
      kind,
      pages: new Set(first.filter((page) => page.kind === kind).map((page) => page.path)).size,
      requests: mine.length,
      reRenders: mine.filter((sample) => sample.render !== undefined).length,
      notOk: mine.filter((sample) => sample.status !== 200).length,
    }
  })
  const firstRenders = first.filter((page) => page.render === 'rendered').length
  const unbought = rows[0]
  const isBlind = firstRenders === 0 || !unbought || unbought.requests === 0
  return {
    rows,
    firstRenders,
    firstRequests: first.length,
    verdict: isBlind ? 'BLIND' : unbought.reRenders === 0 ? 'ok' : 'MISSED',
  }
}

/** Whether a page's HTML shows any of these products: a link to, or any mention of, its id. */
export function showsAnyOf(html: string, productIds: readonly string[]): boolean {
  return productIds.some(
    (productId) => html.includes(productId) || html.includes(encodeURIComponent(productId)),
  )
}

/**
 * `/shop?page=N` pages far from the first two the shoppers browse: a quarter, half and three
 * quarters of the way, and the last, each once, none of the first two.
 */
export function farShopPages(products: number, perPage = 24): number[] {
  const pages = Math.ceil(products / perPage)
  const picks = [pages / 4, pages / 2, (3 * pages) / 4, pages].map(Math.floor)
  return [...new Set(picks)].filter((page) => page >= 3).sort((a, b) => a - b)
}
