import { createHash, randomBytes } from 'node:crypto'

/** Verification links live a day, reset links an hour (docs/product.md §5). */
export const MAIL_TOKEN_TTL_MS = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
} as const
export type MailTokenPurpose = keyof typeof MAIL_TOKEN_TTL_MS

/** 256 random bits, URL-safe: the link's token. Only its hash is stored. */
export function createMailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashMailToken(token) }
}

/** SHA-256 suffices (no salt, no stretching): the token has 256 bits of entropy, not a password's. */
export function hashMailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
