import { eq, like } from 'drizzle-orm'
import { buildCheckoutPayload, PAID_CARD_PAYLOAD } from '@scentia/domain/payment/checkout-payload'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Db } from '../../db/client.js'
import {
  lgas,
  orders,
  payments,
  promoCodes,
  smsOutbox,
  states,
  wards,
} from '../../db/schema/index.js'
import type { OwnerOrder } from '../orders/index.js'
import type { TestApp } from '../../test/build-test-app.js'
import { callAs, type InjectRequest } from '../../test/injector.js'
import {
  createOwner,
  createShopper,
  pickProducts,
  shippingFor,
  type CatalogueProduct,
  type Shopper,
} from '../../test/factories.js'
import {
  buildPaystackTestApp,
  FAKE_SECRET_KEY,
  signedChargeSuccess,
  type PaystackTestApp,
} from './fake-paystack-test-kit.js'

/**
 * Test helpers for payments and orders. Imported by *.test.ts files only. The fake Paystack,
 * the shopper factories and the mail helpers live in their own files and are re-exported here,
 * so one import serves a test that pays.
 */

export * from '../../test/eventually.js'
export * from '../../test/factories.js'
export * from '../../test/outbox-mail.js'
export * from './fake-paystack-test-kit.js'

/**
 * A selling test file's start: its app, one product with at least `minStock` in stock, and the
 * owner who runs the console.
 */
export async function openShop<T extends TestApp>(build: () => Promise<T>, minStock = 5) {
  const t = await build()
  const [product] = await pickProducts(t.database.db, 1, minStock)
  if (!product) throw new Error('no product to sell')
  return { t, product, owner: await createOwner(t.app) }
}

/**
 * A shop (see `useShop`) with Paystack at a fresh fake, given a second to answer, on the test's
 * own clock: it reads `now()`, which starts at `start` and moves only by `advance`, so holds,
 * windows and expiries move when the test moves it. The refund, return, transfer and
 * unpaid-order files' shop.
 */
export function useShopOnClock(start: Date, minStock = 1) {
  let now = start
  const clock = () => now
  const shop = useShop(
    () => buildPaystackTestApp({}, { payments: { timeoutMs: 1_000 }, clock }),
    minStock,
  )
  return {
    shop,
    now: clock,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms)
    },
  }
}

/** What a selling test file works with: the shop `openShop` opened, and its app and database. */
export interface Shop<T extends TestApp> {
  readonly t: T
  readonly product: CatalogueProduct
  readonly owner: Shopper
  readonly app: FastifyInstance
  readonly db: Db
  /** A call to the API as the shop's owner, with a JSON body when one is given. */
  asOwner(method: InjectRequest['method'], url: string, payload?: object): ReturnType<typeof callAs>
}

/**
 * Opens a shop (see `openShop`) before a test file's tests and closes it after, so each file
 * states only its own setup. A later `beforeAll` in the same block runs after the shop is open.
 */
export function useShop<T extends TestApp>(build: () => Promise<T>, minStock = 5): Shop<T> {
  let opened: { t: T; product: CatalogueProduct; owner: Shopper } | undefined
  const open = () => {
    if (!opened) throw new Error('the shop opens in beforeAll: use it inside a hook or a test')
    return opened
  }
  beforeAll(async () => {
    opened = await openShop(build, minStock)
  })
  afterAll(() => opened?.t.close())
  return {
    get t() {
      return open().t
    },
    get product() {
      return open().product
    },
    get owner() {
      return open().owner
    },
    get app() {
      return open().t.app
    },
    get db() {
      return open().t.database.db
    },
    asOwner(method, url, payload) {
      return callAs(open().t.app, open().owner, method, url, payload)
    },
  }
}

/** The owner's switch for pay on delivery (docs/product.md §10), as the console sends it. */
export function setPayOnDelivery(
  app: FastifyInstance,
  who: Pick<Shopper, 'headers'>,
  enabled: boolean,
  ceilingNaira: number,
) {
  return callAs(app, who, 'PUT', '/api/admin/settings/pay-on-delivery', {
    enabled,
    ceiling_naira: ceilingNaira,
  })
}

