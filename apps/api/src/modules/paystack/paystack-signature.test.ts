import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isValidPaystackSignature, signPaystackPayload } from './paystack-signature.js'

const SECRET = 'sk_test_signature'
const body = '{"event":"charge.success","data":{"reference":"SCN-1","amount":500000}}'

describe('Paystack webhook signatures', () => {
  it('is the hex HMAC-SHA512 of the raw body with the secret key, as Paystack documents', () => {
    expect(signPaystackPayload(body, SECRET)).toBe(
      createHmac('sha512', SECRET).update(body).digest('hex'),
    )
  })

  it.each([
    ['the right signature', signPaystackPayload(body, SECRET), true],
    ['the right signature in upper case', signPaystackPayload(body, SECRET).toUpperCase(), true],
    ['another key', signPaystackPayload(body, 'sk_test_other'), false],
    ['a truncated signature', signPaystackPayload(body, SECRET).slice(0, 64), false],
    ['not hex', 'z'.repeat(128), false],
    ['nothing', undefined, false],
    ['several headers', [signPaystackPayload(body, SECRET)], false],
  ])('accepts %s: %s', (_label, signature, valid) => {
    expect(isValidPaystackSignature(Buffer.from(body), signature, SECRET)).toBe(valid)
  })

  it('checks the bytes, so re-serialised JSON fails', () => {
    const signature = signPaystackPayload(body, SECRET)
    const reserialised = JSON.stringify(JSON.parse(body), null, 1)
    expect(isValidPaystackSignature(Buffer.from(reserialised), signature, SECRET)).toBe(false)
  })
})
