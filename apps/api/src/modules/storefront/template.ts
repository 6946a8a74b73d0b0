import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { splashLandingScript } from '@scentia/domain/shop/splash'

/** Where index.html wants the splash's landing rule (packages/domain/src/shop/splash.ts). */
export const SPLASH_LANDING_MARKER = '<!--splash-landing-->'

/**
 * The template as pages are built from it: the splash's inline landing rule generated from the
 * domain's function (one rule for the app and the first paint), in place of its marker.
 */
export function prepareTemplate(html: string): string {
  return html.replace(SPLASH_LANDING_MARKER, `<script>${splashLandingScript()}</script>`)
}

/** index.html as served and rendered (prepareTemplate), or undefined without a web build. */
export function readTemplate(webRoot: string | undefined): string | undefined {
  const file = webRoot ? path.join(webRoot, 'index.html') : undefined
  if (!file || !existsSync(file)) return undefined
  return prepareTemplate(readFileSync(file, 'utf8'))
}

/**
 * The CSP hashes of the template's inline scripts (the splash's landing rule, and the one that
 * marks `js` before the first paint): allowed by hash, so no other inline script ever runs.
 */
export function inlineScriptHashes(webRoot: string | undefined): string[] {
  const html = readTemplate(webRoot)
  if (html === undefined) return []
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )
}
