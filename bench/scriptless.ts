import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { onCleanup } from './cleanup.js'
import { findFreePort } from './processes.js'

/**
 * The machine's floor for the Lighthouse section: the same pages, from the same server, with
 * their scripts taken out. What the scriptless page still costs (parsing, style, layout, paint,
 * fonts, images) no change to the app's JavaScript can remove, so a budget the floor itself
 * misses cannot be shown on the machine that measured it (decision 022).
 */

/**
 * The page without what makes the browser fetch or run the app: module scripts, their
 * modulepreloads and fetch preloads. Inline scripts, data blocks (JSON-LD, the page state) and
 * the stylesheet stay, so the page parses and paints exactly as served.
 */
export function withoutAppScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\btype="module"[^>]*>\s*<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi, '')
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  return body
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gzipSync(body)
  if (encoding === 'br') return brotliCompressSync(body)
  return body
}

/** Headers to pass on, less those the proxy recomputes for a rewritten body. */
function passedHeaders(headers: IncomingHttpHeaders, isRewritten: boolean) {
  const passed: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'connection' || name === 'transfer-encoding') continue
    if (isRewritten && (name === 'content-length' || name === 'etag')) continue
    passed[name] = value
  }
  return passed
}

export interface ScriptlessShop {
  baseUrl: string
  stop(): Promise<void>
}

/**
 * A proxy in front of the shop that answers every request as the shop does, bytes and headers,
 * except a page's HTML, which loses its app scripts (`withoutAppScripts`) and is compressed
 * again as the shop compressed it.
 */
export async function startScriptlessShop(shopBaseUrl: string): Promise<ScriptlessShop> {
  const shop = new URL(shopBaseUrl)
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        hostname: shop.hostname,
        port: shop.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: shop.host },
      },
      (response) => {
        const isHtml = (response.headers['content-type'] ?? '').startsWith('text/html')
        if (!isHtml) {
          outgoing.writeHead(response.statusCode ?? 502, passedHeaders(response.headers, false))
          response.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const encoding = response.headers['content-encoding']
          const html = decode(Buffer.concat(chunks), encoding).toString('utf8')
          const body = encode(Buffer.from(withoutAppScripts(html)), encoding)
          outgoing.writeHead(response.statusCode ?? 502, {
            ...passedHeaders(response.headers, true),
            'content-length': String(body.length),
          })
          outgoing.end(body)
        })
      },
    )
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(String(error))
    })
    incoming.pipe(upstream)
  })
  const freePort = await findFreePort()
  await new Promise<void>((resolve) => server.listen(freePort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => {
        resolve()
      })
    })
  const unregister = onCleanup(() => {
    void close()
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      unregister()
      await close()
    },
  }
}
