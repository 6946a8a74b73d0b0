import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  createVerifiedUser,
  randomIp,
  readOutbox,
  signUp,
  tokenFromMail,
  waitForMail,
} from '../modules/auth/account-fixtures.js'
import {
  eventually,
  initializePayment,
  pickProducts,
} from '../modules/payments/payments-test-kit.js'
import { buildTestApp, type TestApp } from '../test/build-test-app.js'
import Fastify from 'fastify'
import { censorSecrets, loggerOptions, redactUrl, serializeError } from './logger-options.js'

describe('redactUrl', () => {
  it.each([
    ['/api/products', '/api/products'],
    ['/verification?token=abc123', '/verification?token=[REDACTED]'],
    ['/api/validate-reset-token?token=abc', '/api/validate-reset-token?token=[REDACTED]'],
    ['/x?page=2&token=abc&sort=price', '/x?page=2&token=[REDACTED]&sort=price'],
    ['/x?TOKEN=abc', '/x?TOKEN=[REDACTED]'],
    ['/x?%74oken=abc', '/x?%74oken=[REDACTED]'],
    ['/x?token', '/x?token=[REDACTED]'],
    ['/x?token=a&token=b', '/x?token=[REDACTED]&token=[REDACTED]'],
    [
      '/x?access_token=a&password=b&code=c',
      '/x?access_token=[REDACTED]&password=[REDACTED]&code=[REDACTED]',
    ],
    ['/x?tokens=1&q=token', '/x?tokens=1&q=token'],
    ['/x?%E0%A4%A=1&token=a', '/x?%E0%A4%A=1&token=[REDACTED]'],
    ['/x?', '/x?'],
    ['/wishlist/share/s3cr3t', '/wishlist/share/[REDACTED]'],
    ['/api/wishlist/share/s3cr3t?v=2', '/api/wishlist/share/[REDACTED]?v=2'],
    ['/api/wishlist/share/s3cr3t/', '/api/wishlist/share/[REDACTED]/'],
    ['/api/wishlist/share/generate', '/api/wishlist/share/generate'],
    ['/api/wishlist/share/revoke', '/api/wishlist/share/revoke'],
    [
      '/api/sandbox/paystack/checkout/ac_1/charge',
      '/api/sandbox/paystack/checkout/[REDACTED]/charge',
    ],
    ['/shop/wishlist/share/x', '/shop/wishlist/share/x'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged)
  })
})

describe('censorSecrets', () => {
  it('masks credentials in a logged body or header set, and keeps the rest', () => {
    expect(
      censorSecrets({
        email: 'a@example.ng',
        password: 'x',
        new_password: 'y',
        token: 'z',
        Authorization: 'Bearer t',
        cookie: 'sid=1',
        'X-Paystack-Signature': 's',
        card: '4084',
        cart_items: [1],
      }),
    ).toEqual({
      email: 'a@example.ng',
      password: '[REDACTED]',
      new_password: '[REDACTED]',
      token: '[REDACTED]',
      Authorization: '[REDACTED]',
      cookie: '[REDACTED]',
      'X-Paystack-Signature': '[REDACTED]',
      card: '[REDACTED]',
      cart_items: [1],
    })
  })

  it.each([null, 'text', 42, [1, 2]])('leaves %o as it is', (value) => {
    expect(censorSecrets(value)).toEqual(value)
  })
})

