import { randomBytes, randomInt } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { CallBudget, type PurchaseSample, type Sample, type StepName } from './mixed-stats.js'
import type { MixedSettings } from './mixed-workload.js'

/**
 * The mixed workload's virtual shoppers: their accounts, made as a person makes one, and their
 * journeys through the shop, each request timed and judged (bench/README.md, section 4).
 */

/** A Lagos address the fee table knows (spec §9), as the payment tests use. */
export const ADDRESS = {
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
  city: 'Anifowoshe/Ikeja, Ikeja',
  phone_number: '0803 123 4567',
} as const

/** Per account: initialize allows 20 a minute (payments.routes.ts); keep clear of the edge. */
export const INITIALIZE_BUDGET = { max: 18, windowMs: 61_000 }
/** An answer slower than this is no answer (the SPA gives up on an order after 30 s, spec §9). */
const REQUEST_TIMEOUT_MS = 30_000

export interface StockedProduct {
  id: number
  productId: string
  price: number
}

export interface Account {
  userId: number
  email: string
  fullName: string
  authorization: string
  budget: CallBudget
}

export interface Shopper {
  index: number
  process: number
  baseUrl: string
  /** The shopper's own client address (X-Forwarded-For, trusted): per-address limits are theirs. */
  address: string
  accounts: Account[]
}

interface Answer {
  status: number
  durationMs: number
  body: string
  error?: string
}

/**
 * One request, timed from before the call until the whole body is read (fetch, undici's
 * keep-alive pool). Network failures are answers with status 0, never exceptions.
 */
async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...init.headers }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const started = performance.now()
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const body = await response.text()
    return { status: response.status, durationMs: performance.now() - started, body }
  } catch (error) {
    return {
      status: 0,
      durationMs: performance.now() - started,
      body: '',
      error: error instanceof Error ? error.name : 'error',
    }
  }
}

/** The answer's JSON, or undefined when it is none; callers say what shape they expect. */
function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

function expectOk(what: string, answer: Answer, expected: number[] = [200]): void {
  if (!expected.includes(answer.status)) {
    throw new Error(
      `${what} answered ${answer.status || answer.error}: ${answer.body.slice(0, 300)}`,
    )
  }
}

/** Shopper n's address: 10.77.x.y, one per shopper, never a real client's. */
export function shopperAddress(index: number): string {
  return `10.77.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`
}

/**
 * A verified, signed-in account the way a person makes one: sign-up, the link from the dev
 * mailbox, /verification with the sign-up password and address, then sign-in.
 */
