import { SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
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
import { findAccountByEmail } from './auth.repository.js'

const start = new Date('2026-11-22T12:00:00Z')
let now = start
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms)
}
const MINUTE = 60_000
const HOUR = 60 * MINUTE

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now })
})
afterAll(() => t.close())
beforeEach(() => {
  // Every test starts well after the last one's throttles and windows.
  advance(24 * HOUR)
})

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-forwarded-for': randomIp(), ...headers },
  })
/** The status POST /api/login answers these credentials (200 when they sign in). */
const signInStatus = async (email: string, password: string, headers?: Record<string, string>) =>
  (await post('/api/login', { email, password }, headers)).statusCode

/** What GET /api/profile answers this access token: 200 while its session lives, 401 after. */
const profileStatus = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) }))
    .statusCode

/** The account's id as the database holds it: sign-up's answer names none (decision 004). */
const accountId = async (email: string) => (await findAccountByEmail(t.database.db, email))?.id
const mailsTo = async (email: string) =>
  (await readOutbox(t.app)).filter((mail) => mail.to === email)

/** Lets background mail tasks settle before asserting that nothing was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('POST /api/signup', () => {
  it('creates the account, answers 201 with user_id and mails a verification link', async () => {
    const email = uniqueEmail()
    const res = await post('/api/signup', {
      full_name: 'Chidi Obi',
      email,
      password: TEST_PASSWORD,
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      message: 'Sign-up successful! Please check your email to verify your account.',
      user_id: 0,
    })
    const mail = await waitForMail(t.app, email)
    expect(mail.subject).toBe('Verify your email to finish creating your Scentia account')
    expect(mail.text).toContain('Hello Chidi,')
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verification\?token=[A-Za-z0-9_-]{43}/)
    expect(mail.html).toContain('SCENTIA')
    expect(mail.html).toContain('Complete Registration')
  })

  it('stores the email lower-cased, so case never makes a second account', async () => {
    const email = uniqueEmail()
    const first = await post('/api/signup', {
      full_name: 'Ada',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    })
    expect(first.statusCode).toBe(201)
    const id = await accountId(email)
    expect(id).toEqual(expect.any(Number))
    await post('/api/signup', { full_name: 'Ada', email, password: TEST_PASSWORD })
    expect(await accountId(email)).toBe(id)
    expect((await waitForMail(t.app, email)).to).toBe(email)
  })

  it.each([
    [{ email: 'a@b.ng', password: TEST_PASSWORD }, 'Full name is required'],
    [{ full_name: ' ', email: 'a@b.ng', password: TEST_PASSWORD }, 'Full name is required'],
    [{ full_name: 'Ada', password: TEST_PASSWORD }, 'Email is required'],
    [
      { full_name: 'Ada', email: 'not-an-email', password: TEST_PASSWORD },
      'Please enter a valid email address',
    ],
    [{ full_name: 'Ada', email: 'a@b.ng' }, 'Password is required'],
    [
      { full_name: 'Ada', email: 'a@b.ng', password: 'password' },
      "Password doesn't meet minimum strength requirements",
    ],
    [
      { full_name: 'x'.repeat(101), email: 'a@b.ng', password: TEST_PASSWORD },
      'Full name must be at most 100 characters',
    ],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const res = await post('/api/signup', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
  })

  it('never reveals that an email is taken: a verified owner gets a notice instead', async () => {
    const owner = await createVerifiedUser(t.app, { full_name: 'Ngozi Eze' })
    const fresh = await post('/api/signup', {
      full_name: 'X',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
    })
    const again = await post('/api/signup', {
      full_name: 'Someone Else',
      email: owner.email,
      password: 'Other#Pass9',
    })
    expect(again.statusCode).toBe(fresh.statusCode)
    // The same bytes: an answer carrying the taken account's id would name it (decision 004).
    expect(again.body).toBe(fresh.body)
    const notice = await waitForMail(t.app, owner.email, { count: 2 })
    expect(notice.subject).toBe('You already have a Scentia account')
    expect(notice.text).toContain('Hello Ngozi,')
    expect(notice.text).not.toContain('token=')
    // The account is untouched: the original password still signs in.
    const login = await post('/api/login', { email: owner.email, password: owner.password })
    expect(login.statusCode).toBe(200)
  })

  it('re-sends verification to an unverified owner, at most once a minute', async () => {
    const { email } = await signUp(t.app)
    await waitForMail(t.app, email)
    await signUp(t.app, { email })
    await settle()
    expect(await mailsTo(email)).toHaveLength(1)
    advance(MINUTE)
    await signUp(t.app, { email })
    const second = await waitForMail(t.app, email, { count: 2 })
    expect(second.subject).toBe('Verify your email to finish creating your Scentia account')
  })
})

describe('POST /api/login', () => {
  it('answers success, message, access_token and the user with addresses', async () => {
    const user = await createVerifiedUser(t.app, { full_name: 'Tunde Bakare' })
    const res = await post('/api/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      message: 'Login successful',
      access_token: expect.any(String),
      user: {
        user_id: user.userId,
        full_name: 'Tunde Bakare',
        email: user.email,
        phone_number: '+2348031234567',
        profile_link: null,
        verified: true,
        addresses: [{ id: expect.any(Number), ...TEST_ADDRESS, city: null, isPrimary: true }],
        sms_updates: true,
        marketing_sms: false,
      },
    })
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(body.access_token as string),
    })
    expect(profile.json().user.user_id).toBe(user.userId)
  })

  it('issues a JWT with sub, iat and a 7-day exp', async () => {
    const user = await createVerifiedUser(t.app)
    const res = await post('/api/login', { email: user.email, password: user.password })
    const [, payload = ''] = res.json<{ access_token: string }>().access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      number | string
    >
    expect(claims.sub).toBe(String(user.userId))
    expect(claims.iat).toBe(Math.floor(now.getTime() / 1000))
    expect(claims.exp).toBe(Math.floor(now.getTime() / 1000) + 7 * 24 * 3600)
  })

  it('answers 204 with no body when the password is right but the email is not verified', async () => {
    const { email, password } = await signUp(t.app)
    const res = await post('/api/login', { email, password })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
  })

  it('answers 401 for a wrong password, an unknown email, and an unverified email with a wrong password', async () => {
    const user = await createVerifiedUser(t.app)
    const unverified = await signUp(t.app)
    for (const payload of [
      { email: user.email, password: 'Wrong#Pass1' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
      { email: unverified.email, password: 'Wrong#Pass1' },
    ]) {
      const res = await post('/api/login', payload)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Invalid email or password',
      })
    }
  })

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.ng' }, 'Password is required'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const res = await post('/api/login', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('locks an account for 15 minutes after 5 failures, even from new addresses and with the right password', async () => {
    const user = await createVerifiedUser(t.app)
    for (let i = 0; i < 5; i++) {
      expect(await signInStatus(user.email, 'Wrong#Pass1')).toBe(401)
    }
    const locked = await post('/api/login', { email: user.email, password: user.password })
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message:
        'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.',
    })
    advance(10 * MINUTE)
    expect(
      (await post('/api/login', { email: user.email, password: user.password })).json().message,
    ).toContain('try again in 5 minutes')
    advance(5 * MINUTE)
    expect(await signInStatus(user.email, user.password)).toBe(200)
  })

  it('forgives an account its failures after a successful sign-in', async () => {
    const user = await createVerifiedUser(t.app)
    for (let i = 0; i < 4; i++)
      await post('/api/login', { email: user.email, password: 'Wrong#Pass1' })
    expect(await signInStatus(user.email, user.password)).toBe(200)
    for (let i = 0; i < 4; i++)
      await post('/api/login', { email: user.email, password: 'Wrong#Pass1' })
    expect(await signInStatus(user.email, user.password)).toBe(200)
  })

  it('limits one address to 20 failures in 15 minutes, across accounts', async () => {
    const user = await createVerifiedUser(t.app)
    const ip = { 'x-forwarded-for': '203.0.113.7' }
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/api/login',
        { email: uniqueEmail('guess'), password: 'Wrong#Pass1' },
        ip,
      )
      expect(res.statusCode).toBe(401)
    }
    expect(await signInStatus(user.email, user.password, ip)).toBe(429)
    // Another address is not affected.
    expect(await signInStatus(user.email, user.password)).toBe(200)
  })
})

describe('access tokens', () => {
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers })
  const notAuthenticated = { success: false, code: 'UNAUTHORIZED', message: 'Not authenticated' }

  it('answers 401 Not authenticated without a token', async () => {
    const res = await profile({})
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(notAuthenticated)
  })

  it('refuses an expired token', async () => {
    const user = await createVerifiedUser(t.app)
    expect((await profile(bearer(user.accessToken))).statusCode).toBe(200)
    advance(7 * 24 * HOUR + 1000)
    const res = await profile(bearer(user.accessToken))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(notAuthenticated)
  })

  it('refuses a tampered token, another key, alg none and garbage', async () => {
    const user = await createVerifiedUser(t.app)
    const other = await createVerifiedUser(t.app)
    const [header, , signature] = user.accessToken.split('.')
    const [, otherPayload] = other.accessToken.split('.')
    const forged = `${header}.${otherPayload}.${signature}`
    const wrongKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'))
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${otherPayload}.`
    for (const token of [forged, wrongKey, none, 'garbage', `${user.accessToken}x`]) {
      const res = await profile(bearer(token))
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(notAuthenticated)
    }
  })
})

describe('registration completion', () => {
  async function pendingToken() {
    const account = await signUp(t.app, { full_name: 'Amaka Nwosu' })
    return {
      ...account,
      token: tokenFromMail(await waitForMail(t.app, account.email), '/verification'),
    }
  }

  it('validates the mailed token: GET /api/validate-token answers message and user', async () => {
    const { token, email } = await pendingToken()
    const res = await t.app.inject({ method: 'GET', url: `/api/validate-token?token=${token}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Token is valid',
      user: { email, full_name: 'Amaka Nwosu' },
    })
  })

  it.each([
    ['', 400, 'Verification token is required'],
    ['?token=', 400, 'Verification token is required'],
    ['?token=not-a-real-token', 404, 'This verification link is invalid.'],
    [`?token=${'x'.repeat(200)}`, 400, 'This link is invalid'],
  ])('GET /api/validate-token%s → %i %s', async (query, status, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/validate-token${query}` })
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ success: false, message })
  })

  it('refuses a verification link after 24 hours', async () => {
    const { token } = await pendingToken()
    advance(24 * HOUR - 1000)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/validate-token?token=${token}` })).statusCode,
    ).toBe(200)
    advance(1000)
    const res = await t.app.inject({ method: 'GET', url: `/api/validate-token?token=${token}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('This verification link has expired. Please request a new one.')
    const verify = await post('/api/verify', {
      token,
      ...TEST_ADDRESS,
      phone_number: '08031234567',
      password: TEST_PASSWORD,
    })
    expect(verify.statusCode).toBe(400)
    expect(verify.json().message).toBe(
      'This verification link has expired. Please request a new one.',
    )
  })

  it('completes registration: verified, primary address, phone, signed in; the link then is used up', async () => {
    const { token, email, password } = await pendingToken()
    const userId = await accountId(email)
    const res = await post('/api/verify', {
      token,
      street_address: ' 4 Oba Akran Avenue ',
      state: 'lagos',
      lga: 'IKEJA',
      ward: 'anifowoshe/ikeja',
      phone_number: '+234 803 123 4567',
      password,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      message: 'Registration completed successfully! Welcome to Scentia.',
      access_token: expect.any(String),
      user: {
        user_id: userId,
        email,
        verified: true,
        phone_number: '+2348031234567', // stored E.164
        // Stored as the locations tables spell them.
        addresses: [
          {
            street_address: '4 Oba Akran Avenue',
            state: 'Lagos',
            lga: 'Ikeja',
            ward: 'Anifowoshe/Ikeja',
            isPrimary: true,
          },
        ],
      },
    })
    expect(await profileStatus(body.access_token as string)).toBe(200)
    expect(await signInStatus(email, password)).toBe(200)

    const reused = await post('/api/verify', {
      token,
      ...TEST_ADDRESS,
      phone_number: '08031234567',
      password,
    })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().message).toBe('This verification link has already been used.')
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/api/validate-token?token=${token}`,
    })
    expect(revalidated.statusCode).toBe(400)
  })

  it.each(['token', 'street_address', 'state', 'lga', 'ward', 'phone_number', 'password'])(
    "answers 'All fields are required' without %s",
    async (field) => {
      const { token, password } = await pendingToken()
      const payload = Object.fromEntries(
        Object.entries({ token, ...TEST_ADDRESS, phone_number: '08031234567', password }).filter(
          ([key]) => key !== field,
        ),
      )
      const res = await post('/api/verify', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'All fields are required',
      })
    },
  )

  it.each(['0803 123 4567', '+234 803 123 4567', '2348031234567', '0803.123.4567'])(
    'stores the phone %j as E.164',
    async (phone_number) => {
      const { token, password } = await pendingToken()
      const res = await post('/api/verify', { token, ...TEST_ADDRESS, phone_number, password })
      expect(res.statusCode).toBe(200)
      expect(res.json().user.phone_number).toBe('+2348031234567')
    },
  )

  it.each([
    [{ state: 'Atlantis' }, 'Please choose a valid state'],
    [{ lga: 'Kano Municipal' }, 'Please choose a valid LGA in Lagos'],
    [{ ward: 'Festac II' }, 'Please choose a valid ward in Ikeja'],
    [{ phone_number: 'call me' }, 'Enter a Nigerian mobile number, e.g. 0803 123 4567'],
    [{ phone_number: '01 234 5678' }, 'Enter a Nigerian mobile number, e.g. 0803 123 4567'],
    [{ phone_number: '+44 20 7946 0958' }, 'Enter a Nigerian mobile number, e.g. 0803 123 4567'],
    [{ password: 'password' }, "Password doesn't meet minimum strength requirements"],
  ])('refuses %j with %s and leaves the account unverified', async (change, message) => {
    const { token, email, password } = await pendingToken()
    const res = await post('/api/verify', {
      token,
      ...TEST_ADDRESS,
      phone_number: '08031234567',
      password,
      ...change,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await signInStatus(email, password)).toBe(204)
  })
})

describe('POST /api/users/{id}/resend-verification-email', () => {
  const message =
    'If this account still needs verification, a new link has been sent. Please check your email.'

  it('sends a new link by email (after a 204 the panel has no id) and by id', async () => {
    const { email } = await signUp(t.app)
    const userId = await accountId(email)
    await waitForMail(t.app, email)
    advance(MINUTE)
    const byEmail = await post('/api/users/0/resend-verification-email', { email })
    expect(byEmail.json()).toEqual({ success: true, message })
    const second = await waitForMail(t.app, email, { count: 2 })
    advance(MINUTE)
    const byId = await t.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/resend-verification-email`,
    })
    expect(byId.json()).toEqual({ success: true, message })
    const third = await waitForMail(t.app, email, { count: 3 })
    // Each link works on its own.
    expect(tokenFromMail(third, '/verification')).not.toBe(tokenFromMail(second, '/verification'))
  })

  it('answers the same for unknown and verified accounts, and sends them nothing', async () => {
    const verified = await createVerifiedUser(t.app)
    const before = await mailsTo(verified.email)
    advance(MINUTE)
    const unknown = await post('/api/users/0/resend-verification-email', {
      email: uniqueEmail('ghost'),
    })
    const known = await post(`/api/users/${verified.userId}/resend-verification-email`, {})
    const garbage = await post('/api/users/abc/resend-verification-email', {})
    for (const res of [unknown, known, garbage])
      expect(res.json()).toEqual({ success: true, message })
    await settle()
    expect(await mailsTo(verified.email)).toHaveLength(before.length)
  })

  it('is rate limited per address', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.9' }
    const answers = []
    for (let i = 0; i < 11; i++) {
      answers.push(
        (await post('/api/users/0/resend-verification-email', { email: uniqueEmail('spam') }, ip))
          .statusCode,
      )
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(answers[10]).toBe(429)
  })
})

describe('password reset', () => {
  const sent = 'If an account exists for this email, a password reset link has been sent.'

  async function resetToken(email: string, count = 1) {
    const res = await post('/api/send-reset-link', { email })
    expect(res.json()).toEqual({ success: true, message: sent })
    const mail = await waitForMail(t.app, email, { count })
    expect(mail.subject).toBe('Reset your Scentia password')
    return tokenFromMail(mail, '/reset-password')
  }

  it('answers the same whether or not the email exists', async () => {
    const ghost = uniqueEmail('ghost')
    const res = await post('/api/send-reset-link', { email: ghost })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: sent })
    await settle()
    expect(await mailsTo(ghost)).toHaveLength(0)
  })

  it('validates, resets once, signs other sessions out, and the new password works', async () => {
    const user = await createVerifiedUser(t.app, { full_name: 'Bola Ade' })
    const token = await resetToken(user.email, 2)
    const valid = await t.app.inject({
      method: 'GET',
      url: `/api/validate-reset-token?token=${token}`,
    })
    expect(valid.json()).toEqual({
      success: true,
      message: 'Token is valid',
      user: { email: user.email, full_name: 'Bola Ade' },
    })

    advance(1000)
    const res = await post('/api/reset-password', { token, new_password: 'Fresh#Start1' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been reset. You can now sign in with your new password.',
    })

    expect(await signInStatus(user.email, user.password)).toBe(401)
    const login = await post('/api/login', { email: user.email, password: 'Fresh#Start1' })
    expect(login.statusCode).toBe(200)
    // The session from before the reset is over; the new one works.
    expect(await profileStatus(user.accessToken)).toBe(401)
    expect(await profileStatus(login.json<{ access_token: string }>().access_token)).toBe(200)

    const reused = await post('/api/reset-password', { token, new_password: 'Another#One2' })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().message).toBe(
      'This reset link has already been used. Please request a new one.',
    )
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/api/validate-reset-token?token=${token}`,
    })
    expect(revalidated.statusCode).toBe(400)
    expect(revalidated.json().message).toBe(
      'This reset link has already been used. Please request a new one.',
    )
  })

  it('refuses a reset link after an hour', async () => {
    const user = await createVerifiedUser(t.app)
    const token = await resetToken(user.email, 2)
    advance(HOUR)
    const res = await post('/api/reset-password', { token, new_password: 'Fresh#Start1' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('This reset link has expired. Please request a new one.')
    expect(await signInStatus(user.email, user.password)).toBe(200)
  })

  it.each([
    [{ new_password: TEST_PASSWORD }, 400, 'Reset token is required'],
    [{ token: 'unknown-token', new_password: TEST_PASSWORD }, 404, 'This reset link is invalid.'],
    [
      { token: 'unknown-token', new_password: 'weakpass' },
      400,
      "Password doesn't meet minimum strength requirements",
    ],
    [{ token: 'unknown-token' }, 400, 'Password is required'],
  ])('POST /api/reset-password %j → %i %s', async (payload, status, message) => {
    const res = await post('/api/reset-password', payload)
    expect(res.statusCode).toBe(status)
    expect(res.json().message).toBe(message)
  })

  it('does not accept a verification token as a reset token', async () => {
    const { email } = await signUp(t.app)
    const token = tokenFromMail(await waitForMail(t.app, email), '/verification')
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/validate-reset-token?token=${token}`,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('This reset link is invalid.')
  })

  it('sends at most one reset mail a minute', async () => {
    const user = await createVerifiedUser(t.app)
    await resetToken(user.email, 2)
    await post('/api/send-reset-link', { email: user.email })
    await settle()
    expect(await mailsTo(user.email)).toHaveLength(2)
  })
})

describe('POST /api/user/change_password', () => {
  const change = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/change_password',
      payload: payload as object,
      headers: token ? bearer(token) : {},
    })

  it('needs a signed-in user', async () => {
    const res = await change(undefined, { oldPassword: TEST_PASSWORD, newPassword: 'Newer#Pass1' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Not authenticated')
  })

  it('changes the password', async () => {
    const user = await createVerifiedUser(t.app)
    const res = await change(user.accessToken, {
      oldPassword: user.password,
      newPassword: 'Newer#Pass1',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Password updated successfully' })
    expect(await signInStatus(user.email, 'Newer#Pass1')).toBe(200)
    // This session continues.
    expect(await profileStatus(user.accessToken)).toBe(200)
  })

  it('retires a reset link asked for before the change: it can no longer undo it', async () => {
    const user = await createVerifiedUser(t.app)
    expect((await post('/api/send-reset-link', { email: user.email })).statusCode).toBe(200)
    const token = tokenFromMail(
      await waitForMail(t.app, user.email, { count: 2 }),
      '/reset-password',
    )

    const res = await change(user.accessToken, {
      oldPassword: user.password,
      newPassword: 'Newer#Pass1',
    })
    expect(res.statusCode).toBe(200)

    const reset = await post('/api/reset-password', { token, new_password: 'Attacker#Pass2' })
    expect(reset.statusCode).toBe(400)
    expect(reset.json()).toMatchObject({
      success: false,
      message: 'This reset link has already been used. Please request a new one.',
    })
    // The new password stands and the shopper is still signed in.
    expect(await signInStatus(user.email, 'Newer#Pass1')).toBe(200)
    expect(await profileStatus(user.accessToken)).toBe(200)
  })

  it.each([
    [{ newPassword: 'Newer#Pass1' }, 'Current password is required'],
    [{ oldPassword: TEST_PASSWORD }, 'New password is required'],
    [
      { oldPassword: TEST_PASSWORD, newPassword: 'Newerpass1' },
      "Password doesn't meet minimum strength requirements",
    ],
    [
      { oldPassword: TEST_PASSWORD, newPassword: 'NewerPass1' },
      "Password doesn't meet minimum strength requirements",
    ],
    [
      { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      'New password must be different from current password',
    ],
    [{ oldPassword: 'Wrong#Pass1', newPassword: 'Newer#Pass1' }, 'Current password is incorrect'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const user = await createVerifiedUser(t.app)
    const res = await change(user.accessToken, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
    expect(await signInStatus(user.email, user.password)).toBe(200)
  })
})