/**
 * A real address outside Lagos: the first ward of `state` in the seeded table, with the city as
 * the checkout form writes it, so pricing accepts it and only the rule under test can refuse it.
 */
export async function addressIn(db: Db, state: string) {
  const [place] = await db
    .select({ state: states.name, lga: lgas.name, ward: wards.name })
    .from(wards)
    .innerJoin(lgas, eq(wards.lgaId, lgas.id))
    .innerJoin(states, eq(lgas.stateId, states.id))
    .where(eq(states.name, state))
    .limit(1)
  if (!place) throw new Error(`no ${state} ward`)
  return { ...place, city: `${place.ward}, ${place.lga}` }
}

export async function readPayment(db: Db, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference))
  if (!row) throw new Error(`no payment ${reference}`)
  return row
}

/** The orders made for a payment reference: one, or none when a verdict must not make one. */
export async function ordersFor(db: Db, reference: string) {
  return db.select().from(orders).where(eq(orders.transactionReference, reference))
}

/**
 * Every text sent about an order, by kind: the outbox is drained first (one round, awaited), then
 * the dev SMS outbox read, where texts land without a Termii key.
 */
export async function textsAbout(app: FastifyInstance, db: Db, orderId: string) {
  await app.outbox.runOnce()
  const rows = await db
    .select({ kind: smsOutbox.kind })
    .from(smsOutbox)
    .where(like(smsOutbox.text, `%${orderId}%`))
  return rows.map((row) => row.kind)
}

export async function readOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId))
  if (!row) throw new Error(`no order ${orderId}`)
  return row
}

/** The order as its shopper reads it: GET /api/order/{id} signed in as them (docs/product.md §6). */
export async function readOwnOrder(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'headers'>,
  orderId: string,
): Promise<OwnerOrder> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/order/${orderId}`,
    headers: shopper.headers,
  })
  return res.json<{ data: OwnerOrder }>().data
}

/** A code for 10% off, good for one use, made at `now` (the transfer and hold tests). */
export async function insertOneUsePromo(db: Db, prefix: string, now: Date) {
  const [promo] = await db
    .insert(promoCodes)
    .values({
      code: `${prefix}${Math.floor(Math.random() * 1e8)
        .toString(36)
        .toUpperCase()}`,
      kind: 'percent',
      amount: 10,
      totalLimit: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!promo) throw new Error('no promo')
  return promo
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

type CartLine = { id: number; quantity: number; size_id?: number }

/**
 * The browser sending a cart to `url` to pay for it, shipped to the shopper's Lagos address;
 * `extra` adds fields such as a promo code, or replaces the address. The answer as it comes, for
 * tests of refusals too.
 */
const cartPost =
  (url: string) =>
  (
    app: FastifyInstance,
    shopper: Shopper,
    cart: readonly object[],
    extra: Record<string, unknown> = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: shopper.headers,
      payload: { cart_items: cart, shipping: shippingFor(shopper), ...extra },
    })

/** The browser's POST /api/payments/initialize for a cart (see `cartPost`). */
export const postInitialize = cartPost('/api/payments/initialize')

/** An order paid on delivery (docs/product.md §10), as the checkout places it (see `cartPost`). */
export const postPayOnDelivery = cartPost('/api/payments/pay-on-delivery')

/** Initialises a payment that must succeed (`extra` as `postInitialize` takes it), and its answer. */
export async function initializePayment(
  app: FastifyInstance,
  shopper: Shopper,
  cart: CartLine[],
  extra: Record<string, unknown> = {},
): Promise<InitializeAnswer> {
  const res = await postInitialize(app, shopper, cart, extra)
  if (res.statusCode !== 200) throw new Error(`initialize answered ${res.statusCode}: ${res.body}`)
  return res.json<InitializeAnswer>()
}

/**
 * A payment initialised for the cart (`extra` as `postInitialize` takes it), settled by the fake
 * Paystack with `outcome`, then the thank-you page's verify, which must answer 200: it makes the
 * order. The initialise answer and the verify answer.
 */
async function settleAndVerify(
  t: PaystackTestApp,
  shopper: Shopper,
  cart: CartLine[],
  outcome: Parameters<PaystackTestApp['fake']['settle']>[1],
  extra: Record<string, unknown> = {},
) {
  const init = await initializePayment(t.app, shopper, cart, extra)
  t.fake.settle(init.reference, outcome)
  const verified = await verifyPayment(t.app, shopper, init.reference)
  if (verified.statusCode !== 200)
    throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`)
  return { init, verified }
}

