import { randomBytes, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { buildCheckoutPayload, PAID_CARD_PAYLOAD } from '@scentia/domain/payment/checkout-payload'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import { mailOutbox, payments, productSizes, products, users } from '../../db/schema/index.js'
import { signPaystackPayload } from '../paystack/paystack-signature.js'

/**
 * Test helpers for payments and orders. Imported by *.test.ts files only.
 *
 * The fake Paystack is the test's own, written from Paystack's API documentation
 * (https://paystack.com/docs/api/transaction/), not from our sandbox: the client is checked
 * against Paystack's shapes, so a mistake shared by client and sandbox cannot hide.
 */

export const FAKE_SECRET_KEY = 'sk_test_x'
export const FAKE_PUBLIC_KEY = 'pk_test_x'

export interface FakeTransaction {
  id: number
  reference: string
  email: string
  /** Kobo, as initialised. */
  amount: number
  currency: string
  metadata: unknown
  status: string
  /** What verify reports as paid; defaults to `amount`. */
  paidAmount?: number
  /** What verify reports as the currency; null answers none, undefined the initialised one. */
  paidCurrency?: string | null
  /** The reference verify's answer names; defaults to the one asked for. */
  answeredReference?: string
  channel: string | null
  paidAt: string | null
}

export interface FakeRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

/** How the next answers misbehave: a 500, or an answer that takes `delayMs`. */
export type FakeMisbehaviour =
  { kind: 'server-error' } | { kind: 'slow'; delayMs: number } | { kind: 'garbage' }

export interface FakePaystack {
  url: string
  requests: FakeRequest[]
  transactions: Map<string, FakeTransaction>
  /** Settles a transaction as Paystack would after the pop-up: success, failed, abandoned… */
  settle(
    reference: string,
    outcome: {
      status: string
      paidAmount?: number
      paidCurrency?: string | null
      answeredReference?: string
      channel?: string
    },
  ): void
  /** Queue misbehaviour for the next `count` requests. */
  misbehave(misbehaviour: FakeMisbehaviour, count?: number): void
  verifyCalls(reference: string): number
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
    request.on('error', reject)
  })
}

export async function startFakePaystack(): Promise<FakePaystack> {
  const requests: FakeRequest[] = []
  const transactions = new Map<string, FakeTransaction>()
  const misbehaviours: FakeMisbehaviour[] = []
  let nextId = 1000

  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request)
      let body: unknown
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        body = raw
      }
      const path = request.url ?? '/'
      requests.push({
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization,
        body,
      })
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(payload))
      }

      const misbehaviour = misbehaviours.shift()
      if (misbehaviour?.kind === 'server-error') {
        send(500, { status: false, message: 'An error occurred' })
        return
      }
      if (misbehaviour?.kind === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.end('<html>gateway</html>')
        return
      }
      if (misbehaviour?.kind === 'slow')
        await new Promise((resolve) => setTimeout(resolve, misbehaviour.delayMs))

      if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
        send(401, { status: false, message: 'Invalid key' })
        return
      }

      if (request.method === 'POST' && path === '/transaction/initialize') {
        const input = body as {
          email?: string
          amount?: number
          currency?: string
          reference?: string
          metadata?: unknown
        }
        if (!input.email || !input.amount) {
          send(400, { status: false, message: 'Invalid transaction parameters' })
          return
        }
        const reference = input.reference ?? `T${randomBytes(6).toString('hex')}`
        if (transactions.has(reference)) {
          send(400, { status: false, message: 'Duplicate Transaction Reference' })
          return
        }
        const accessCode = randomBytes(8).toString('hex')
        transactions.set(reference, {
          id: nextId++,
          reference,
          email: input.email,
          amount: input.amount,
          currency: input.currency ?? 'NGN',
          metadata: input.metadata,
          // Paystack verifies a transaction nobody has paid yet as 'abandoned'.
          status: 'abandoned',
          channel: null,
          paidAt: null,
        })
        send(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        })
        return
      }

      const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path)
      if (request.method === 'GET' && verify?.[1]) {
        const transaction = transactions.get(decodeURIComponent(verify[1]))
        if (!transaction) {
          send(400, {
            status: false,
            message: 'Transaction reference not found',
            type: 'validation_error',
            code: 'transaction_not_found',
          })
          return
        }
        send(200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: transaction.id,
            domain: 'test',
            status: transaction.status,
            reference: transaction.answeredReference ?? transaction.reference,
            receipt_number: null,
            amount: transaction.paidAmount ?? transaction.amount,
            message: null,
            gateway_response:
              transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
            paid_at: transaction.paidAt,
            created_at: '2026-01-01T10:00:00.000Z',
            channel: transaction.channel ?? 'card',
            currency:
              transaction.paidCurrency === undefined
                ? transaction.currency
                : transaction.paidCurrency,
            ip_address: '41.58.0.1',
            metadata: transaction.metadata,
            fees: 0,
            customer: { id: 1, email: transaction.email, customer_code: 'CUS_test' },
            authorization: null,
            requested_amount: transaction.amount,
          },
        })
        return
      }
      send(404, { status: false, message: 'Not found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    settle(reference, outcome) {
      const transaction = transactions.get(reference)
      if (!transaction) throw new Error(`fake Paystack has no ${reference}`)
      transaction.status = outcome.status
      transaction.paidAmount = outcome.paidAmount
      transaction.paidCurrency = outcome.paidCurrency
      transaction.answeredReference = outcome.answeredReference
      transaction.channel = outcome.channel ?? 'card'
      transaction.paidAt = outcome.status === 'success' ? new Date().toISOString() : null
    },
    misbehave(misbehaviour, count = 1) {
      for (let i = 0; i < count; i++) misbehaviours.push(misbehaviour)
    },
    verifyCalls: (reference) =>
      requests.filter((request) => request.path === `/transaction/verify/${reference}`).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}

