import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TOKEN_EXPIRY_MARGIN_MS, decodeJwtPayload, isTokenExpired, tokenExpiresAt } from './token'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Unpadded base64url of bytes, written 3 bytes → 4 characters, apart from the decoder. */
function bytesToBase64Url(bytes: number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3)
    const n = (a << 16) | (b << 8) | c
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63])
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('')
  }
  return out
}

/** UTF-8 bytes of text via encodeURIComponent's %XX escapes. */
const utf8 = (text: string) =>
  Array.from(encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|(.)/gs), ([, hex, char]) =>
    hex ? parseInt(hex, 16) : char!.charCodeAt(0),
  )

const b64url = (text: string) => bytesToBase64Url(utf8(text))

/** A JWT-shaped string: header.payload.signature, each base64url. */
function jwt(payload: unknown): string {
  return [
    b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    b64url(JSON.stringify(payload)),
    b64url('not-a-real-signature'),
  ].join('.')
}

const NOW = Date.UTC(2025, 2, 1, 12, 0, 0)
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s

describe('token expiry margin', () => {
  it('is 30 seconds', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(30_000)
  })
})

describe('the test encoder', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['{"a":"ọ"}', 'eyJhIjoi4buNIn0'],
    ['??>', 'Pz8-'],
  ])('encodes %j as %j (RFC 4648 vectors)', (text, encoded) => {
    expect(b64url(text)).toBe(encoded)
  })
})

describe('decodeJwtPayload', () => {
  it.each([
    [{ sub: '42', exp: 1_740_830_400 }],
    [{ sub: 'ọlá', name: 'Ọlá Adé 🌸', exp: 1 }],
    [{}],
    // Lengths that need 1 and 2 padding characters once encoded.
    [{ a: 'x' }],
    [{ ab: 'xy' }],
  ])('reads %j back', (payload) => {
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload)
  })

  it('reads padded base64url too', () => {
    const padded = `${b64url('{"a":1}')}=`
    expect(decodeJwtPayload(`h.${padded}.s`)).toEqual({ a: 1 })
  })

  it.each([
    ['an empty string', ''],
    ['no dots', 'abc'],
    ['two parts', `${b64url('{}')}.${b64url('{"exp":1}')}`],
    ['four parts', `a.${b64url('{"exp":1}')}.c.d`],
    ['a payload with base64 "+"', 'h.+++.s'],
    ['an impossible base64 length', 'h.abcde.s'],
    ['invalid UTF-8', `h.${bytesToBase64Url([0xff, 0xfe])}.s`],
    ['a payload that is not JSON', `h.${b64url('exp=1')}.s`],
    ['a JSON array', `h.${b64url('[1]')}.s`],
    ['JSON null', `h.${b64url('null')}.s`],
    ['a JSON number', `h.${b64url('1')}.s`],
  ])('gives null for %s', (_case, token) => {
    expect(decodeJwtPayload(token)).toBeNull()
  })

  it('reads any JSON object payload', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        (payload) => {
          expect(decodeJwtPayload(jwt(payload))).toEqual(payload)
        },
      ),
    )
  })

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(() => decodeJwtPayload(`${a}.${b}.${c}`)).not.toThrow()
      }),
    )
  })
})

describe('tokenExpiresAt', () => {
  it.each([
    [jwt({ exp: 1_740_830_400 }), 1_740_830_400_000],
    [jwt({ exp: '1740830400' }), null],
    [jwt({ sub: '1' }), null],
    [null, null],
    ['', null],
  ])('%j expires at %j', (token, at) => {
    expect(tokenExpiresAt(token)).toBe(at)
  })
})

describe('isTokenExpired', () => {
  it.each([
    ['missing (undefined)', undefined, true],
    ['missing (null)', null, true],
    ['empty', '', true],
    ['undecodable', 'not.a.jwt', true],
    ['lacking exp', jwt({ sub: '42' }), true],
    ['with exp as text', jwt({ exp: String(inSeconds(3600)) }), true],
    ['expired an hour ago', jwt({ exp: inSeconds(-3600) }), true],
    ['expiring now', jwt({ exp: inSeconds(0) }), true],
    ['expiring in 29 s', jwt({ exp: inSeconds(29) }), true],
    ['expiring in exactly 30 s', jwt({ exp: inSeconds(30) }), true],
    ['expiring in 31 s', jwt({ exp: inSeconds(31) }), false],
    ['expiring in an hour', jwt({ exp: inSeconds(3600) }), false],
  ])('a token %s is expired: %s', (_case, token, expired) => {
    expect(isTokenExpired(token, NOW)).toBe(expired)
  })

  it('counts as expired exactly when under 30 s + 1 ms remain', () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400, max: 86_400 }), (secondsLeft) => {
        const expired = isTokenExpired(jwt({ exp: inSeconds(secondsLeft) }), NOW)
        expect(expired).toBe(secondsLeft * 1000 <= TOKEN_EXPIRY_MARGIN_MS)
      }),
    )
  })
})
