import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { ServedFirstLoad } from './first-load.js'
import { findRoutePaths } from './route-paths.js'
import { viteManifestPath, webRoutesFolder } from './paths.js'

/**
 * First-load JS budget for the pages a shopper lands on (docs/product.md §8, ≤ 110 kB gzip on
 * `/` and `/shop`), 1 kB = 1,000 bytes as Vite prints. Was 140 kB before the storefront was
 * server-rendered (docs/decisions/005-benchmarks.md), 100 kB on Preact's runtime (decision 036).
 */
export const JS_BUDGET_GZIP_BYTES = 110_000
export const BUDGETED_PATHS = ['/', '/shop'] as const

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export interface BundleRow {
  /** `initial load`, or the route's URL. */
  label: string
  /** Route module file name without extension; null for the initial-load row. */
  module: string | null
  /** Whether the router serves this module at a path (error elements and unused modules are not). */
  isRouted: boolean
  isLayout: boolean
  /** False when the route module has no chunk of its own (statically imported somewhere). */
  isCodeSplit: boolean
  js: Sizes
  css: Sizes
  jsFiles: string[]
  cssFiles: string[]
  budgetGzipBytes: number | null
  isOverBudget: boolean
}

export interface ChunkSize {
  file: string
  /** Vite's chunk name (a module or vendor name), the quickest hint of what is inside. */
  name: string
  sizes: Sizes
  /** How many route rows download it on a first visit. */
  routeCount: number
}

export interface BundleReport {
  initial: BundleRow
  routes: BundleRow[]
  /** The heaviest JS files by gzip size, where a budget is won or lost. */
  largestChunks: ChunkSize[]
  notes: string[]
  /** First-load JS of / and /shop as the shop serves them (first-load.ts); set once it ran. */
  served?: ServedFirstLoad[]
}

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  /** Loaded on demand, so never counted in a first visit. */
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false
  return Object.values(value).every(
    (chunk: unknown) =>
      typeof chunk === 'object' &&
      chunk !== null &&
      typeof (chunk as { file?: unknown }).file === 'string',
  )
}

/** Reads `.vite/manifest.json` of a built web root. */
export async function readManifest(webRoot: string): Promise<Manifest> {
  const manifestFile = path.join(webRoot, viteManifestPath)
  if (!existsSync(manifestFile)) {
    throw new Error(
      `apps/web/dist/${viteManifestPath} is missing: set build.manifest: true in apps/web/vite.config.ts`,
    )
  }
  const parsed: unknown = JSON.parse(await readFile(manifestFile, 'utf8'))
  if (!isManifest(parsed)) throw new Error(`${manifestFile} is not a Vite manifest`)
  return parsed
}

/** The chunk keys a set of chunks pulls in through static imports (what loads before they run). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const pending = [...keys]
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue
    const chunk = manifest[key]
    if (!chunk) continue
    seen.add(key)
    pending.push(...(chunk.imports ?? []))
  }
  return [...seen]
}

/** JS and CSS files of a set of chunks, each file once however many chunks share it. */
export function filesOf(
  manifest: Manifest,
  keys: readonly string[],
): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { js: [...js].sort(), css: [...css].sort() }
}

const sizeCache = new Map<string, Sizes>()

/**
 * Each file compressed on its own, as it travels. Maximum levels (gzip 9, brotli 11), as
 * size-limit and gzip-size count; the server compresses on the fly at lower levels (gzip 6,
 * brotli 4), which the Lighthouse section's transfer sizes show.
 */
export async function fileSizes(webRoot: string, file: string): Promise<Sizes> {
  const fullPath = path.join(webRoot, file)
  const cached = sizeCache.get(fullPath)
  if (cached) return cached
  const content = await readFile(fullPath)
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  }
  sizeCache.set(fullPath, sizes)
  return sizes
}

async function totalSizes(webRoot: string, files: readonly string[]): Promise<Sizes> {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 }
  for (const file of files) {
    const sizes = await fileSizes(webRoot, file)
    total.raw += sizes.raw
    total.gzip += sizes.gzip
    total.brotli += sizes.brotli
  }
  return total
}

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  const entry = entries.find(([key]) => key === 'index.html') ?? entries[0]
  if (!entry) throw new Error('The Vite manifest has no entry chunk')
  return entry[0]
}

