import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_SESSION_MS,
  isOwner,
  isSessionLive,
  OWNER_SESSION_MS,
  sessionLifetimeMs,
  type OwnerCandidate,
} from './sessions'

const proven = new Date('2026-11-23T10:00:00Z')
const LISTED = ['owner@example.ng']

describe('isOwner', () => {
  it.each<[string, Partial<OwnerCandidate>, boolean]>([
    ['listed, verified with the mailbox', {}, true],
    ['listed, verified before decision 008', { mailboxProvenAt: null }, false],
    ['listed but unverified', { verified: false }, false],
    ['not listed', { email: 'someone@example.ng' }, false],
    ['not listed, granted by admin:create', { email: 'someone@example.ng', role: 'admin' }, true],
    ['granted by admin:create before the proof', { role: 'admin', mailboxProvenAt: null }, false],
    ['granted but unverified', { role: 'admin', verified: false }, false],
  ])('%s → %s', (_, change, expected) => {
    const account: OwnerCandidate = {
      email: 'owner@example.ng',
      verified: true,
      mailboxProvenAt: proven,
      role: 'customer',
      ...change,
    }
    expect(isOwner(account, LISTED)).toBe(expected)
  })

  it('reads the list as given: an email removed from it is no owner', () => {
    const account = {
      email: 'owner@example.ng',
      verified: true,
      mailboxProvenAt: proven,
      role: 'customer',
    } as const
    expect(isOwner(account, LISTED)).toBe(true)
    expect(isOwner(account, [])).toBe(false)
  })
})

describe('sessions', () => {
  it('lasts 7 days for a customer, 12 hours for an owner', () => {
    expect(sessionLifetimeMs(false)).toBe(CUSTOMER_SESSION_MS)
    expect(sessionLifetimeMs(true)).toBe(12 * 60 * 60 * 1000)
  })

  const createdAt = new Date('2026-11-23T00:00:00Z')
  const at = (ms: number) => new Date(createdAt.getTime() + ms)
  interface StoredSession {
    createdAt: Date
    expiresAt: Date
    revokedAt: Date | null
  }
  const week: StoredSession = { createdAt, expiresAt: at(CUSTOMER_SESSION_MS), revokedAt: null }

  it.each<[string, StoredSession, boolean, number, boolean]>([
    ['a customer before expiry', week, false, CUSTOMER_SESSION_MS - 1, true],
    ['a customer at expiry', week, false, CUSTOMER_SESSION_MS, false],
    ['a revoked session', { ...week, revokedAt: at(1) }, false, 2, false],
    ['a promoted customer session, owner, under 12 h', week, true, OWNER_SESSION_MS - 1, true],
    ['a promoted customer session, owner, at 12 h', week, true, OWNER_SESSION_MS, false],
    [
      'an owner session at its own expiry',
      { ...week, expiresAt: at(OWNER_SESSION_MS) },
      true,
      OWNER_SESSION_MS,
      false,
    ],
  ])('%s', (_, session, owner, elapsed, live) => {
    expect(isSessionLive(session, owner, at(elapsed))).toBe(live)
  })
})
