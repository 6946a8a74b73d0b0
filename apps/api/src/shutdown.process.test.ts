import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ProductListResponse } from '@scentia/domain/catalog/product'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createVerifiedUser } from './modules/auth/account-fixtures.js'
import {
  FAKE_PUBLIC_KEY,
  FAKE_SECRET_KEY,
  eventually,
  shippingFor,
  startFakePaystack,
  type FakePaystack,
} from './modules/payments/payments-test-kit.js'
import { startAppProcess, type AppProcess } from './test/app-process.js'

/**
 * SIGTERM drains (docs/product.md §9), proven on the built server as a real process: a request that is
 * still waiting on Paystack when the signal arrives gets its answer, new connections are refused,
 * and the process exits 0.
 */
describe('graceful shutdown of the built server', () => {
  let dataDir: string
  let fake: FakePaystack
  let env: Record<string, string>
  let token: string
  let email: string
  let productId: number

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'scentia-shutdown-'))
    fake = await startFakePaystack()
    env = {
      DATA_DIR: dataDir,
      // Paystack at a fake we control, so a payment can be held in flight for as long as we like.
      PAYSTACK_SECRET_KEY: FAKE_SECRET_KEY,
      PAYSTACK_PUBLIC_KEY: FAKE_PUBLIC_KEY,
      PAYSTACK_BASE_URL: fake.url,
      TRUST_PROXY: '127.0.0.1',
    }
    // One process makes the database and the shopper; each test then starts its own on it.
    const setup = await startAppProcess({ name: 'setup', env })
    try {
      const shopper = await createVerifiedUser(setup, { full_name: 'Tobi Adeyemi' })
      token = shopper.accessToken
      email = shopper.email
      const list = await setup.inject({ method: 'GET', url: '/api/user/product/list' })
      const product = list.json<ProductListResponse>().productList.find((item) => item.stock > 5)
      if (!product) throw new Error('no product in stock')
      productId = product.id
    } finally {
      expect(await setup.stop()).toEqual({ code: 0, signal: null })
    }
  })
  afterAll(async () => {
    await fake.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** Starts POST /api/payments/initialize; resolves once Paystack (the fake) holds it. */
  async function paymentInFlight(app: AppProcess) {
    const before = fake.requests.length
    const answer = app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        cart_items: [{ id: productId, quantity: 1 }],
        shipping: shippingFor({ email, fullName: 'Tobi Adeyemi' }),
      },
    })
    const deadline = Date.now() + 10_000
    while (!fake.requests.slice(before).some((r) => r.path === '/transaction/initialize')) {
      if (Date.now() > deadline)
        throw new Error(`initialize never reached Paystack\n${app.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // In an object: returning the promise itself would make the caller await the answer.
    return { answer }
  }

  it('finishes the request in flight, refuses new connections, and exits 0 on SIGTERM', async () => {
    const app = await startAppProcess({ name: 'drain', env })
    fake.misbehave({ kind: 'slow', delayMs: 1_500 })
    const { answer } = await paymentInFlight(app)
    const answered = answer.then((res) => ({ res, at: Date.now() }))
    const signalledAt = Date.now()
    app.child.kill('SIGTERM')

    // While it drains, the listener is closed: a new shopper is turned away, not left hanging.
    // (Polled: on a busy machine the signal handler may take a moment to run.)
    await eventually(async () => {
      await expect(fetch(`${app.url}/api/health`)).rejects.toThrow()
    }, 1_000)

    const { res, at } = await answered
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ success: true, amount: expect.any(Number) as number })
    expect(at - signalledAt).toBeGreaterThan(1_000)
    expect(await app.exited, app.output()).toEqual({ code: 0, signal: null })
  })

  it('exits at once, with 1, on a second signal during the drain', async () => {
    const app = await startAppProcess({ name: 'forced', env })
    fake.misbehave({ kind: 'slow', delayMs: 20_000 })
    const { answer } = await paymentInFlight(app)
    const outcome = answer.catch((error: unknown) => error)
    const signalledAt = Date.now()
    app.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    app.child.kill('SIGINT')
    expect(await app.exited, app.output()).toEqual({ code: 1, signal: null })
    expect(Date.now() - signalledAt).toBeLessThan(5_000)
    // The shopper's request died with the process: the fetch fails rather than hanging.
    expect(await outcome).toBeInstanceOf(Error)
  })
})
