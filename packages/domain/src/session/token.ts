/** A token this close to its expiry is treated as expired and never sent (docs/product.md §S5, §S9). */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** base64url (RFC 4648 §5, unpadded or padded) to bytes; null when it is not base64url. */
function decodeBase64Url(text: string): number[] | null {
  const body = text.replace(/=+$/, '')
  if (body.length % 4 === 1) return null
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of body) {
    const value = BASE64URL.indexOf(char)
    if (value < 0) return null
    buffer = (buffer << 6) | value
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return bytes
}

/** UTF-8 bytes to text without TextDecoder (not in the ES library); null on invalid UTF-8. */
function decodeUtf8(bytes: number[]): string | null {
  try {
    return decodeURIComponent(
      bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    )
  } catch {
    return null
  }
}

/**
 * The claims of a JWT, read without checking its signature: the browser only needs to know
 * whether a token is worth sending; the API verifies every token it receives.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const bytes = decodeBase64Url(parts[1] ?? '')
  if (bytes === null) return null
  const json = decodeUtf8(bytes)
  if (json === null) return null
  try {
    const payload: unknown = JSON.parse(json)
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** When the token expires, in epoch milliseconds; null without a usable `exp` claim. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  if (!token) return null
  const exp = decodeJwtPayload(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
}

/**
 * Expired when missing, undecodable, lacking an expiry, or expiring within 30 seconds
 * (docs/product.md §S5). The margin covers the request's own trip, so the API never sees a token die
 * in flight.
 */
export function isTokenExpired(token: string | null | undefined, now: number): boolean {
  const expiresAt = tokenExpiresAt(token)
  return expiresAt === null || expiresAt - now <= TOKEN_EXPIRY_MARGIN_MS
}
