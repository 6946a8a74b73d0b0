import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { sessions, users } from '../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import {
  demoteByEmail,
  listedAccountsAwaitingProof,
  promoteByEmail,
} from '../admin/admin-accounts.repository.js'
import {
  bearer,
  createVerifiedUser,
  randomIp,
  signUp,
  TEST_ADDRESS,
  tokenFromMail,
  uniqueEmail,
  waitForMail,
} from './account-fixtures.js'
import { deleteEndedSessions } from './sessions.repository.js'

/**
 * Decision 008: the mailbox proves the account, and sessions end on the
 * server. Each test here failed on the code before that decision.
 */

let now = new Date('2026-11-23T08:00:00Z')
const clock = () => now
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms)
}
const MINUTE = 60_000
const HOUR = 60 * MINUTE

const OWNER_EMAIL = 'owner-008@example.ng'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ adminEmails: [OWNER_EMAIL] }, { clock })
})
afterAll(() => t.close())
beforeEach(() => {
  // Past the previous test's mail throttles and login windows.
  advance(24 * HOUR)
})

const post = (
  app: FastifyInstance,
  url: string,
  payload: object = {},
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': randomIp(), ...headers },
  })

const login = (app: FastifyInstance, email: string, password: string) =>
  post(app, '/api/login', { email, password })

const profileStatus = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode

const consoleStatus = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(token) })).statusCode

const accessToken = (res: { json: () => unknown }) =>
  (res.json() as { access_token: string }).access_token

function claims(token: string): { sub: string; sid: string; iat: number; exp: number } {
  const [, payload = ''] = token.split('.')
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReturnType<typeof claims>
}

const verify = (app: FastifyInstance, token: string, password: string) =>
  post(app, '/api/verify', { token, ...TEST_ADDRESS, phone_number: '08031234567', password })