/**
 * Sizes of what a first visit to each route downloads before it can render: the entry chunk,
 * the route's lazily loaded chunk (and its layouts'), and every chunk they statically import,
 * each file counted once. Works with whatever route modules exist in apps/web/src/app/routes.
 */
export async function measureBundle(webRoot: string): Promise<BundleReport> {
  const manifest = await readManifest(webRoot)
  const notes: string[] = []
  const entry = entryKey(manifest)
  const entryKeys = staticClosure(manifest, [entry])

  const initialFiles = filesOf(manifest, entryKeys)
  const initial: BundleRow = {
    label: 'initial load (entry + CSS)',
    module: null,
    isRouted: true,
    isLayout: false,
    isCodeSplit: true,
    js: await totalSizes(webRoot, initialFiles.js),
    css: await totalSizes(webRoot, initialFiles.css),
    jsFiles: initialFiles.js,
    cssFiles: initialFiles.css,
    budgetGzipBytes: null,
    isOverBudget: false,
  }

  const routeFiles = existsSync(webRoutesFolder)
    ? (await readdir(webRoutesFolder))
        .filter((name) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name))
        .sort()
    : []
  if (routeFiles.length === 0)
    notes.push(
      'No route modules in apps/web/src/app/routes yet: only the initial load is measured.',
    )
  const moduleNames = routeFiles.map((file) => file.replace(/\.tsx?$/, ''))
  const routePaths = findRoutePaths()
  const manifestKeyOf = (moduleName: string) => {
    const file = routeFiles[moduleNames.indexOf(moduleName)]
    return file === undefined ? undefined : `src/app/routes/${file}`
  }

  const routes: BundleRow[] = []
  for (const moduleName of moduleNames) {
    const routePath = routePaths.get(moduleName)
    const key = manifestKeyOf(moduleName)
    const isCodeSplit = key !== undefined && manifest[key] !== undefined
    const layoutKeys = (routePath?.layouts ?? [])
      .map(manifestKeyOf)
      .filter((layoutKey) => layoutKey !== undefined)
    const keys = staticClosure(manifest, [entry, ...(isCodeSplit ? [key] : []), ...layoutKeys])
    const files = filesOf(manifest, keys)
    const js = await totalSizes(webRoot, files.js)
    const label =
      routePath?.path ?? `routes/${routeFiles[moduleNames.indexOf(moduleName)] ?? moduleName}`
    const isBudgeted = !routePath?.isLayout && (BUDGETED_PATHS as readonly string[]).includes(label)
    routes.push({
      label,
      module: moduleName,
      isRouted: routePath !== undefined,
      isLayout: routePath?.isLayout ?? false,
      isCodeSplit,
      js,
      css: await totalSizes(webRoot, files.css),
      jsFiles: files.js,
      cssFiles: files.css,
      budgetGzipBytes: isBudgeted ? JS_BUDGET_GZIP_BYTES : null,
      isOverBudget: isBudgeted && js.gzip > JS_BUDGET_GZIP_BYTES,
    })
    if (!isCodeSplit && !routePath?.isLayout && routePath !== undefined) {
      notes.push(
        `${label} (routes/${moduleName}) has no chunk of its own: it is bundled into the entry or another chunk (not code-split).`,
      )
    }
  }
  for (const budgeted of BUDGETED_PATHS) {
    if (routes.length > 0 && !routes.some((row) => row.label === budgeted && !row.isLayout)) {
      notes.push(`No route module found for ${budgeted}: its budget is not checked.`)
    }
  }
  const unrouted = routes.filter((row) => !row.isRouted).map((row) => row.label)
  if (unrouted.length > 0) {
    notes.push(
      `Not a page of the router (error elements, or a router this script cannot read): ${unrouted.join(', ')}.`,
    )
  }
  routes.sort((a, b) => a.label.localeCompare(b.label))

  const largestChunks: ChunkSize[] = []
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue
    largestChunks.push({
      file: chunk.file,
      name: chunk.name ?? path.basename(chunk.file, '.js'),
      sizes: await fileSizes(webRoot, chunk.file),
      routeCount: routes.filter((row) => row.jsFiles.includes(chunk.file)).length,
    })
  }
  largestChunks.sort((a, b) => b.sizes.gzip - a.sizes.gzip)
  return { initial, routes, largestChunks: largestChunks.slice(0, 5), notes }
}
