import { request } from 'node:http'
import type { CapturedResponse } from './plain-server.js'

/**
 * GET with the raw bytes as sent (fetch would decompress them, hiding what travels), so the
 * plain server can replay exactly what the shop answered.
 */
export async function capture(
  baseUrl: string,
  urlPath: string,
  headers: Record<string, string>,
  timeoutMs = 30_000,
): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + urlPath, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const captured: [string, string][] = []
        for (let index = 0; index + 1 < res.rawHeaders.length; index += 2) {
          captured.push([res.rawHeaders[index] ?? '', res.rawHeaders[index + 1] ?? ''])
        }
        resolve({
          path: urlPath,
          acceptEncoding: headers['accept-encoding'] ?? '',
          status: res.statusCode ?? 0,
          headers: captured,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
        })
      })
    })
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${urlPath} timed out`)))
    req.on('error', reject)
    req.end()
  })
}

/** What the first list of a fresh shop may take (the API section's cold list waits as long). */
export const FIRST_LIST_TIMEOUT_MS = 300_000

export function headerOf(response: CapturedResponse, name: string): string | undefined {
  return response.headers.find(([key]) => key.toLowerCase() === name)?.[1]
}

export function bodyText(response: CapturedResponse): string {
  return Buffer.from(response.bodyBase64, 'base64').toString('utf8')
}

/**
 * The first product's productId from the catalogue, for /api/product/{productId} and the page.
 * Lighthouse alone asks for the list first: at 20,000 products it builds the catalogue and
 * writes the list (docs/decisions/051), well past 30 s on a loaded machine.
 */
export async function firstProductId(baseUrl: string): Promise<string | undefined> {
  const response = await capture(
    baseUrl,
    '/api/user/product/list',
    { 'accept-encoding': 'identity' },
    FIRST_LIST_TIMEOUT_MS,
  )
  if (response.status !== 200) return undefined
  const body = JSON.parse(bodyText(response)) as { productList?: { productId?: unknown }[] }
  const productId = body.productList?.[0]?.productId
  return typeof productId === 'string' ? productId : undefined
}

/**
 * Whether an HTML answer is the SPA's empty shell (`<div id="root"></div>`, or with the
 * renderer's marker left in) rather than a
 * server-rendered page: until the storefront renders on the server there is no cached page to
 * measure, and the shell's throughput would say nothing about it.
 */
export function isSpaShell(html: string): boolean {
  // The built template keeps its `<!--app-html-->` marker when served as the shell.
  return /<div id="root">\s*(?:<!--[^>]*-->\s*)?<\/div>/.test(html)
}
