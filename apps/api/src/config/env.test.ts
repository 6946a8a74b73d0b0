import { describe, expect, it } from 'vitest'
import { ConfigError, DEV_COURIER_QUOTE_SECRET, loadConfig } from './env.js'

/** A production environment that starts: every later case breaks exactly one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://scentia@db.internal/scentia',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-for-hs256',
  PUBLIC_URL: 'https://scentia.ng',
  SMTP_URL: 'smtps://mailer:secret@smtp.scentia.ng',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
  PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789abcdef',
  TERMII_API_KEY: 'TLlive0123456789abcdef',
  DATA_DIR: '/tmp/scentia-config-test',
}

/** loadConfig's refusal message, or undefined when it starts. */
function refusal(env: Record<string, string | undefined>): string | undefined {
  try {
    loadConfig(env)
    return undefined
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
}

describe('production refuses to start on an unsafe configuration', () => {
  it('starts with live keys, https and a named proxy', () => {
    expect(refusal(PRODUCTION)).toBeUndefined()
    expect(refusal({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8' })).toBeUndefined()
    expect(
      refusal({ ...PRODUCTION, SMTP_URL: 'smtp://m:s@smtp.scentia.ng:587/?requireTLS=true' }),
    ).toBeUndefined()
  })

  it.each([
    ['a test secret key', { PAYSTACK_SECRET_KEY: 'sk_test_0123' }, 'PAYSTACK_SECRET_KEY'],
    ['a test public key', { PAYSTACK_PUBLIC_KEY: 'pk_test_0123' }, 'PAYSTACK_PUBLIC_KEY'],
    ['a plain-http PUBLIC_URL', { PUBLIC_URL: 'http://scentia.ng' }, 'PUBLIC_URL must be an https'],
    ['a PUBLIC_URL that is no URL', { PUBLIC_URL: 'scentia.ng' }, 'PUBLIC_URL must be an https'],
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, 'TRUST_PROXY=true'],
    ['TRUST_PROXY=TRUE', { TRUST_PROXY: ' TRUE ' }, 'TRUST_PROXY=true'],
    [
      'a plain-http Paystack API',
      { PAYSTACK_BASE_URL: 'http://api.paystack.co' },
      'PAYSTACK_BASE_URL',
    ],
    [
      'SMTP that may fall back to clear text',
      { SMTP_URL: 'smtp://m:s@smtp.scentia.ng:587' },
      'SMTP_URL must be',
    ],
    ['an SMTP_URL that is no URL', { SMTP_URL: 'smtp.scentia.ng' }, 'SMTP_URL must be'],
    ['no JWT_SECRET', { JWT_SECRET: undefined }, 'missing JWT_SECRET'],
    ['no SMTP_URL', { SMTP_URL: undefined }, 'missing SMTP_URL'],
    ['no TERMII_API_KEY', { TERMII_API_KEY: undefined }, 'missing TERMII_API_KEY'],
    [
      'a plain-http Termii API',
      { TERMII_BASE_URL: 'http://api.ng.termii.com' },
      'TERMII_BASE_URL must be an https',
    ],
    ['the embedded database', { DATABASE_URL: undefined }, 'missing DATABASE_URL'],
  ])('refuses %s, naming it', (_case, change, named) => {
    const message = refusal({ ...PRODUCTION, ...change })
    expect(message).toContain('Refusing to start in production')
    expect(message).toContain(named)
  })

  it('names an invalid variable instead of throwing a bare validation error', () => {
    const message = refusal({ ...PRODUCTION, JWT_SECRET: 'short', PORT: 'ninety' })
    expect(message).toContain('Refusing to start')
    expect(message).toContain('JWT_SECRET')
    expect(message).toContain('PORT')
  })

  it('lists every problem in one message', () => {
    const message = refusal({
      ...PRODUCTION,
      PAYSTACK_SECRET_KEY: 'sk_test_0123',
      PAYSTACK_PUBLIC_KEY: 'pk_test_0123',
      PUBLIC_URL: 'http://scentia.ng',
      TRUST_PROXY: 'true',
      SMTP_URL: undefined,
    })
    expect(message?.split('\n')).toEqual([
      'Refusing to start in production:',
      '  - missing SMTP_URL',
      expect.stringContaining('PAYSTACK_SECRET_KEY'),
      expect.stringContaining('PAYSTACK_PUBLIC_KEY'),
      expect.stringContaining('PUBLIC_URL'),
      expect.stringContaining('TRUST_PROXY'),
    ])
  })

  it('does not judge keys and URLs outside production (the sandbox and http://localhost are normal there)', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(
        refusal({
          NODE_ENV,
          JWT_SECRET: PRODUCTION.JWT_SECRET,
          PUBLIC_URL: 'http://localhost:3000',
          PAYSTACK_SECRET_KEY: 'sk_test_0123',
          PAYSTACK_PUBLIC_KEY: 'pk_test_0123',
          TRUST_PROXY: 'true',
        }),
      ).toBeUndefined()
    }
  })
})

describe('HOST', () => {
  const dev = { JWT_SECRET: PRODUCTION.JWT_SECRET }
  it.each([
    ['unset NODE_ENV', dev, '127.0.0.1'],
    ['development', { ...dev, NODE_ENV: 'development' }, '127.0.0.1'],
    ['test', { ...dev, NODE_ENV: 'test' }, '127.0.0.1'],
    ['development with HOST', { ...dev, NODE_ENV: 'development', HOST: '0.0.0.0' }, '0.0.0.0'],
    ['production', PRODUCTION, '0.0.0.0'],
    ['production with HOST', { ...PRODUCTION, HOST: '10.1.2.3' }, '10.1.2.3'],
  ])('%s listens on %s', (_case, env, host) => {
    expect(loadConfig(env).host).toBe(host)
  })
})

describe('WHATSAPP_NUMBER', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['0803 123 4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
  ])('%j is kept as %j', (value, e164) => {
    expect(
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), WHATSAPP_NUMBER: value }),
    ).toMatchObject({ whatsappNumber: e164 })
  })

  it.each(['01 234 5678', '+44 20 7946 0958', 'wa.me/2348031234567'])(
    'refuses %j, naming it',
    (value) => {
      const message = refusal({
        NODE_ENV: 'test',
        JWT_SECRET: 'x'.repeat(32),
        WHATSAPP_NUMBER: value,
      })
      expect(message).toContain('WHATSAPP_NUMBER')
      expect(message).toContain('Enter a Nigerian mobile number')
    },
  )
})

