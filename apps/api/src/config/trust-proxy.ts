import { isIP } from 'node:net'

/**
 * What Fastify's `trustProxy` accepts, narrowed to the forms the shop supports: `false` (no
 * proxy: the socket's peer is the client), a hop count (trust that many proxies in front of us),
 * or the proxies' own addresses and CIDRs. `true` trusts every `X-Forwarded-For` entry, so any
 * client could name its own address and walk around the per-address limits; it is kept for
 * local set-ups and tests (another check refuses it in production).
 */
export type TrustProxy = boolean | number | string[]

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string }

/** proxy-addr's (Fastify's) names for whole ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** The most proxies a request plausibly crosses; a larger count is a typo, not a topology. */
const MAX_HOPS = 10

/**
 * Reads `TRUST_PROXY`: unset, '' or 'false' → false; 'true' → true; '1' → 1 hop; otherwise a
 * comma list of addresses, CIDRs or named ranges. Anything else is refused: a proxy setting that
 * silently means something else decides who the per-address limits see as the client.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'false') return { ok: true, value: false }
  if (value === 'true') return { ok: true, value: true }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > MAX_HOPS) {
      return { ok: false, message: `TRUST_PROXY: ${value} hops is more than ${MAX_HOPS}` }
    }
    return { ok: true, value: hops === 0 ? false : hops }
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const invalid = entries.filter((entry) => !isProxyAddress(entry))
  if (invalid.length > 0) {
    return {
      ok: false,
      message: `TRUST_PROXY must be true, false, a hop count or proxy addresses/CIDRs; not ${invalid
        .map((entry) => JSON.stringify(entry))
        .join(', ')}`,
    }
  }
  return { ok: true, value: entries }
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * The setting in the form Fastify acts on. Fastify ignores a bare hop count on purpose (it
 * cannot tell the proxy from a client that reached the port directly and typed the header), so
 * a count becomes the equivalent function: the socket's peer and the next `hops − 1` forwarded
 * addresses are proxies, the one after them is the client. Saying `TRUST_PROXY=1` is the
 * operator's promise that the port is reachable only through that one proxy.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  return (_address, hop) => hop < value
}
