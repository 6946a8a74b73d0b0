/**
 * NUL (U+0000) in text a request carries. PostgreSQL's text cannot hold it: a query given one
 * fails, which the API would answer as a server error. Nobody types it, so the API refuses any
 * request that carries one (in its URL, its query, its path or its JSON body) before a route
 * reads it, with the message below.
 */

export const NUL_CHARACTER_MESSAGE =
  'Your request contains a character we cannot accept (a null character). Please remove it and try again.'

/** A raw request URL names a NUL only as `%00`: Node refuses the byte itself in a URL. */
export function urlHasNulCharacter(url: string): boolean {
  return url.includes('%00')
}

/** Whether a parsed value (a JSON body, a query object) holds a NUL in any string or key. */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  // JSON bodies are capped at 64 KB; the depth cap keeps a pathological nesting from recursing far.
  if (typeof value !== 'object' || value === null || depth > 64) return false
  if (Array.isArray(value)) return value.some((entry) => hasNulCharacter(entry, depth + 1))
  // A Buffer or other binary body (a product photo) is bytes, not text.
  if (ArrayBuffer.isView(value)) return false
  return Object.entries(value).some(
    ([key, entry]) => key.includes('\u0000') || hasNulCharacter(entry, depth + 1),
  )
}