describe('Termii and OWNER_SMS_NUMBER', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }

  it('defaults to Termii Nigeria, sender Scentia, no key and no owner number', () => {
    expect(loadConfig(dev)).toMatchObject({
      termii: { apiKey: undefined, senderId: 'Scentia', baseUrl: 'https://api.ng.termii.com' },
      ownerSmsNumber: undefined,
    })
  })

  it('keeps the owner number as E.164', () => {
    expect(loadConfig({ ...dev, OWNER_SMS_NUMBER: '0803 123 4567' }).ownerSmsNumber).toBe(
      '+2348031234567',
    )
  })

  it.each([
    ['a foreign owner number', { OWNER_SMS_NUMBER: '+44 20 7946 0958' }, 'OWNER_SMS_NUMBER'],
    ['a sender ID over 11 characters', { TERMII_SENDER_ID: 'ScentiaPerfumes' }, 'TERMII_SENDER_ID'],
  ])('refuses %s, naming it', (_case, change, named) => {
    expect(refusal({ ...dev, ...change })).toContain(named)
  })
})

describe('RENDER_LIMIT_PER_MINUTE (decision 028)', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }

  it('defaults to 30 server renders a client address a minute', () => {
    expect(loadConfig(dev).renderLimitPerMinute).toBe(30)
  })

  it('takes a whole number, and names the variable when it is not one', () => {
    expect(loadConfig({ ...dev, RENDER_LIMIT_PER_MINUTE: '600' }).renderLimitPerMinute).toBe(600)
    expect(() => loadConfig({ ...dev, RENDER_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      /RENDER_LIMIT_PER_MINUTE/,
    )
    expect(() => loadConfig({ ...dev, RENDER_LIMIT_PER_MINUTE: '0' })).toThrow(
      /RENDER_LIMIT_PER_MINUTE/,
    )
  })
})

describe('Shipbubble (docs/decisions/044-couriers.md)', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }
  const keyed = {
    SHIPBUBBLE_API_KEY: 'sb_sandbox_0123',
    SHIPBUBBLE_SENDER_ADDRESS_CODE: '1001',
    SHIPBUBBLE_CATEGORY_ID: '2178251',
  }

  it('is off without a key: the owner types tracking numbers', () => {
    expect(loadConfig(dev).shipbubble).toBeUndefined()
    expect(loadConfig({ ...dev, SHIPBUBBLE_API_KEY: '  ' }).shipbubble).toBeUndefined()
  })

  it("with a key, talks to Shipbubble's API from the shop's address code", () => {
    expect(loadConfig({ ...dev, ...keyed }).shipbubble).toEqual({
      apiKey: 'sb_sandbox_0123',
      baseUrl: 'https://api.shipbubble.com/v1',
      senderAddressCode: 1001,
      categoryId: 2178251,
    })
  })

  it.each([
    ['SHIPBUBBLE_SENDER_ADDRESS_CODE', { SHIPBUBBLE_SENDER_ADDRESS_CODE: undefined }],
    ['SHIPBUBBLE_CATEGORY_ID', { SHIPBUBBLE_CATEGORY_ID: undefined }],
  ])('refuses a key without %s, naming it', (name, change) => {
    expect(refusal({ ...dev, ...keyed, ...change })).toContain(name)
  })

  it('refuses a plain-http base URL in production (it carries the key)', () => {
    expect(
      refusal({ ...PRODUCTION, ...keyed, SHIPBUBBLE_BASE_URL: 'http://api.shipbubble.com/v1' }),
    ).toContain('SHIPBUBBLE_BASE_URL')
    expect(
      refusal({ ...PRODUCTION, ...keyed, COURIER_QUOTE_SECRET: 'q'.repeat(32) }),
    ).toBeUndefined()
  })

  it('signs courier quotes with COURIER_QUOTE_SECRET: required in production with a key, a development value elsewhere', () => {
    expect(refusal({ ...PRODUCTION, ...keyed })).toContain('COURIER_QUOTE_SECRET')
    // Without a courier no quote is ever signed: nothing more to set.
    expect(refusal(PRODUCTION)).toBeUndefined()
    expect(loadConfig({ ...dev, ...keyed }).courierQuoteSecret).toBe(DEV_COURIER_QUOTE_SECRET)
    const secret = 's'.repeat(40)
    expect(loadConfig({ ...dev, COURIER_QUOTE_SECRET: secret }).courierQuoteSecret).toBe(secret)
    expect(refusal({ ...dev, COURIER_QUOTE_SECRET: 'short' })).toContain('COURIER_QUOTE_SECRET')
  })
})
