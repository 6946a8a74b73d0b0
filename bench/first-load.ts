import { existsSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUDGETED_PATHS, type BundleRow, fileSizes, JS_BUDGET_GZIP_BYTES } from './bundle.js'

/**
 * First-load JS as the shop serves a page: with server rendering the browser downloads what the
 * HTML names — its `<script type="module" src>` and `<link rel="modulepreload" href>` — before
 * the page is interactive. When the HTML names none, the manifest's row for the route stands in.
 */
export interface ServedFirstLoad {
  path: string
  source: 'served HTML' | 'manifest'
  /** The JS files counted, each once. */
  files: string[]
  gzipBytes: number
  budgetGzipBytes: number
  isOverBudget: boolean
  /** The page's HTML itself, gzipped: what must arrive before anything of the page shows. */
  htmlGzipBytes: number
}

/**
 * What a new connection delivers in its first round trip: TCP's initial window of 10 segments
 * of 1,460 bytes (RFC 6928). An HTML above it costs a slow line one more round trip.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600

const TAG = /<(script|link)\b[^>]*>/gi
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]

/** Same-origin JS URLs the HTML loads as modules, in order, each once. */
export function moduleScriptUrls(html: string): string[] {
  const urls: string[] = []
  for (const [tag, name] of html.matchAll(TAG)) {
    const url =
      name?.toLowerCase() === 'script'
        ? attribute(tag, 'type') === 'module'
          ? attribute(tag, 'src')
          : undefined
        : attribute(tag, 'rel') === 'modulepreload'
          ? attribute(tag, 'href')
          : undefined
    if (url?.startsWith('/') && !url.startsWith('//') && !urls.includes(url)) urls.push(url)
  }
  return urls
}

async function servedHtml(baseUrl: string, urlPath: string): Promise<string> {
  const response = await fetch(baseUrl + urlPath, { headers: { accept: 'text/html' } })
  if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`)
  return response.text()
}

/** Measures / and /shop as served; `manifestRows` (the bundle section's rows) are the fallback. */
export async function measureServedFirstLoad(
  baseUrl: string,
  webRoot: string,
  manifestRows: readonly BundleRow[],
): Promise<ServedFirstLoad[]> {
  const results: ServedFirstLoad[] = []
  for (const urlPath of BUDGETED_PATHS) {
    const html = await servedHtml(baseUrl, urlPath)
    const urls = moduleScriptUrls(html)
    const files = urls
      .map((url) => decodeURIComponent(url.split(/[?#]/)[0] ?? '').slice(1))
      .filter((file) => file.endsWith('.js') && existsSync(path.join(webRoot, file)))
    let gzipBytes = 0
    for (const file of files) gzipBytes += (await fileSizes(webRoot, file)).gzip
    const row = manifestRows.find((candidate) => candidate.label === urlPath)
    const useManifest = files.length === 0 && row !== undefined
    const total = useManifest ? row.js.gzip : gzipBytes
    results.push({
      path: urlPath,
      source: useManifest ? 'manifest' : 'served HTML',
      files: useManifest ? row.jsFiles : files,
      gzipBytes: total,
      budgetGzipBytes: JS_BUDGET_GZIP_BYTES,
      isOverBudget: total > JS_BUDGET_GZIP_BYTES,
      htmlGzipBytes: gzipSync(html).length,
    })
  }
  return results
}

/**
 * The budget verdict (docs/product.md §8: first-load JS ≤ 110 kB gzip on `/` and `/shop`), one
 * sentence per page over it. The bench exits non-zero when there is any, as it does for a
 * section that failed: a missed budget is a finding the report must not bury (decision 036).
 */
export function firstLoadOverBudget(served: readonly ServedFirstLoad[]): string[] {
  return served
    .filter((page) => page.isOverBudget)
    .map(
      (page) =>
        `First-load JS of ${page.path} is ${kiloBytes(page.gzipBytes)} gzip, ` +
        `${kiloBytes(page.gzipBytes - page.budgetGzipBytes)} over its budget of ${kiloBytes(page.budgetGzipBytes)}.`,
    )
}

const kiloBytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
