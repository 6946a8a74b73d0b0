import type { PreparedResponse } from '../catalogue/index.js'

export interface CachedPage {
  /** What the page shows of the catalogue, as `products.pageVersion` named it (decision 032). */
  version: string
  status: number
  body: PreparedResponse
}

export interface PageCacheLimits {
  /** Pages kept at most. */
  maxEntries: number
  /** Bytes kept at most, every encoding of every page counted; a bigger page is not kept. */
  maxBytes: number
}

/** The bytes a cached page holds: its identity body and each compressed copy. */
export function pageBytes(page: CachedPage): number {
  return page.body.identity.length + (page.body.br?.length ?? 0) + (page.body.gzip?.length ?? 0)
}

/**
 * Rendered pages by render URL (seo/page-url.ts: unknown parameters dropped, known ones written
 * one way), the least recently used going first past `maxEntries` pages or `maxBytes` bytes, so
 * the memory is bounded against a crawler or an attacker inventing paths, and against a few
 * huge pages (one `/shop` of the whole catalogue was 54 MB at 20,000 products). An entry is only
 * served while its version is current.
 */
export function createPageCache({ maxEntries, maxBytes }: PageCacheLimits) {
  const entries = new Map<string, CachedPage>()
  let bytes = 0

  function remove(url: string) {
    const entry = entries.get(url)
    if (!entry) return
    entries.delete(url)
    bytes -= pageBytes(entry)
  }

  return {
    get(url: string, version: string): CachedPage | undefined {
      const entry = entries.get(url)
      if (!entry) return undefined
      if (entry.version !== version) {
        remove(url)
        return undefined
      }
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      entries.delete(url)
      entries.set(url, entry)
      return entry
    },
    set(url: string, page: CachedPage): void {
      remove(url)
      const size = pageBytes(page)
      // Kept, it would push out every other page and still not fit: it is served, not kept.
      if (size > maxBytes) return
      entries.set(url, page)
      bytes += size
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        remove(oldest)
      }
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
