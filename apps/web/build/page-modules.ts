import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The files that define routes: each page there is `lazyPage(async () => … import('…') …)`. */
const ROUTE_FILES = /[\\/]src[\\/]app[\\/](?:route-tree|route-groups[\\/][\w-]+)\.tsx$/
const PAGE_IMPORT = /import\(\s*'([^']+)'\s*\)/

/** The index of the parenthesis that closes the one at `open`. */
function closingParen(code: string, open: number): number {
  let depth = 0
  for (let index = open; index < code.length; index += 1) {
    const char = code[index]
    if (char === '(') depth += 1
    else if (char === ')' && (depth -= 1) === 0) return index
  }
  return -1
}

/** The module a relative import names, as Vite's manifest keys it (`src/app/routes/home.tsx`). */
function manifestKey(webRoot: string, importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier)
  const file = ['.tsx', '.ts', ''].map((extension) => base + extension).find(existsSync)
  return file === undefined ? undefined : path.relative(webRoot, file).split(path.sep).join('/')
}

/**
 * Gives every `lazyPage(…)` of the route files the module it loads, as its second argument
 * (decision 036): the server names the matched page's chunk in the HTML (a `modulepreload`), so
 * the browser fetches it with the shell instead of after the shell has run. Written out by hand,
 * each of the 50 pages would repeat its import's path.
 */
export function pageModuleKeys(webRoot: string): Plugin {
  return {
    name: 'scentia:page-module-keys',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!ROUTE_FILES.test(file)) return undefined
      // Insertions from the end, so the earlier positions still hold.
      const insertions: [number, string][] = []
      for (const call of code.matchAll(/\blazyPage\(/g)) {
        const open = call.index + call[0].length - 1
        const close = closingParen(code, open)
        const specifier = PAGE_IMPORT.exec(code.slice(open, close))?.[1]
        const key = specifier && manifestKey(webRoot, file, specifier)
        if (close < 0 || !key) {
          this.error(`${file}: a lazyPage() whose import('…') could not be read`)
        }
        // Prettier leaves a trailing comma in a call it wraps.
        const before = code.slice(open + 1, close).trimEnd()
        insertions.push([close, `${before.endsWith(',') ? ' ' : ', '}${JSON.stringify(key)}`])
      }
      let output = code
      for (const [at, text] of insertions.reverse()) {
        output = output.slice(0, at) + text + output.slice(at)
      }
      // Only text inside the calls' parentheses is added: lines stay where they were.
      return { code: output, map: null }
    },
  }
}

const CLIENT_MANIFEST = 'virtual:client-manifest'

/**
 * `virtual:client-manifest`: the browser build's manifest, in the server build (which runs after
 * it, `npm run build`), so the server can name a page's chunks (app/page-preloads.ts). Anywhere
 * else (development, tests) it is empty and pages name none.
 */
export function clientManifest(webRoot: string, isServerBuild: boolean): Plugin {
  const resolved = `\0${CLIENT_MANIFEST}`
  let browserBuild = path.join(webRoot, 'dist')
  return {
    name: 'scentia:client-manifest',
    // The browser build sits beside the server build (`dist` and `dist-ssr`), wherever they are
    // written: the API's tests build both into a folder of their own, and a manifest read from
    // apps/web/dist would name another build's files.
    configResolved(config) {
      browserBuild = path.join(path.resolve(config.root, config.build.outDir), '..', 'dist')
    },
    resolveId: (id) => (id === CLIENT_MANIFEST ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined
      if (!isServerBuild) return 'export default {}'
      const file = path.join(browserBuild, '.vite/manifest.json')
      if (!existsSync(file)) {
        this.error(`${file} is missing: the browser build runs first (npm run build)`)
      }
      return `export default ${readFileSync(file, 'utf8')}`
    },
  }
}