export async function createAccount(shopper: Shopper, n: number): Promise<Account> {
  const base = shopper.baseUrl
  const xff = { 'x-forwarded-for': shopper.address }
  const email = `bench-${shopper.index}-${n}-${randomBytes(3).toString('hex')}@example.ng`
  const password = `Oud-${randomBytes(6).toString('hex')}-Bench!`
  const fullName = 'Adaeze Bench'
  const signUp = await call(`${base}/api/signup`, {
    method: 'POST',
    headers: xff,
    json: { full_name: fullName, email, password },
  })
  expectOk('sign-up', signUp, [201])
  const userId = (parse(signUp.body) as { user_id: number } | undefined)?.user_id
  if (typeof userId !== 'number') throw new Error(`sign-up gave no user_id: ${signUp.body}`)

  // The mail leaves after the answer: poll the dev mailbox (loopback only) for it.
  let token: string | undefined
  const deadline = Date.now() + 15_000
  while (token === undefined) {
    const mailbox = await call(`${base}/dev/mailbox.json`)
    expectOk('the dev mailbox', mailbox)
    const messages =
      (parse(mailbox.body) as { messages: { to: string; text: string }[] } | undefined)?.messages ??
      []
    const mail = messages.find((message) => message.to === email)
    token = mail ? /\/verification\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined
    if (token === undefined) {
      if (Date.now() > deadline) throw new Error(`no verification mail to ${email} within 15 s`)
      await sleep(100)
    }
  }
  const verify = await call(`${base}/api/verify`, {
    method: 'POST',
    headers: xff,
    json: {
      token,
      password,
      street_address: ADDRESS.street_address,
      state: ADDRESS.state,
      lga: ADDRESS.lga,
      ward: ADDRESS.ward,
      phone_number: ADDRESS.phone_number,
    },
  })
  expectOk('POST /api/verify', verify)
  const login = await call(`${base}/api/login`, {
    method: 'POST',
    headers: xff,
    json: { email, password },
  })
  expectOk('sign-in', login)
  const accessToken = (parse(login.body) as { access_token?: string } | undefined)?.access_token
  if (!accessToken) throw new Error(`sign-in gave no access_token: ${login.body}`)
  return {
    userId,
    email,
    fullName,
    authorization: `Bearer ${accessToken}`,
    budget: new CallBudget(INITIALIZE_BUDGET.max, INITIALIZE_BUDGET.windowMs),
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]
        if (item !== undefined) await task(item)
      }
    }),
  )
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[randomInt(items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

export interface RunState {
  samples: Sample[]
  purchases: PurchaseSample[]
  completedPurchases: number
  heldBack: number
  /** performance.now() at the start of the shoppers' clock. */
  origin: number
  stopAtMs: number
}

/**
 * One shopper's journeys until the time is up: browse (catalogue, a product, its delivery fee),
 * price a cart as checkout does, and in `buyShare` of the journeys pay for it through the
 * sandbox. A purchase that has started is finished after the deadline, so every payment the
 * bench begins ends as an order (or an error the report counts).
 */
export async function shop(
  shopper: Shopper,
  products: StockedProduct[],
  settings: MixedSettings,
  state: RunState,
): Promise<void> {
  const base = shopper.baseUrl
  const now = () => performance.now() - state.origin
  const isOver = () => now() >= state.stopAtMs
  const think = () => sleep(randomInt(settings.thinkMs.min, settings.thinkMs.max + 1))
  const record = (
    step: StepName,
    startedAtMs: number,
    answer: Answer,
    ok: boolean,
    problem?: string,
  ) => {
    state.samples.push({
      step,
      startedAtMs,
      durationMs: answer.durationMs,
      status: answer.status,
      ok,
      process: shopper.process,
      ...((problem ?? answer.error) ? { problem: problem ?? answer.error } : {}),
    })
  }
  const step = async (
    name: StepName,
    url: string,
    init: Parameters<typeof call>[1],
    judge: (answer: Answer) => string | undefined = () => undefined,
    okStatuses: number[] = [200],
  ): Promise<Answer | undefined> => {
    const startedAtMs = now()
    const answer = await call(url, init)
    const isOkStatus = okStatuses.includes(answer.status)
    const problem = isOkStatus ? judge(answer) : undefined
    record(name, startedAtMs, answer, isOkStatus && problem === undefined, problem)
    return isOkStatus && problem === undefined ? answer : undefined
  }

  // Shoppers do not all arrive in the same millisecond.
  await sleep(randomInt(0, settings.thinkMs.max + 1))
  while (!isOver()) {
    const account = pick(shopper.accounts)
    const browsing = { authorization: account.authorization, 'x-forwarded-for': shopper.address }
    await step('catalogue', `${base}/api/user/product/list`, { headers: browsing })
    if (isOver()) break
    await think()
    const product = pick(products)
    await step('product', `${base}/api/product/${encodeURIComponent(product.productId)}`, {
      headers: browsing,
    })
    if (isOver()) break
    await think()
    const fee = (subtotal: number) =>
      `${base}/api/shipping/fee?${new URLSearchParams({
        state: ADDRESS.state,
        lga: ADDRESS.lga,
        ward: ADDRESS.ward,
        subtotal: String(subtotal),
      }).toString()}`
    await step('delivery fee', fee(product.price), { headers: browsing })
    if (isOver()) break
    await think()

    const cart = new Map<number, { id: number; quantity: number; price: number }>()
    for (let lines = randomInt(1, 4); lines > 0; lines--) {
      const chosen = pick(products)
      const line = cart.get(chosen.id) ?? { id: chosen.id, quantity: 0, price: chosen.price }
      line.quantity += randomInt(1, 3)
      cart.set(chosen.id, line)
    }
    const items = [...cart.values()]
    const subtotal = items.reduce((sum, line) => sum + line.price * line.quantity, 0)
    await step('cart pricing', fee(subtotal), { headers: browsing })
    if (isOver()) break
    await think()
    if (Math.random() >= settings.buyShare) continue

    const buyer = shopper.accounts.find((candidate) => candidate.budget.canCall(Date.now()))
    if (!buyer) {
      state.heldBack += 1
      continue
    }
    if (isOver()) break
    buyer.budget.record(Date.now())
    await purchase(buyer, items)
    await think()
  }

  async function purchase(buyer: Account, items: { id: number; quantity: number }[]) {
    const headers = { authorization: buyer.authorization, 'x-forwarded-for': shopper.address }
    const startedAtMs = now()
    const initialized = await step('initialize', `${base}/api/payments/initialize`, {
      method: 'POST',
      headers,
      json: {
        cart_items: items.map(({ id, quantity }) => ({ id, quantity })),
        shipping: {
          full_name: buyer.fullName,
          email: buyer.email,
          phone_number: ADDRESS.phone_number,
          street_address: ADDRESS.street_address,
          state: ADDRESS.state,
          lga: ADDRESS.lga,
          ward: ADDRESS.ward,
          city: ADDRESS.city,
        },
      },
    })
    const payment = initialized
      ? (parse(initialized.body) as { reference?: string; access_code?: string } | undefined)
      : undefined
    if (!initialized || !payment?.reference || !payment.access_code) return
    // The shopper types the test card into the pop-up.
    await think()
    const charged = await step(
      'sandbox charge',
      `${base}/api/sandbox/paystack/checkout/${encodeURIComponent(payment.access_code)}/charge`,
      { method: 'POST', json: { card: 'success' } },
      (answer) =>
        (parse(answer.body) as { status?: boolean } | undefined)?.status === true
          ? undefined
          : 'not charged',
    )
    if (!charged) return
    const verified = await step(
      'verify',
      `${base}/api/payments/verify/${encodeURIComponent(payment.reference)}`,
      { headers },
      (answer) =>
        (parse(answer.body) as { data?: { status?: string } } | undefined)?.data?.status ===
        'success'
          ? undefined
          : 'not success',
    )
    if (!verified) return
    const ordered = await step(
      'checkout',
      `${base}/api/checkout`,
      {
        method: 'POST',
        headers,
        json: {
          user_id: buyer.userId,
          full_name: buyer.fullName,
          email: buyer.email,
          phone_number: ADDRESS.phone_number,
          shipping_address: ADDRESS.street_address,
          city: ADDRESS.city,
          state: ADDRESS.state,
          cart_items: [],
          total_amount: 1,
          shipping_fee: 0,
          payment_status: 'success',
          payment_method: 'CARD',
          transaction_reference: payment.reference,
        },
      },
      (answer) =>
        (parse(answer.body) as { success?: boolean } | undefined)?.success === true
          ? undefined
          : 'no order',
      [200, 201],
    )
    if (!ordered) return
    state.completedPurchases += 1
    state.purchases.push({
      startedAtMs,
      shopMs: initialized.durationMs + verified.durationMs + ordered.durationMs,
    })
  }
}
