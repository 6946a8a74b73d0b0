import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { bearer, createVerifiedUser, uniqueEmail } from './account-fixtures.js'
import { loginFailures, users } from '../../db/schema/index.js'
import {
  createPasswordHasher,
  DEFAULT_HASHING_LIMITS,
  type PasswordHasher,
} from './password-hasher.js'

/**
 * The sign-in limits (decision 009, docs/security.md) hold against parallel guesses, on every process,
 * for every route that judges a password. Run on PostgreSQL too (the race was measured there).
 */

/** The real argon2 hasher, counting the password checks it is asked to make. */
function countingHasher() {
  const inner = createPasswordHasher()
  const counts = { verify: 0 }
  const hasher: PasswordHasher = {
    hash: (password) => inner.hash(password),
    verify: (passwordHash, password) => {
      counts.verify++
      return inner.verify(passwordHash, password)
    },
    verifyNobody: (password) => {
      counts.verify++
      return inner.verifyNobody(password)
    },
  }
  return { hasher, counts }
}

let now = new Date('2026-11-23T09:00:00Z')
const clock = () => now
const counting = countingHasher()
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({}, { clock, passwordHasher: counting.hasher })
})
afterAll(() => t.close())
beforeEach(() => {
  // Every test starts after the last one's windows.
  now = new Date(now.getTime() + 24 * 3600_000)
  counting.counts.verify = 0
})

const login = (app: TestApp['app'], email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  })

const TOO_MANY =
  'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.'

describe('sign-in attempts are reserved before the hash is checked', () => {
  it('judges at most 5 of 30 parallel wrong passwords on one account; the rest are 429', async () => {
    const user = await createVerifiedUser(t.app)
    counting.counts.verify = 0
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t.app, user.email, `Wrong#Pass${i}`, `198.51.100.${i + 1}`),
      ),
    )
    const statuses = answers.map((res) => res.statusCode)
    expect(counting.counts.verify).toBe(5)
    expect(statuses.filter((status) => status === 401)).toHaveLength(counting.counts.verify)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - counting.counts.verify)
    const refused = answers.find((res) => res.statusCode === 429)
    expect(refused?.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: TOO_MANY })
    // The right password is refused too until the window ends.
    expect((await login(t.app, user.email, user.password, '198.51.100.99')).statusCode).toBe(429)
  })

  it('holds across two API processes on one database', async () => {
    const user = await createVerifiedUser(t.app)
    const sibling = await buildSiblingApp(t, { clock, passwordHasher: counting.hasher })
    try {
      counting.counts.verify = 0
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login(i % 2 ? sibling : t.app, user.email, `Wrong#Pass${i}`, `192.0.2.${i + 1}`),
        ),
      )
      expect(counting.counts.verify).toBe(5)
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(
        20 - counting.counts.verify,
      )
    } finally {
      await sibling.close()
    }
  })

  it('cuts a spray of unknown emails from one address at 20, before hashing', async () => {
    counting.counts.verify = 0
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        login(t.app, uniqueEmail('spray'), 'Wrong#Pass1', '203.0.113.50'),
      ),
    )
    expect(counting.counts.verify).toBe(20)
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(counting.counts.verify)
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(
      30 - counting.counts.verify,
    )
  })

  it('counts an IPv6 client by its /64: fresh addresses in one prefix share the 20', async () => {
    for (let i = 1; i <= 20; i++) {
      const res = await login(
        t.app,
        uniqueEmail('v6'),
        'Wrong#Pass1',
        `2001:db8:aa:bb::${i.toString(16)}`,
      )
      expect(res.statusCode).toBe(401)
    }
    const user = await createVerifiedUser(t.app)
    expect(
      (await login(t.app, user.email, user.password, '2001:db8:aa:bb:ffff::1')).statusCode,
    ).toBe(429)
    // The neighbouring /64 is another subscriber.
    expect((await login(t.app, user.email, user.password, '2001:db8:aa:bc::1')).statusCode).toBe(
      200,
    )
  })

  it('still forgives an account its failures after the right password', async () => {
    const user = await createVerifiedUser(t.app)
    for (let i = 0; i < 4; i++) await login(t.app, user.email, 'Wrong#Pass1', '192.0.2.200')
    expect((await login(t.app, user.email, user.password, '192.0.2.200')).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) {
      expect((await login(t.app, user.email, 'Wrong#Pass1', '192.0.2.201')).statusCode).toBe(401)
    }
  })
})

