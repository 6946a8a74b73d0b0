import { afterEach, describe, expect, it } from 'vitest'
import { APP_SCRIPTS_ID, scriptsAfterPaint } from './scripts-after-paint'

/** index.html as Vite's build leaves it: its tags in the head. */
const BUILT = `<!doctype html>
<html lang="en-NG">
  <head>
    <script>document.documentElement.classList.add('js')</script>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/web-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/web-jkl.css">
  </head>
  <body>
    <div id="root"><p>Fragrances for Lagos</p></div>
    <!--app-state-->
  </body>
</html>`

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))

/**
 * The page's body in this test's DOM (jsdom), and its inline loader run as the browser runs it,
 * as a visible or a background tab. Returns the app's tags the head holds at each moment.
 */
function load(html: string, visibility: 'visible' | 'hidden') {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  const loader = /<\/template>\s*<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  document.head.innerHTML = ''
  document.body.innerHTML = body
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
  const runLoader = new Function(loader) as () => void
  runLoader()
  return () =>
    [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    )
}

const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 20))
  })

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState')
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('the app scripts after the first paint', () => {
  const html = scriptsAfterPaint(BUILT)

  it('leaves no module script or modulepreload in the head, and the stylesheet there', () => {
    expect(headOf(html)).not.toMatch(/type="module"|modulepreload/)
    expect(headOf(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/web-jkl.css">')
  })

  it('keeps every tag, unchanged, in an inert template after the content, preloads first', () => {
    const template = new RegExp(`<template id="${APP_SCRIPTS_ID}">([\\s\\S]*?)</template>`).exec(
      html,
    )
    expect(template?.[1]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/web-ghi.js">' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    )
    expect(html.indexOf('<template')).toBeGreaterThan(html.indexOf('<!--app-state-->'))
  })

  it('loads them as a bare inline script, which the server allows by its hash', () => {
    // apps/api's template.ts hashes every `<script>` without attributes for the CSP.
    const loader = /<\/template>\s*<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)
    expect(loader?.[1]).toContain(APP_SCRIPTS_ID)
  })

  it('adds them to the head after the next frame, not before', async () => {
    const appScripts = load(html, 'visible')
    expect(appScripts()).toEqual([])
    await nextFrame()
    expect(appScripts()).toEqual([
      '/assets/rolldown-runtime-def.js',
      '/assets/web-ghi.js',
      '/assets/index-abc.js',
    ])
  })

  it('adds them at once in a background tab, where no frame comes', () => {
    const appScripts = load(html, 'hidden')
    expect(appScripts()).toHaveLength(3)
  })

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>'
    expect(scriptsAfterPaint(plain)).toBe(plain)
  })
})