/** The Paystack settings an app under test uses to reach the fake. */
export const fakePaystackConfig = (fake: FakePaystack) => ({
  paystack: { secretKey: FAKE_SECRET_KEY, publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.url },
})

export interface Shopper {
  userId: number
  email: string
  fullName: string
  token: string
  headers: { authorization: string }
}

/**
 * A signed-in customer, written straight to the users table: these tests are about paying, and
 * the accounts module's own tests cover signing up (argon2 per user would cost seconds here).
 */
export async function createShopper(
  app: FastifyInstance,
  fullName = 'Chiamaka Nwosu',
): Promise<Shopper> {
  const userId = randomInt(10_000_000, 2_147_483_647)
  const email = `payer-${randomBytes(4).toString('hex')}@example.ng`
  await app.database.db.insert(users).values({
    id: userId,
    fullName,
    email,
    passwordHash: 'not-a-real-hash',
    phoneNumber: '+2348031234567',
    verified: true,
  })
  const token = await app.accessTokens.sign(userId)
  return { userId, email, fullName, token, headers: { authorization: `Bearer ${token}` } }
}

/** A Lagos address the fee table knows: Anifowoshe/Ikeja, base fee ₦8,000 (spec §9). */
export function shippingFor(shopper: Pick<Shopper, 'email' | 'fullName'>) {
  return {
    full_name: shopper.fullName,
    email: shopper.email,
    phone_number: '0803 123 4567',
    street_address: '12 Allen Avenue',
    state: 'Lagos',
    lga: 'Ikeja',
    ward: 'Anifowoshe/Ikeja',
    city: 'Anifowoshe/Ikeja, Ikeja',
  }
}

export interface CatalogueProduct {
  id: number
  name: string
  price: number
  stock: number
}

/** Products with at least `minStock` units, cheapest first, none named 'test product'. */
export async function pickProducts(
  db: Db,
  count: number,
  minStock = 5,
): Promise<CatalogueProduct[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, price: products.price, stock: products.stock })
    .from(products)
    .where(
      and(
        gte(products.stock, minStock),
        sql`${products.retiredAt} is null`,
        sql`lower(${products.name}) <> 'test product'`,
      ),
    )
    .orderBy(products.price, products.id)
    .limit(count)
  if (rows.length < count) throw new Error(`only ${rows.length} products with stock ${minStock}+`)
  return rows
}

/** A fragrance that sells a sample (issue 14), the cheapest first, with both stocked for a test. */
export async function pickSample(db: Db, stock = 20) {
  const [row] = await db
    .select({
      productId: products.id,
      bottlePrice: products.price,
      sizeId: productSizes.id,
      price: productSizes.price,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(productSizes.isSample, true), sql`${products.retiredAt} is null`))
    .orderBy(products.price, products.id)
    .limit(1)
  if (!row) throw new Error('the seed should sell samples')
  await setStock(db, row.productId, stock)
  await db.update(productSizes).set({ stock }).where(eq(productSizes.id, row.sizeId))
  return { ...row, price: row.price ?? 0 }
}

export async function setStock(db: Db, productId: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, productId))
}

export async function readStock(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  if (!row) throw new Error(`no product ${productId}`)
  return row.stock
}

export async function readPayment(db: Db, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference))
  if (!row) throw new Error(`no payment ${reference}`)
  return row
}

export interface InitializeAnswer {
  success: boolean
  reference: string
  access_code: string
  authorization_url: string
  amount: number
  amount_kobo: number
  subtotal: number
  shipping_fee: number
  cart_items: { id: number; name: string; price: number; quantity: number; image: string }[]
}

export async function initializePayment(
  app: FastifyInstance,
  shopper: Shopper,
  cart: { id: number; quantity: number; size_id?: number }[],
): Promise<InitializeAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    headers: shopper.headers,
    payload: { cart_items: cart, shipping: shippingFor(shopper) },
  })
  if (res.statusCode !== 200) throw new Error(`initialize answered ${res.statusCode}: ${res.body}`)
  return res.json<InitializeAnswer>()
}

/** The spec's order payload for a reference, with the browser's (ignored) preview figures. */
export function orderPayload(
  shopper: Shopper,
  reference: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    ...buildCheckoutPayload({
      userId: shopper.userId,
      shipping: shippingFor(shopper),
      reference,
      ...PAID_CARD_PAYLOAD,
    }),
    ...overrides,
  }
}

/** Paystack's charge.success, signed over its raw bytes as Paystack signs it. */
export function signedChargeSuccess(
  secret: string,
  /** `currency: null` leaves the field out, as a charge without a currency would. */
  charge: { reference: string; amount: number; currency?: string | null; channel?: string },
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    event: 'charge.success',
    data: {
      id: 302961,
      domain: 'test',
      status: 'success',
      reference: charge.reference,
      amount: charge.amount,
      message: null,
      gateway_response: 'Approved',
      paid_at: '2026-01-01T10:00:05.000Z',
      created_at: '2026-01-01T10:00:00.000Z',
      channel: charge.channel ?? 'card',
      ...(charge.currency === null ? {} : { currency: charge.currency ?? 'NGN' }),
      ip_address: '41.58.0.1',
      metadata: 0,
      customer: { id: 1, email: 'payer@example.ng' },
    },
  })
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackPayload(payload, secret),
    },
  }
}

export interface OutboxMessage {
  to: string
  subject: string
  text: string
}

/** Mail in the dev outbox, oldest first, read from the table (the mailbox page is the accounts module's). */
export async function mailTo(db: Db, to: string): Promise<OutboxMessage[]> {
  return db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.id))
}

/** Waits until `check` passes or the time is up (mail and webhooks arrive after the answer). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}