describe('serializeError', () => {
  const circular: Record<string, unknown> = { code: 'ECIRCLE' }
  circular['self'] = circular
  const selfCaused = new Error('loops')
  selfCaused.cause = selfCaused
  const numericMessage = Object.assign(new Error(), { message: 42 })

  // pino hands a serializer whatever a line carries under `err`: none may throw, and each is
  // logged in one shape, so `err.message` is always a string.
  it.each([
    ['a string', 'Termii answered 500', { type: 'string', message: 'Termii answered 500' }],
    [
      'a string with query parameters',
      'Failed query: select 1\nparams: a@b.ng',
      { type: 'string', message: 'Failed query: select 1\nparams: [REDACTED]' },
    ],
    ['undefined', undefined, { type: 'undefined', message: 'undefined' }],
    ['null', null, { type: 'null', message: 'null' }],
    ['a number', 451, { type: 'number', message: '451' }],
    [
      'an object without a message',
      { code: 'EAUTH', detail: 'Key (email)=(a@b.ng)' },
      { type: 'Object', message: '', code: 'EAUTH', detail: '[REDACTED]' },
    ],
    [
      'a circular object',
      circular,
      { type: 'Object', message: '', code: 'ECIRCLE', self: circular },
    ],
    ['an error whose message is a number', numericMessage, { type: 'Error', message: '42' }],
    [
      'an error that is its own cause',
      selfCaused,
      {
        type: 'Error',
        message: 'loops',
        cause: expect.objectContaining({ cause: expect.objectContaining({ message: 'loops' }) }),
      },
    ],
  ])('accepts %s', (_name, value, logged) => {
    expect(serializeError(value)).toEqual({ stack: expect.any(String), ...logged })
  })

  it('logs what it cannot read as unreadable instead of throwing', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys for you')
        },
      },
    )
    expect(serializeError(hostile)).toEqual({
      type: 'unreadable',
      message: 'the logged error could not be read',
      stack: '',
    })
  })

  it("lets the app's logger write a line for each of them (what the outbox worker logs)", () => {
    const lines: string[] = []
    const app = Fastify({
      logger: {
        ...loggerOptions('info'),
        stream: { write: (line: string) => void lines.push(line) },
      },
    })
    for (const err of ['Termii answered 500', undefined, { code: 'X' }, circular, selfCaused])
      app.log.warn({ err }, 'outbox delivery failed; will retry')
    expect(lines).toHaveLength(5)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      err: { type: 'string', message: 'Termii answered 500' },
    })
  })
})

/**
 * The request log must hold no token, password, authorization header or card data.
 * The app logs at trace level into a captured stream while a shopper signs up, checks a
 * verification link, resets their password, signs in and pays; then every secret they used is
 * looked for in every line.
 */
