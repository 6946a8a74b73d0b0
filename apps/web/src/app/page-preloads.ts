/** One entry of Vite's `.vite/manifest.json` (the fields read here). */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** Every manifest key a chunk needs before it runs: itself and its static imports, each once. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...seen]
}

/**
 * The script URLs a page's HTML should preload besides the shell's (decision 036): the matched
 * pages' chunks and what they import that the shell does not carry. The HTML already names the
 * entry and its imports; without these, the browser would ask for the page's chunk only after
 * the shell had run (main.tsx preloads it before hydrating), one more round trip on a slow line.
 */
export function pageChunkUrls(manifest: Manifest, pageModules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const shell = new Set(staticClosure(manifest, entries))
  return staticClosure(manifest, pageModules)
    .filter((key) => !shell.has(key))
    .map((key) => `/${manifest[key]?.file ?? ''}`)
    .filter((url) => url.endsWith('.js'))
}

/** `<link rel="modulepreload">` for each URL. */
export function modulePreloadTags(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('')
}

/** What the build's index.html asks for (Vite writes these tags): the shell's files. */
export interface ShellFiles {
  /** The entry chunks, each a `<script type="module">`. */
  entries: string[]
  /** What the entries import, nearest first: the shell's chunk, then Rolldown's runtime. */
  chunks: string[]
  stylesheets: string[]
}

export function shellFilesOf(manifest: Manifest): ShellFiles {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const closure = staticClosure(manifest, entries)
  const url = (file: string) => `/${file}`
  return {
    entries: entries.map((key) => url(manifest[key]?.file ?? '')),
    chunks: closure
      .filter((key) => !entries.includes(key))
      .map((key) => url(manifest[key]?.file ?? '')),
    stylesheets: [...new Set(closure.flatMap((key) => manifest[key]?.css ?? []))].map(url),
  }
}

/**
 * Every script and stylesheet a page's head asks for, in the order the browser should ask
 * (decision 036, amendment 2026-11-29 "the head's order"): the stylesheet, which the first paint
 * waits for; the shell's chunk, the largest file; the page's own chunks; then the entry and
 * Rolldown's runtime, which are tiny. A phone on HTTP/1.1 opens 6 connections to the shop and
 * Lighthouse's simulation does the same: with the stylesheet and the first screen's pictures in
 * flight, a seventh request waits for one to end, and named last (as Vite writes it) that was
 * the shell's chunk, so the page became interactive a whole stylesheet later.
 */
export function firstLoadTags(shell: ShellFiles, pageChunks: readonly string[]): string {
  const [shellChunk, ...restOfShell] = shell.chunks
  return [
    ...shell.stylesheets.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
    modulePreloadTags([...(shellChunk ? [shellChunk] : []), ...pageChunks, ...restOfShell]),
    ...shell.entries.map((url) => `<script type="module" crossorigin src="${url}"></script>`),
  ].join('')
}

/**
 * index.html without the tags Vite wrote for the shell's files, which `firstLoadTags` writes in
 * its own order. Unchanged where the build named none (development, tests without a build).
 */
export function withoutShellTags(template: string, shell: ShellFiles): string {
  const urls = new Set([...shell.entries, ...shell.chunks, ...shell.stylesheets])
  return template.replace(
    /\s*<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"[^>]*>(?:<\/script>)?/g,
    (tag, url: string) => (urls.has(url) ? '' : tag),
  )
}
