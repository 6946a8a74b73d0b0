import { useEffect, useSyncExternalStore } from 'react'

/** The browser's own list; nothing of it is sent to the server. */
export const RECENTLY_VIEWED_KEY = 'scentia:recently-viewed'
/** One row of tiles on the home page: eight at most. */
export const MAX_RECENTLY_VIEWED = 8

/** The list with `productId` first, without repeats, eight at most. */
export function withRecentlyViewed(list: readonly number[], productId: number): number[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, MAX_RECENTLY_VIEWED)
}

/**
 * The stored list, or empty. Storage can be switched off, full, or hold anything another tab or
 * an older build wrote: every failure reads as "nothing viewed", never as an error.
 */
export function readRecentlyViewed(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    // Product numbers (the `ids=` of GET /api/products); an older build's page ids drop out.
    const ids = parsed.filter(
      (id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
    )
    return [...new Set(ids)].slice(0, MAX_RECENTLY_VIEWED)
  } catch {
    return []
  }
}

export function recordRecentlyViewed(productId: number): void {
  try {
    const next = withRecentlyViewed(readRecentlyViewed(), productId)
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next))
    window.dispatchEvent(new Event(CHANGE_EVENT))
  } catch {
    // Private mode or a full quota: the row is a nicety, so the page goes on without it.
  }
}

/** Remembers that this product page was opened (after render, so the server never touches storage). */
export function useRecordRecentlyViewed(productId: number): void {
  useEffect(() => {
    recordRecentlyViewed(productId)
  }, [productId])
}

/** Told when this tab records a view; other tabs hear the browser's own `storage` event. */
const CHANGE_EVENT = 'scentia:recently-viewed'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** The same array while the stored text is the same: useSyncExternalStore compares by identity. */
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] }
function snapshot(): number[] {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(RECENTLY_VIEWED_KEY)
  } catch {
    return cached.ids
  }
  if (raw !== cached.raw) cached = { raw, ids: readRecentlyViewed() }
  return cached.ids
}

const NOTHING: number[] = []
const serverSnapshot = () => NOTHING

/**
 * The product numbers this browser viewed, most recent first. Empty on the server and while the page
 * hydrates (React renders the server snapshot first, then fills in from storage): the server
 * cannot know them, and rendering them at once would make the hydrated page differ from the
 * server's.
 */
export function useRecentlyViewed(): number[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}