describe('the request log', () => {
  const lines: string[] = []
  let t: TestApp
  const secrets: string[] = []

  beforeAll(async () => {
    t = await buildTestApp(
      { logLevel: 'trace' },
      { logger: { stream: { write: (line: string) => void lines.push(line) } } },
    )
  })
  afterAll(() => t.close())

  it('carries no token, password, authorization header or card choice', async () => {
    const app = t.app
    const unique = randomBytes(4).toString('hex')
    const signUpPassword = `Signup#${unique}1`
    const newPassword = `Renewed#${unique}2`
    secrets.push(signUpPassword, newPassword)

    // A shopper who only signed up: the verification link is checked (GET ?token=) and opened.
    const pending = await signUp(app, { password: signUpPassword })
    const verificationToken = tokenFromMail(await waitForMail(app, pending.email), '/verification')
    secrets.push(verificationToken)
    const check = await app.inject({
      method: 'GET',
      url: `/api/validate-token?token=${verificationToken}`,
    })
    expect(check.statusCode).toBe(200)
    await app.inject({ method: 'GET', url: `/verification?token=${verificationToken}` })

    // A verified shopper resets their password and signs in.
    const shopper = await createVerifiedUser(app, { password: signUpPassword })
    secrets.push(shopper.accessToken)
    const ip = randomIp()
    await app.inject({
      method: 'POST',
      url: '/api/send-reset-link',
      headers: { 'x-forwarded-for': ip },
      payload: { email: shopper.email },
    })
    const resetToken = await eventually(async () => {
      const mails = (await readOutbox(app)).filter((mail) => mail.to === shopper.email)
      const mail = mails.find((candidate) => candidate.text.includes('/reset-password?token='))
      if (!mail) throw new Error('no reset mail yet')
      return tokenFromMail(mail, '/reset-password')
    })
    secrets.push(resetToken)
    expect(
      (await app.inject({ method: 'GET', url: `/api/validate-reset-token?token=${resetToken}` }))
        .statusCode,
    ).toBe(200)
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` })
    const reset = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: resetToken, new_password: newPassword },
    })
    expect(reset.statusCode).toBe(200)
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': ip },
      payload: { email: shopper.email, password: newPassword },
    })
    expect(login.statusCode).toBe(200)
    const session = login.json<{ access_token: string }>().access_token
    secrets.push(session)
    // A wrong password is logged as a 401, never as what was typed.
    const wrong = `Wrong#${unique}3`
    secrets.push(wrong)
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': ip },
      payload: { email: shopper.email, password: wrong },
    })

    // They pay with the sandbox's test card.
    const [product] = await pickProducts(t.database.db, 1)
    if (!product) throw new Error('no product to buy')
    const payment = await initializePayment(
      app,
      {
        userId: shopper.userId,
        email: shopper.email,
        fullName: 'Adaeze Okafor',
        token: session,
        headers: bearer(session),
      },
      [{ id: product.id, quantity: 1 }],
    )
    const charge = await app.inject({
      method: 'POST',
      url: `/api/sandbox/paystack/checkout/${payment.access_code}/charge`,
      payload: { card: 'insufficient_funds' },
    })
    expect(charge.statusCode).toBe(200)
    secrets.push(payment.access_code)

    // They share their wishlist; a friend opens the page and its API call.
    const share = await app.inject({
      method: 'POST',
      url: '/api/wishlist/share/generate',
      headers: bearer(session),
      payload: {},
    })
    const { shareToken } = share.json<{ shareToken: string }>()
    secrets.push(shareToken)
    expect(
      (await app.inject({ method: 'GET', url: `/api/wishlist/share/${shareToken}` })).statusCode,
    ).toBe(200)
    await app.inject({ method: 'GET', url: `/wishlist/share/${shareToken}` })

    const log = lines.join('')
    // The test sees the lines it means to judge: the masked links are there.
    expect(log).toContain('/api/validate-token?token=[REDACTED]')
    expect(log).toContain('/reset-password?token=[REDACTED]')
    expect(log).toContain('/api/wishlist/share/[REDACTED]')
    for (const secret of secrets) expect(log).not.toContain(secret)
    expect(log).not.toMatch(/bearer /i)
    expect(log).not.toContain('insufficient_funds')
  })

  it('censors credentials in any object a module logs', () => {
    lines.length = 0
    t.app.log.warn(
      {
        req: { headers: { authorization: 'Bearer eyJ.secret', cookie: 'sid=secret' } },
        body: { email: 'a@example.ng', password: 'Hunter#22', token: 'tok-secret' },
        card: { number: '4084084084084081' },
        headers: { 'x-paystack-signature': 'sig-secret' },
      },
      'something odd',
    )
    const log = lines.join('')
    expect(log).toContain('something odd')
    expect(log).toContain('a@example.ng')
    for (const secret of [
      'eyJ.secret',
      'sid=secret',
      'Hunter#22',
      'tok-secret',
      '4084',
      'sig-secret',
    ])
      expect(log).not.toContain(secret)
  })

  it('logs a failed query without the values it wrote', async () => {
    lines.length = 0
    const email = `leak-${randomBytes(4).toString('hex')}@example.ng`
    const hash = `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(8).toString('hex')}`
    const insert = () =>
      t.database.db.execute(
        sql`insert into users (id, full_name, email, password_hash) values (${4242}, ${'Leak Test'}, ${email}, ${hash})`,
      )
    await insert()
    // The same id again: a unique violation whose error carries the row's values three ways.
    const error = await insert().then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(Error)
    t.app.log.error({ err: error }, 'request failed')
    const log = lines.join('')
    expect(log).toContain('Failed query: insert into users')
    expect(log).toContain('request failed')
    for (const secret of [email, hash, 'Leak Test']) expect(log).not.toContain(secret)
  })
})
