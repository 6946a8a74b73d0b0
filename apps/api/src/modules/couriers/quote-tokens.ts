import {
  COURIER_QUOTE_TTL_MS,
  type CourierQuoteClaims,
} from '@scentia/domain/couriers/courier-quote'
import { MAX_QUOTE_TOKEN_LENGTH } from '@scentia/contracts/checkout'
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/*
 * The courier's quote, signed by the server that showed it (docs/decisions/044-couriers.md,
 * 2026-11-28 amendment): `<claims>.<mac>`, both base64url, the MAC an HMAC-SHA256 of the claims'
 * bytes keyed with COURIER_QUOTE_SECRET. The browser carries it from the shipping step to the
 * payment and cannot change a figure in it; the domain's `courierQuoteVerdict` decides whether it
 * still prices the order. The address and cart travel as sha256 digests of the domain's keys: the
 * token names no address in clear.
 */

const claimsSchema = z.object({
  fee: z.number().int().nonnegative(),
  courier: z.string().min(1).max(200),
  service: z.string().max(200),
  address: z.string().regex(/^[0-9a-f]{64}$/),
  cart: z.string().regex(/^[0-9a-f]{64}$/),
  expiresAt: z.number().int().nonnegative(),
}) satisfies z.ZodType<CourierQuoteClaims>

/** A domain key (addressKey, cartKey) as it is signed and compared: its sha256, in hex. */
export function quoteDigest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

export interface QuoteTokens {
  /** Signs what the shopper is shown; `address` and `cart` are the domain's keys. */
  sign(quote: {
    fee: number
    courier: string
    service: string
    address: string
    cart: string
  }): string
  /** The signed claims, or null when the token is not one this server signed (forged, altered). */
  read(token: string): CourierQuoteClaims | null
}

export function createQuoteTokens({
  secret,
  clock,
  ttlMs = COURIER_QUOTE_TTL_MS,
}: {
  secret: string
  clock: () => Date
  ttlMs?: number
}): QuoteTokens {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest()
  return {
    sign(quote) {
      const claims: CourierQuoteClaims = {
        fee: quote.fee,
        courier: quote.courier,
        service: quote.service,
        address: quoteDigest(quote.address),
        cart: quoteDigest(quote.cart),
        expiresAt: clock().getTime() + ttlMs,
      }
      const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')
      return `${payload}.${mac(payload).toString('base64url')}`
    },

    read(token) {
      if (token.length > MAX_QUOTE_TOKEN_LENGTH) return null
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return null
      const expected = mac(payload)
      const given = Buffer.from(signature, 'base64url')
      // Constant time: a forger learns nothing from how long the refusal took.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        return null
      }
      const claims = claimsSchema.safeParse(parsed)
      return claims.success ? claims.data : null
    },
  }
}