describe('account pre-hijacking (docs/product.md §6)', () => {
  const ATTACKER = 'Attacker#Pass1'
  const OWNER = 'Owner#Pass2026'

  /**
   * The attacker signs up first with the owner's email, then the owner signs up: the mailbox
   * holds two links, one from each sign-up.
   */
  async function bothSignUps(email: string) {
    await signUp(t.app, { email, password: ATTACKER, full_name: 'Not The Owner' })
    const attackersLink = tokenFromMail(await waitForMail(t.app, email), '/verification')
    advance(MINUTE)
    await signUp(t.app, { email, password: OWNER, full_name: 'Real Owner' })
    const ownersLink = tokenFromMail(await waitForMail(t.app, email, { count: 2 }), '/verification')
    expect(ownersLink).not.toBe(attackersLink)
    return { attackersLink, ownersLink }
  }

  it.each(['ownersLink', 'attackersLink'] as const)(
    'the attacker’s password never signs in once the owner completes registration (%s)',
    async (which) => {
      const email = uniqueEmail('prehijack')
      const links = await bothSignUps(email)
      // Before verification, the attacker's password only learns "unverified" (204, no session).
      expect((await login(t.app, email, ATTACKER)).statusCode).toBe(204)

      const completed = await verify(t.app, links[which], OWNER)
      expect(completed.statusCode).toBe(200)

      const attacker = await login(t.app, email, ATTACKER)
      expect(attacker.statusCode).toBe(401)
      expect(attacker.json().message).toBe('Invalid email or password')
      expect((await login(t.app, email, OWNER)).statusCode).toBe(200)
      // The other link is spent with it: nobody completes registration a second time.
      const other = which === 'ownersLink' ? links.attackersLink : links.ownersLink
      expect((await verify(t.app, other, ATTACKER)).statusCode).toBe(400)
      expect((await login(t.app, email, ATTACKER)).statusCode).toBe(401)
    },
  )

  it('with ADMIN_EMAILS, the console is the mailbox owner’s and never the attacker’s', async () => {
    const { ownersLink } = await bothSignUps(OWNER_EMAIL)
    const completed = await verify(t.app, ownersLink, OWNER)
    expect(await consoleStatus(t.app, accessToken(completed))).toBe(200)
    expect((await login(t.app, OWNER_EMAIL, ATTACKER)).statusCode).toBe(401)
    const owner = await login(t.app, OWNER_EMAIL, OWNER)
    expect(await consoleStatus(t.app, accessToken(owner))).toBe(200)
  })

  it('the verification form asks for the password: without it nothing is verified', async () => {
    const { email, password } = await signUp(t.app)
    const token = tokenFromMail(await waitForMail(t.app, email), '/verification')
    const res = await post(t.app, '/api/verify', {
      token,
      ...TEST_ADDRESS,
      phone_number: '08031234567',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('All fields are required')
    expect((await login(t.app, email, password)).statusCode).toBe(204)
  })
})

describe('owners (ADMIN_EMAILS and admin:create)', () => {
  /** An account verified before decision 008: its password was never proven by the mailbox. */
  async function legacyVerified(email: string) {
    const user = await createVerifiedUser(t.app, { email })
    await t.database.db
      .update(users)
      .set({ mailboxProvenAt: null })
      .where(eq(users.id, user.userId))
    return user
  }

  it('promotes only accounts whose mailbox chose the password; a reset proves it again', async () => {
    const t2 = await buildTestApp({ adminEmails: ['legacy-owner@example.ng'] }, { clock })
    try {
      const listed = await createVerifiedUser(t2.app, { email: 'legacy-owner@example.ng' })
      await t2.database.db
        .update(users)
        .set({ mailboxProvenAt: null })
        .where(eq(users.id, listed.userId))
      const before = await login(t2.app, listed.email, listed.password)
      expect(await consoleStatus(t2.app, accessToken(before))).toBe(403)
      // What the start-up warning counts.
      expect(await listedAccountsAwaitingProof(t2.database.db, [listed.email])).toEqual([
        listed.email,
      ])

      const scripted = await legacyVerified(uniqueEmail('legacy-script'))
      expect(await promoteByEmail(t.database.db, scripted.email, now)).toBe('not-proven')
      const unverified = await signUp(t.app)
      expect(await promoteByEmail(t.database.db, unverified.email, now)).toBe('not-proven')
      expect(await consoleStatus(t.app, scripted.accessToken)).toBe(403)

      // A reset from the mailbox proves it: both ways of making an owner work from then on.
      for (const [app, user] of [
        [t2.app, listed],
        [t.app, scripted],
      ] as const) {
        await post(app, '/api/send-reset-link', { email: user.email })
        const token = tokenFromMail(
          await waitForMail(app, user.email, { count: 2 }),
          '/reset-password',
        )
        expect(
          (await post(app, '/api/reset-password', { token, new_password: 'Proven#Again1' }))
            .statusCode,
        ).toBe(200)
      }
      expect(await promoteByEmail(t.database.db, scripted.email, now)).toBe('promoted')
      expect(await listedAccountsAwaitingProof(t2.database.db, [listed.email])).toEqual([])
      for (const [app, user] of [
        [t2.app, listed],
        [t.app, scripted],
      ] as const) {
        const after = await login(app, user.email, 'Proven#Again1')
        expect(await consoleStatus(app, accessToken(after))).toBe(200)
      }
    } finally {
      await t2.close()
    }
  })

  it('removing an email from ADMIN_EMAILS demotes it; admin:create’s grant lasts until --remove', async () => {
    const listedEmail = uniqueEmail('listed')
    const scriptedEmail = uniqueEmail('scripted')
    const config = { ...t.config, adminEmails: [listedEmail] }
    const listedApp = await buildApp({ config, database: t.database, logger: false, clock })
    const unlistedApp = await buildApp({
      config: { ...config, adminEmails: [] },
      database: t.database,
      logger: false,
      clock,
    })
    try {
      const listed = await createVerifiedUser(listedApp, { email: listedEmail })
      const scripted = await createVerifiedUser(listedApp, { email: scriptedEmail })
      expect(await promoteByEmail(t.database.db, scriptedEmail, now)).toBe('promoted')
      expect(await consoleStatus(listedApp, listed.accessToken)).toBe(200)
      expect(await consoleStatus(listedApp, scripted.accessToken)).toBe(200)

      // The same database, a process started without the email in its list: no owner.
      expect(await consoleStatus(unlistedApp, listed.accessToken)).toBe(403)
      const again = await login(unlistedApp, listed.email, listed.password)
      expect(await consoleStatus(unlistedApp, accessToken(again))).toBe(403)
      expect(await consoleStatus(unlistedApp, scripted.accessToken)).toBe(200)

      expect(await demoteByEmail(t.database.db, scriptedEmail, now)).toBe('demoted')
      expect(await consoleStatus(unlistedApp, scripted.accessToken)).toBe(403)
      // Still listed on the other process: the list is its own grant.
      expect(await consoleStatus(listedApp, listed.accessToken)).toBe(200)
    } finally {
      await listedApp.close()
      await unlistedApp.close()
    }
  })

  it('an owner’s session lasts 12 hours, its JWT too; a customer’s runs on', async () => {
    const owner = await createVerifiedUser(t.app, { email: uniqueEmail('twelve') })
    await promoteByEmail(t.database.db, owner.email, now)
    const customer = await createVerifiedUser(t.app)
    const ownerLogin = await login(t.app, owner.email, owner.password)
    const ownerToken = accessToken(ownerLogin)
    const { iat, exp } = claims(ownerToken)
    expect(exp - iat).toBe(12 * 3600)
    const customerToken = accessToken(await login(t.app, customer.email, customer.password))
    expect(claims(customerToken).exp - claims(customerToken).iat).toBe(7 * 24 * 3600)

    advance(12 * HOUR - 1000)
    expect(await consoleStatus(t.app, ownerToken)).toBe(200)
    advance(1000)
    expect(await profileStatus(t.app, ownerToken)).toBe(401)
    expect(await profileStatus(t.app, customerToken)).toBe(200)
    // The session from before the promotion (a customer's, 7 days) ended 12 h after it began too.
    expect(await profileStatus(t.app, owner.accessToken)).toBe(401)
  })
})

describe('sessions that end (docs/product.md §6)', () => {
  it('POST /api/logout ends that session on the server, and only that one', async () => {
    const user = await createVerifiedUser(t.app)
    const other = accessToken(await login(t.app, user.email, user.password))
    const res = await post(t.app, '/api/logout', {}, bearer(user.accessToken))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Signed out successfully' })
    expect(await profileStatus(t.app, user.accessToken)).toBe(401)
    expect(await profileStatus(t.app, other)).toBe(200)
    // Signing out twice, or without a token, is a 401 like any other call without a session.
    expect((await post(t.app, '/api/logout', {}, bearer(user.accessToken))).statusCode).toBe(401)
    expect((await post(t.app, '/api/logout')).statusCode).toBe(401)
  })

  it('a password change in settings ends every other session and keeps this one', async () => {
    const user = await createVerifiedUser(t.app)
    const laptop = accessToken(await login(t.app, user.email, user.password))
    const phone = accessToken(await login(t.app, user.email, user.password))
    const res = await post(
      t.app,
      '/api/user/change_password',
      { oldPassword: user.password, newPassword: 'Newer#Pass1' },
      bearer(laptop),
    )
    expect(res.statusCode).toBe(200)
    expect(await profileStatus(t.app, laptop)).toBe(200)
    expect(await profileStatus(t.app, phone)).toBe(401)
    expect(await profileStatus(t.app, user.accessToken)).toBe(401)
  })

  it('a reset ends every session', async () => {
    const user = await createVerifiedUser(t.app)
    const second = accessToken(await login(t.app, user.email, user.password))
    await post(t.app, '/api/send-reset-link', { email: user.email })
    const token = tokenFromMail(
      await waitForMail(t.app, user.email, { count: 2 }),
      '/reset-password',
    )
    // Within the same second as the sessions began: revocation is by row, not by timestamp.
    const res = await post(t.app, '/api/reset-password', { token, new_password: 'Fresh#Start1' })
    expect(res.statusCode).toBe(200)
    expect(await profileStatus(t.app, user.accessToken)).toBe(401)
    expect(await profileStatus(t.app, second)).toBe(401)
  })

  it('holds across API processes: a sign-out on one is refused on the other', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false, clock })
    try {
      const user = await createVerifiedUser(t.app)
      expect(await profileStatus(other, user.accessToken)).toBe(200)
      expect((await post(other, '/api/logout', {}, bearer(user.accessToken))).statusCode).toBe(200)
      expect(await profileStatus(t.app, user.accessToken)).toBe(401)
      expect(await profileStatus(other, user.accessToken)).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('refuses a well-signed token that names no session (tokens from before decision 008)', async () => {
    const user = await createVerifiedUser(t.app)
    const key = new TextEncoder().encode(t.config.jwtSecret)
    const issuedAt = Math.floor(now.getTime() / 1000)
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key)
    const foreign = await new SignJWT({ sid: claims(user.accessToken).sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String((await createVerifiedUser(t.app)).userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key)
    expect(await profileStatus(t.app, legacy)).toBe(401)
    // Another user's session id under one's own `sub` opens nothing either.
    expect(await profileStatus(t.app, foreign)).toBe(401)
  })

  it('cleans up ended sessions and keeps the live ones', async () => {
    const signedOut = await createVerifiedUser(t.app)
    await post(t.app, '/api/logout', {}, bearer(signedOut.accessToken))
    const live = await createVerifiedUser(t.app)
    const expiring = await createVerifiedUser(t.app)
    advance(7 * 24 * HOUR - HOUR)
    const fresh = accessToken(await login(t.app, live.email, live.password))
    advance(HOUR)
    const removed = await deleteEndedSessions(t.database.db, now)
    expect(removed).toBeGreaterThanOrEqual(2)
    const remaining = new Set(
      (await t.database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id),
    )
    expect(remaining.has(claims(signedOut.accessToken).sid)).toBe(false)
    expect(remaining.has(claims(expiring.accessToken).sid)).toBe(false)
    expect(remaining.has(claims(fresh).sid)).toBe(true)
    expect(await profileStatus(t.app, fresh)).toBe(200)
  })
})
