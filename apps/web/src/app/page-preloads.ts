/** One entry of Vite's `.vite/manifest.json` (the fields read here). */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
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
