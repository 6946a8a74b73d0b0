import type { Plugin } from 'vite'

/**
 * The app's scripts are requested once the first screen has painted (decision 036, amendment
 * 2026-11-29). The page is server-rendered whole and paints without them (decision 022); in the
 * head, the entry's module script and its modulepreloads (≈ 140 kB gzip, high priority) share a
 * phone's link with the stylesheet the first paint waits for, and Lighthouse's simulation counts
 * every such request that finished before the paint as holding the paint back.
 *
 * Vite's tags move, unchanged, into an inert `<template>` at the end of the body (nothing in a
 * template is fetched or run), and a small inline script (allowed by its CSP hash, like the
 * template's other inline scripts) adds them to the head after the next frame: the first paint.
 * A tab opened in the background never paints (no frame comes), so there it adds them at once.
 */

export const APP_SCRIPTS_ID = 'app-scripts'

/** The loader, as it runs in the page: ES5, no dependencies. */
export const APP_SCRIPTS_LOADER = `(function () {
  var started = false
  function start() {
    if (started) return
    started = true
    var scripts = document.getElementById('${APP_SCRIPTS_ID}')
    if (scripts) document.head.appendChild(document.importNode(scripts.content, true))
  }
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) start()
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
})()`

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>\s*<\/script>\s*/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi

/** index.html with its module scripts and modulepreloads moved behind the first paint. */
export function scriptsAfterPaint(html: string): string {
  const tags = [...html.matchAll(MODULE_SCRIPT), ...html.matchAll(MODULE_PRELOAD)]
    .sort((a, b) => a.index - b.index)
    .map(([tag]) => tag.trim())
  if (tags.length === 0) return html
  const rest = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '')
  // Preloads first: the entry's imports are already on their way when the entry asks for them.
  const ordered = [
    ...tags.filter((tag) => tag.startsWith('<link')),
    ...tags.filter((tag) => tag.startsWith('<script')),
  ]
  const block =
    `<template id="${APP_SCRIPTS_ID}">${ordered.join('')}</template>\n` +
    `    <script>${APP_SCRIPTS_LOADER}</script>\n  `
  const end = rest.lastIndexOf('</body>')
  if (end === -1) throw new Error('index.html has no </body> for the app scripts')
  return rest.slice(0, end) + block + rest.slice(end)
}

/** The client build's index.html gets its scripts after the first paint; development is unchanged. */
export function appScriptsAfterPaint(): Plugin {
  return {
    name: 'scentia:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: scriptsAfterPaint },
  }
}
