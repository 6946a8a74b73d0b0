import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FAKE_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../payments/payments-test-kit.js'
import { createFetchTransport, createPaystackClient, PaystackError } from './paystack-client.js'

const metadata = {
  custom_fields: [{ display_name: 'User ID', variable_name: 'user_id', value: '7' }],
}

describe('the Paystack client against a Paystack-shaped server', () => {
  let fake: FakePaystack
  beforeAll(async () => {
    fake = await startFakePaystack()
  })
  afterAll(() => fake.close())

  const client = (secretKey = FAKE_SECRET_KEY, timeoutMs = 500) =>
    createPaystackClient({
      secretKey,
      transport: createFetchTransport(`${fake.url}/`, timeoutMs),
      timeoutMs,
    })

  async function failure(promise: Promise<unknown>): Promise<PaystackError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(PaystackError)
    return error as PaystackError
  }

  it('initializes with the bearer key, kobo, NGN, the reference, metadata and the channels', async () => {
    const started = await client().initializeTransaction({
      email: 'ada@example.ng',
      amountKobo: 1_250_000,
      reference: 'SCN-c1',
      metadata,
    })
    expect(started).toMatchObject({
      reference: 'SCN-c1',
      accessCode: expect.any(String),
      authorizationUrl: expect.stringContaining('checkout.paystack.com'),
    })
    const sent = fake.requests.at(-1)
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
    })
    expect(sent?.body).toEqual({
      email: 'ada@example.ng',
      amount: 1_250_000,
      currency: 'NGN',
      reference: 'SCN-c1',
      metadata,
      // docs/product.md §10: the pop-up offers card, bank transfer, USSD and bank.
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
    })
  })

  it("reads data.status as the payment's status, not the envelope's", async () => {
    await client().initializeTransaction({
      email: 'ada@example.ng',
      amountKobo: 500_000,
      reference: 'SCN-c2',
      metadata,
    })
    const unpaid = await client().verifyTransaction('SCN-c2')
    expect(unpaid).toMatchObject({
      message: 'Verification successful',
      transaction: { status: 'abandoned', amount: 500_000, paidAt: null },
    })
    fake.settle('SCN-c2', { status: 'success', channel: 'bank_transfer' })
    const paid = await client().verifyTransaction('SCN-c2')
    expect(paid.transaction).toMatchObject({
      status: 'success',
      reference: 'SCN-c2',
      amount: 500_000,
      currency: 'NGN',
      channel: 'bank_transfer',
      gatewayResponse: 'Successful',
    })
    expect(paid.transaction.paidAt).toBeInstanceOf(Date)
  })

  it.each([
    [
      'an unknown reference',
      async () => client().verifyTransaction('SCN-missing'),
      'rejected',
      'Transaction reference not found',
    ],
    [
      'a wrong key',
      async () => client('sk_test_wrong').verifyTransaction('SCN-c1'),
      'rejected',
      'Invalid key',
    ],
    [
      'a duplicate reference',
      async () =>
        client().initializeTransaction({
          email: 'a@b.ng',
          amountKobo: 100,
          reference: 'SCN-c1',
          metadata,
        }),
      'rejected',
      'Duplicate Transaction Reference',
    ],
    [
      "a reference outside Paystack's alphabet",
      async () => client().verifyTransaction('SCN c1/../x'),
      'rejected',
      'Invalid transaction reference',
    ],
  ])('reports %s as a typed error', async (_label, call, kind, message) => {
    const error = await failure(call())
    expect(error).toMatchObject({ kind, message })
  })

  it('reports a 500, an unreadable answer, a timeout and a dead server, never with the key', async () => {
    fake.misbehave({ kind: 'server-error' })
    const down = await failure(client().verifyTransaction('SCN-c1'))
    expect(down).toMatchObject({ kind: 'unavailable', httpStatus: 500 })

    fake.misbehave({ kind: 'garbage' })
    expect(await failure(client().verifyTransaction('SCN-c1'))).toMatchObject({
      kind: 'invalid-response',
    })

    fake.misbehave({ kind: 'slow', delayMs: 800 })
    const slow = await failure(client(FAKE_SECRET_KEY, 200).verifyTransaction('SCN-c1'))
    expect(slow).toMatchObject({ kind: 'timeout' })

    const dead = createPaystackClient({
      secretKey: FAKE_SECRET_KEY,
      transport: createFetchTransport('http://127.0.0.1:9', 500),
      timeoutMs: 500,
    })
    const unreachable = await failure(dead.verifyTransaction('SCN-c1'))
    expect(unreachable.kind).toBe('network')

    for (const error of [down, slow, unreachable]) {
      expect(
        JSON.stringify({
          kind: error.kind,
          httpStatus: error.httpStatus,
          message: error.message,
          stack: error.stack,
        }),
      ).not.toContain(FAKE_SECRET_KEY)
    }
  })

  it('refuses a success envelope without the fields the shop needs', async () => {
    const transport = async () => ({
      status: 200,
      body: JSON.stringify({ status: true, message: 'ok', data: { status: 'success' } }),
    })
    const partial = createPaystackClient({ secretKey: 'sk', transport })
    expect(await failure(partial.verifyTransaction('SCN-1'))).toMatchObject({
      kind: 'invalid-response',
      message: 'Invalid verification response',
    })
    expect(
      await failure(
        partial.initializeTransaction({
          email: 'a@b.ng',
          amountKobo: 100,
          reference: 'SCN-1',
          metadata,
        }),
      ),
    ).toMatchObject({
      kind: 'invalid-response',
    })
  })
})
