import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { RendererOptions, StorefrontRenderer } from '@scentia/contracts/render'
import { prepareTemplate } from './template.js'

export type { RenderedPage, RenderedRedirect, StorefrontRenderer } from '@scentia/contracts/render'

/**
 * The web app's server entry (apps/web/src/entry-server.tsx), as the API sees it. The API does
 * not compile the web app: it loads the build (`apps/web/dist-ssr`) at start, one process, one
 * port (decision 016).
 */
interface RendererModule {
  createRenderer(options: RendererOptions): StorefrontRenderer
}

/** Where the server build sits beside the browser build. */
export function serverEntryPath(webRoot: string): string {
  return path.join(webRoot, '..', 'dist-ssr', 'entry-server.js')
}

/**
 * The API answering the renderer's `/api/…` calls in-process: the same routes, validation and
 * caches a browser gets, without a socket.
 */
export function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item))
    }
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304
    return new Response(hasBody ? response.rawPayload : null, {
      status: response.statusCode,
      headers,
    })
  }
}

export async function loadRenderer(
  app: FastifyInstance,
  webRoot: string,
  origin: string,
): Promise<StorefrontRenderer | undefined> {
  const entry = serverEntryPath(webRoot)
  if (!existsSync(entry)) return undefined
  const module = (await import(pathToFileURL(entry).href)) as RendererModule
  return module.createRenderer({
    // The splash's landing rule is generated into it (storefront.ts prepareTemplate).
    template: prepareTemplate(readFileSync(path.join(webRoot, 'index.html'), 'utf8')),
    origin,
    fetch: injectFetch(app),
  })
}
