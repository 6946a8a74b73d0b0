import type { PreparedResponse } from '../products/prepared-response.js'

export interface CachedPage {
  /** The catalogue version the page was rendered from. */
  version: string
  status: number
  body: PreparedResponse
}

/**
 * Rendered pages by render URL (seo/page-url.ts: unknown parameters dropped, known ones written
 * one way), at most `maxEntries` (the least recently used go first), so the size is bounded
 * against a crawler or an attacker inventing paths. An entry is only served while its catalogue
 * version is current.
 */
export function createPageCache(maxEntries: number) {
  const entries = new Map<string, CachedPage>()
  return {
    get(url: string, version: string): CachedPage | undefined {
      const entry = entries.get(url)
      if (!entry) return undefined
      if (entry.version !== version) {
        entries.delete(url)
        return undefined
      }
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      entries.delete(url)
      entries.set(url, entry)
      return entry
    },
    set(url: string, page: CachedPage): void {
      entries.delete(url)
      entries.set(url, page)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    get size() {
      return entries.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