describe('DELETE /api/user/account counts its password checks against the sign-in limits', () => {
  const deleteAccount = (accessToken: string, password: string, ip = '192.0.2.77') =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { ...bearer(accessToken), 'x-forwarded-for': ip },
      payload: { password },
    })

  it('refuses the 6th guess with 429, even the right password, and locks sign-in too', async () => {
    const user = await createVerifiedUser(t.app)
    for (let i = 0; i < 5; i++) {
      const res = await deleteAccount(user.accessToken, `Wrong#Pass${i}`, `192.0.2.${80 + i}`)
      expect(res.statusCode).toBe(400)
    }
    counting.counts.verify = 0
    const locked = await deleteAccount(user.accessToken, user.password)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: TOO_MANY })
    expect(counting.counts.verify).toBe(0)
    expect((await login(t.app, user.email, user.password, '192.0.2.90')).statusCode).toBe(429)
    // The account is still there once the window has passed.
    now = new Date(now.getTime() + 15 * 60_000)
    expect((await login(t.app, user.email, user.password, '192.0.2.90')).statusCode).toBe(200)
  })

  it('judges at most 5 of 20 parallel guesses', async () => {
    const user = await createVerifiedUser(t.app)
    counting.counts.verify = 0
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        deleteAccount(user.accessToken, `Wrong#Pass${i}`, `198.18.0.${i + 1}`),
      ),
    )
    expect(counting.counts.verify).toBe(5)
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(
      20 - counting.counts.verify,
    )
  })

  it('sign-in failures count against deletion as well', async () => {
    const user = await createVerifiedUser(t.app)
    for (let i = 0; i < 5; i++) await login(t.app, user.email, 'Wrong#Pass1', '192.0.2.150')
    expect((await deleteAccount(user.accessToken, user.password)).statusCode).toBe(429)
  })
})

describe('a flood of password checks', () => {
  it('queues a bounded number for the hasher and answers the rest 503 at once, uncharged', async () => {
    let open: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (open = resolve))
    // Every check waits at the gate, so the hasher's slots and queue fill up.
    const stuck: PasswordHasher = {
      hash: (password) => gate.then(() => password),
      verify: () => gate.then(() => false),
      verifyNobody: () => gate.then(() => false as const),
    }
    const flood = await buildTestApp({}, { clock, passwordHasher: stuck })
    try {
      const capacity = DEFAULT_HASHING_LIMITS.concurrency + DEFAULT_HASHING_LIMITS.queue
      const emails = Array.from({ length: capacity + 5 }, () => uniqueEmail('flood'))
      const settled: number[] = []
      const answers = emails.map((email, i) =>
        login(flood.app, email, 'Wrong#Pass1', `100.64.${i >> 8}.${i & 255}`).then((res) => {
          settled.push(res.statusCode)
          return res
        }),
      )
      const deadline = Date.now() + 20_000
      while (settled.length < 5 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      // Five were refused while the others still wait: the queue does not grow past its bound.
      expect(settled).toEqual([503, 503, 503, 503, 503])
      open()
      const all = await Promise.all(answers)
      const refused = all.filter((res) => res.statusCode === 503)
      expect(refused).toHaveLength(5)
      expect(refused[0]?.json()).toEqual({
        success: false,
        code: 'SERVER_ERROR',
        message: 'Server error - please try again later',
      })
      expect(all.filter((res) => res.statusCode === 401)).toHaveLength(capacity)
      // A refused check was never judged, so it is not charged as a failure.
      const failures = await flood.database.db
        .select({ email: loginFailures.email })
        .from(loginFailures)
        .where(inArray(loginFailures.email, emails))
      expect(failures).toHaveLength(capacity)
    } finally {
      open()
      await flood.close()
    }
  })
})

// Argon2 failing to judge a password (here a stored hash it cannot read) is the shop's
// fault. It used to answer 401 as if the password were wrong, and count as a failed guess.
describe('a password argon2 cannot check', () => {
  it('answers the spec’s 5xx, logs it, and does not count as a wrong guess', async () => {
    const lines: string[] = []
    const logged = await buildSiblingApp(t, {
      clock,
      logger: { stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      const user = await createVerifiedUser(t.app)
      await t.database.db
        .update(users)
        .set({ passwordHash: 'not-an-argon2-hash' })
        .where(eq(users.email, user.email))
      const res = await login(logged, user.email, user.password, '192.0.2.210')
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({
        success: false,
        code: 'SERVER_ERROR',
        message: 'Server error - please try again later',
      })
      expect(lines.some((line) => line.includes('argon2 could not check the password'))).toBe(true)
      const failures = await t.database.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.email, user.email))
      expect(failures).toEqual([])
    } finally {
      await logged.close()
    }
  })
})
