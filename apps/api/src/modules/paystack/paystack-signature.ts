import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header Paystack signs its webhooks with. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature'

/**
 * Paystack's webhook signature: HMAC-SHA512 of the request body with the secret key, in hex.
 * Paystack's own sample hashes JSON.stringify(body); we hash the raw bytes, because any
 * re-serialisation (key order, whitespace, unicode escapes) breaks the signature.
 */
export function signPaystackPayload(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex')
}

/** Constant-time comparison, so the answer's timing does not leak how much of a guess was right. */
export function isValidPaystackSignature(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secretKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = Buffer.from(signPaystackPayload(rawBody, secretKey), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
