import { COMMON_PASSWORD_MESSAGE } from '@scentia/domain/auth/common-password'
import {
  unsafeCharacterMessage,
  type UnsafeCharacterKind,
} from '@scentia/domain/text/unsafe-characters'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { shippingDetailsSchema as shippingSchema } from '@scentia/domain/checkout/shipping-details'
import {
  bearer,
  createVerifiedUser,
  randomIp,
  readOutbox,
  signUp,
  TEST_ADDRESS,
  TEST_PASSWORD,
  tokenFromMail,
  uniqueEmail,
  waitForMail,
} from './account-fixtures.js'

/**
 * Input and account abuse (docs/security.md): invisible and control characters in what is echoed
 * to other people, common passwords, and the account-exists mail as a mail bomb.
 */

let now = new Date('2026-11-22T12:00:00Z')
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms)
}
const MINUTE = 60_000

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now })
})
afterAll(() => t.close())
beforeEach(() => {
  // Every test starts well after the last one's throttles.
  advance(24 * 60 * MINUTE)
})

const request = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { 'x-forwarded-for': randomIp(), ...headers } })

const mailsTo = async (email: string) =>
  (await readOutbox(t.app)).filter((mail) => mail.to === email)

/** Lets background mail tasks settle before asserting that nothing more was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

const BAD: [UnsafeCharacterKind, string][] = [
  ['control', 'Ada\nBcc: victim@example.ng'],
  ['control', 'Ada\u0000Obi'],
  ['control', 'Ada\u0085Obi'], // C1
  ['zero-width', 'Scentia\u200bSupport'],
  ['zero-width', '\ufeffAda'],
  ['bidi', 'Ada\u202egnp.exe'],
  ['bidi', 'Ada\u2066Obi\u2069'],
]

describe('names and free text refuse control, zero-width and bidi characters', () => {
  it.each(BAD)('sign-up full name with a %s character (%j)', async (kind, name) => {
    const email = uniqueEmail()
    const res = await request('POST', '/api/signup', {
      full_name: name,
      email,
      password: TEST_PASSWORD,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      message: unsafeCharacterMessage('Full name', kind),
    })
    await settle()
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it.each(BAD)('profile full name with a %s character (%j)', async (kind, name) => {
    const user = await createVerifiedUser(t.app)
    const res = await request(
      'PUT',
      `/api/user/update/${user.userId}`,
      { full_name: name, phone_number: '0803 123 4567' },
      bearer(user.accessToken),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(unsafeCharacterMessage('Full name', kind))
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(user.accessToken),
    })
    expect(profile.json().user.full_name).toBe('Adaeze Okafor')
  })

  it.each(BAD)('a new address with a %s character (%j)', async (kind, street) => {
    const user = await createVerifiedUser(t.app)
    const res = await request(
      'POST',
      `/api/user/add-address/${user.userId}`,
      { ...TEST_ADDRESS, street_address: street },
      bearer(user.accessToken),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(unsafeCharacterMessage('Street address', kind))
  })

  it.each(BAD)('contact form name with a %s character (%j)', async (kind, name) => {
    const res = await request('POST', '/api/contact', {
      name,
      email: uniqueEmail('contact'),
      topic: 'other',
      message: 'Where is my parcel, please?',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(unsafeCharacterMessage('Full name', kind))
  })

  it.each([
    ['control', 'Please call me.\u0007'],
    ['control', 'Tabs\tare not paragraphs'],
    ['zero-width', 'Please\u200b call me back.'],
    ['bidi', 'Please call me \u202eback.'],
  ] as const)('contact message with a %s character (%j)', async (kind, message) => {
    const res = await request('POST', '/api/contact', {
      name: 'Tolu Adebayo',
      email: uniqueEmail('contact'),
      topic: 'other',
      message,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(unsafeCharacterMessage('Message', kind, { multiline: true }))
  })

  it.each(BAD)('checkout recipient name with a %s character (%j)', (kind, name) => {
    const result = shippingSchema.shape.full_name.safeParse(name)
    expect(result.error?.issues[0]?.message).toBe(unsafeCharacterMessage('Full name', kind))
  })

  it('the contact message keeps its line breaks, and names keep their accents', async () => {
    const res = await request('POST', '/api/contact', {
      name: 'Chúkwúèmẹ́kà Ọ̀kọ́',
      email: uniqueEmail('contact'),
      topic: 'other',
      message: 'Hello,\r\n\r\nMy parcel has not arrived.\nThank you.',
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('common passwords are refused', () => {
  // Each meets the one rule (all five criteria, decision 033), and is on leaked-password lists.
  it.each(['P@ssw0rd', 'Pa$$w0rd', 'Sasha_007', '1Qaz!qaz'])('at sign-up: %s', async (password) => {
    const email = uniqueEmail()
    const res = await request('POST', '/api/signup', { full_name: 'Ada', email, password })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message: COMMON_PASSWORD_MESSAGE })
    await settle()
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('at sign-up, the same answer whether or not the email has an account', async () => {
    const owner = await createVerifiedUser(t.app)
    const res = await request('POST', '/api/signup', {
      full_name: 'Ada',
      email: owner.email,
      password: 'P@ssw0rd',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(COMMON_PASSWORD_MESSAGE)
  })

  it('at reset, and the link still works for a better password', async () => {
    const user = await createVerifiedUser(t.app)
    await request('POST', '/api/send-reset-link', { email: user.email })
    const token = tokenFromMail(
      await waitForMail(t.app, user.email, { count: 2 }),
      '/reset-password',
    )
    const refused = await request('POST', '/api/reset-password', {
      token,
      new_password: 'Pa$$w0rd',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(COMMON_PASSWORD_MESSAGE)
    const accepted = await request('POST', '/api/reset-password', {
      token,
      new_password: 'Fresh#Start1',
    })
    expect(accepted.statusCode).toBe(200)
  })

  it("in settings' password change (all five rules met, still common)", async () => {
    const user = await createVerifiedUser(t.app)
    const res = await request(
      'POST',
      '/api/user/change_password',
      { oldPassword: user.password, newPassword: 'Sasha_007' },
      bearer(user.accessToken),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(COMMON_PASSWORD_MESSAGE)
    // Nothing changed: the old password still signs in.
    const login = await request('POST', '/api/login', {
      email: user.email,
      password: user.password,
    })
    expect(login.statusCode).toBe(200)
  })
})

describe('the "you already have an account" mail', () => {
  it('goes out at most once a minute per account; the sign-up answer never changes', async () => {
    const owner = await createVerifiedUser(t.app)
    const attempt = () =>
      request('POST', '/api/signup', {
        full_name: 'Someone',
        email: owner.email,
        password: 'Other#Pass9',
      })
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await attempt())
    await waitForMail(t.app, owner.email, { count: 2 })
    await settle()
    const notices = (await mailsTo(owner.email)).filter(
      (mail) => mail.subject === 'You already have a Scentia account',
    )
    expect(notices).toHaveLength(1)
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201)
      expect(answer.json()).toEqual(answers[0]?.json())
    }

    advance(MINUTE)
    await attempt()
    await waitForMail(t.app, owner.email, { count: 3 })
    await settle()
    expect(
      (await mailsTo(owner.email)).filter(
        (mail) => mail.subject === 'You already have a Scentia account',
      ),
    ).toHaveLength(2)
  })

  it('holds when sign-ups race (one row per account in the database)', async () => {
    const owner = await createVerifiedUser(t.app)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request('POST', '/api/signup', {
          full_name: 'Someone',
          email: owner.email,
          password: 'Other#Pass9',
        }),
      ),
    )
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true)
    await waitForMail(t.app, owner.email, { count: 2 })
    await settle()
    expect(await mailsTo(owner.email)).toHaveLength(2) // the verification link and one notice
  })

  it('holds across two app instances on one database (no per-process memory)', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      clock: () => now,
    })
    try {
      await second.ready()
      const owner = await createVerifiedUser(t.app)
      const payload = { full_name: 'Someone', email: owner.email, password: 'Other#Pass9' }
      const answers = await Promise.all(
        [t.app, second, t.app, second].map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/signup',
            payload,
            headers: { 'x-forwarded-for': randomIp() },
          }),
        ),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201])
      await waitForMail(t.app, owner.email, { count: 2 })
      await settle()
      expect(await mailsTo(owner.email)).toHaveLength(2)
    } finally {
      await second.close()
    }
  })

  it('a fresh sign-up still gets its verification mail', async () => {
    const account = await signUp(t.app)
    expect((await waitForMail(t.app, account.email)).subject).toBe(
      'Verify your email to finish creating your Scentia account',
    )
  })
})
