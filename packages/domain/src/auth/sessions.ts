/**
 * Who is a shop owner, and how long a session lasts (docs/product.md §6, decision 008). Pure: the API
 * evaluates these on every request with the account row it already loads, so a change of
 * `ADMIN_EMAILS` or of the stored grant takes effect at once on every process.
 */

const HOUR_MS = 60 * 60 * 1000

/** A shopper stays signed in across a week of evenings; sign-out and password changes end it sooner. */
export const CUSTOMER_SESSION_MS = 7 * 24 * HOUR_MS
/** An owner's session can change orders and prices: it ends within a working day (docs/product.md §6). */
export const OWNER_SESSION_MS = 12 * HOUR_MS

export interface OwnerCandidate {
  /** Lower-cased, as stored. */
  email: string
  verified: boolean
  /**
   * When someone who read the mailbox last chose the password (completing registration with a
   * password, or a reset). Null for accounts verified before decision 008.
   */
  mailboxProvenAt: Date | null
  /** The durable grant `npm run admin:create` writes. */
  role: 'customer' | 'admin'
}

/**
 * An owner is an account whose password was chosen by the mailbox's reader, and that is either
 * listed in ADMIN_EMAILS (read live: removing an email demotes it) or granted by admin:create.
 * Without the mailbox proof, neither makes an owner: a password chosen by whoever signed up first
 * with the owner's address must never open the console.
 */
export function isOwner(account: OwnerCandidate, adminEmails: readonly string[]): boolean {
  if (!account.verified || account.mailboxProvenAt === null) return false
  return account.role === 'admin' || adminEmails.includes(account.email)
}

/** How long a new session lasts for this kind of account. */
export function sessionLifetimeMs(owner: boolean): number {
  return owner ? OWNER_SESSION_MS : CUSTOMER_SESSION_MS
}

/**
 * Whether a stored session still opens the shop at `now`. An owner's session also ends
 * OWNER_SESSION_MS after it began, even one started as a customer's before a promotion.
 */
export function isSessionLive(
  session: { createdAt: Date; expiresAt: Date; revokedAt: Date | null },
  owner: boolean,
  now: Date,
): boolean {
  if (session.revokedAt !== null) return false
  const ends = owner
    ? Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + OWNER_SESSION_MS)
    : session.expiresAt.getTime()
  return now.getTime() < ends
}