/**
 * A shopper pays by card and the thank-you page's verify makes the order: the fake Paystack says
 * the charge succeeded. The order's id, the payment's reference and the amount charged.
 */
export async function payByCard(t: PaystackTestApp, shopper: Shopper, cart: CartLine[]) {
  const { init } = await settleAndVerify(t, shopper, cart, { status: 'success', channel: 'card' })
  const [order] = await ordersFor(t.database.db, init.reference)
  if (!order) throw new Error('a card payment should make its order')
  return { orderId: order.orderId, reference: init.reference, amount: init.amount }
}

/**
 * A purchase through POST /api/checkout: the payment initialised for the cart, the fake Paystack
 * saying the charge succeeded, then the spec's order payload posted. The initialise answer and
 * the checkout's answer as it comes, for the test to judge.
 */
export async function checkoutPaid(t: PaystackTestApp, shopper: Shopper, cart: CartLine[]) {
  const init = await initializePayment(t.app, shopper, cart)
  t.fake.settle(init.reference, { status: 'success' })
  return { init, res: await postCheckout(t.app, shopper, init.reference) }
}

/** A new shopper's purchase of `cart` through POST /api/checkout (see `checkoutPaid`), accepted. */
export async function buyAsNewShopper(t: PaystackTestApp, cart: CartLine[]) {
  const { res } = await checkoutPaid(t, await createShopper(t.app), cart)
  expect(res.json()).toMatchObject({ success: true })
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

/** The browser's POST /api/checkout for a reference, with the spec's order payload. */
export function postCheckout(
  app: FastifyInstance,
  shopper: Shopper,
  reference: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: orderPayload(shopper, reference, overrides),
  })
}

/** The browser asking whether a reference is paid, as the thank-you page does. */
export function verifyPayment(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'headers'>,
  reference: string,
) {
  return app.inject({
    method: 'GET',
    url: `/api/payments/verify/${reference}`,
    headers: shopper.headers,
  })
}

/** Paystack delivering a signed event (see `signedChargeSuccess`) to our webhook. */
export function deliverWebhook(
  app: FastifyInstance,
  event: { payload: string; headers: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: '/api/paystack/webhook',
    headers: event.headers,
    payload: event.payload,
  })
}

/** The bank confirms a transfer: Paystack's signed charge.success, delivered to our webhook. */
export function deliverTransferSuccess(app: FastifyInstance, reference: string, amount: number) {
  return deliverWebhook(
    app,
    signedChargeSuccess(FAKE_SECRET_KEY, { reference, amount, channel: 'bank_transfer' }),
  )
}

/**
 * A shopper starts paying for `cart` (with `promoCode`, when given) and chooses transfer, and
 * sends nothing yet: Paystack answers 'pending' until the bank confirms, and the thank-you page's
 * verify makes the order, which holds its units (docs/product.md §10). The initialise answer,
 * the verify answer and the order's id.
 */
export async function startTransfer(
  t: PaystackTestApp,
  shopper: Shopper,
  cart: CartLine[],
  promoCode?: string,
) {
  const { init, verified } = await settleAndVerify(
    t,
    shopper,
    cart,
    { status: 'pending', channel: 'bank_transfer' },
    promoCode === undefined ? {} : { promo_code: promoCode },
  )
  const { orderId } = await readPayment(t.database.db, init.reference)
  if (!orderId) throw new Error('a pending transfer should make its order')
  return { init, verified, orderId }
}
