import { randomBytes, randomInt } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { startShopOnPostgres } from './api-server.js'
import { onCleanup } from './cleanup.js'
import { type CpuBreakdown, cpuBreakdown, type CpuSnapshot, takeCpuSnapshot } from './cpu-usage.js'
import { type CpuProfile, type ProfileSummary, summariseCpuProfile } from './cpu-profile.js'
import {
  aggregateSteps,
  CallBudget,
  checkInvariants,
  checkoutFigure,
  type CheckoutFigure,
  countByProcess,
  type DatabaseFacts,
  type ErrorRow,
  errorsByStepAndStatus,
  inWindow,
  type InvariantCheck,
  type PurchaseSample,
  type Sample,
  type StepName,
  type StepRow,
} from './mixed-stats.js'
import { repoRoot } from './paths.js'
import { type BenchDatabase, NoPostgresError, prepareBenchDatabase } from './postgres.js'
import type { RunningServer } from './processes.js'

export interface MixedSettings {
  shoppers: number
  processes: number
  warmupSeconds: number
  durationSeconds: number
  /** A shopper's pause between pages, uniform in [min, max] ms: people read before they click. */
  thinkMs: { min: number; max: number }
  /** Share of journeys that end in a purchase; the others leave after pricing the cart. */
  buyShare: number
  accountsPerShopper: number
  /** Units each product the bench sells starts with: no purchase may fail for want of stock. */
  stockPerProduct: number
}

export function mixedSettings(isQuick: boolean): MixedSettings {
  return {
    shoppers: isQuick ? 10 : 50,
    processes: 2,
    warmupSeconds: isQuick ? 2 : 5,
    durationSeconds: isQuick ? 10 : 60,
    thinkMs: { min: 250, max: 750 },
    buyShare: 0.5,
    accountsPerShopper: 2,
    stockPerProduct: 1_000_000,
  }
}

export type MixedReport =
  | { skipped: string }
  | {
      settings: MixedSettings
      database: { origin: string } & BenchDatabase['server']
      setup: { accounts: number; seconds: number }
      /** The timed part (after the warm-up), in seconds. */
      windowSeconds: number
      throughput: {
        requests: number
        requestsPerSecond: number
        purchases: number
        purchasesPerSecond: number
      }
      steps: StepRow[]
      checkout: CheckoutFigure
      errors: ErrorRow[]
      /** Requests in the window served by each process, in start order. */
      perProcess: number[]
      /** Purchases a shopper did not start because every account of theirs was at its per-minute budget. */
      purchasesHeldBack: number
      invariants: InvariantCheck[]
      notes: string[]
      /** Cores each party used in the measured window (Linux); undefined where it cannot be read. */
      cpu?: CpuBreakdown
      /** With --profile: each process's CPU profile, summarised. */
      profiles?: { process: number; file: string; summary: ProfileSummary }[]
    }

/** A Lagos address the fee table knows (spec §9), as the payment tests use. */
const ADDRESS = {
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
  city: 'Anifowoshe/Ikeja, Ikeja',
  phone_number: '0803 123 4567',
} as const

/** Per account: initialize allows 20 a minute (payments.routes.ts); keep clear of the edge. */
const INITIALIZE_BUDGET = { max: 18, windowMs: 61_000 }
const REQUEST_TIMEOUT_MS = 30_000
/** The sandbox's charge.success webhook leaves 800 ms after the charge; let the last ones land. */
const WEBHOOK_SETTLE_MS = 2_000

interface StockedProduct {
  id: number
  productId: string
  price: number
}

interface Account {
  userId: number
  email: string
  fullName: string
  authorization: string
  budget: CallBudget
}

interface Shopper {
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
async function createAccount(shopper: Shopper, n: number): Promise<Account> {
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
async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
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

/**
 * The products the shoppers buy: the cheapest live ones (no "test product", whose free delivery
 * is a special case), stocked high enough that no purchase can run out.
 */
async function stockProducts(client: pg.Client, units: number): Promise<StockedProduct[]> {
  const { rows } = await client.query<{ id: number; product_id: string; price: number }>(
    `update products set stock = $1, updated_at = now()
      where id in (select id from products
                    where retired_at is null and stock > 0 and lower(name) <> 'test product'
                    order by price, id limit 8)
      returning id, product_id, price`,
    [units],
  )
  if (rows.length === 0) throw new Error('the seeded catalogue has no product to sell')
  return rows.map((row) => ({ id: row.id, productId: row.product_id, price: row.price }))
}

async function readFacts(
  client: pg.Client,
  userIds: number[],
  products: StockedProduct[],
  stockBefore: number,
): Promise<DatabaseFacts> {
  const one = async <T extends object>(text: string, values: unknown[] = []): Promise<T> => {
    const { rows } = await client.query<T>(text, values)
    const row = rows[0]
    if (!row) throw new Error(`no answer to ${text}`)
    return row
  }
  const counts = await one<{
    orders: string
    successful: string
    without_order: string
    orphan_orders: string
    refunds: string
  }>(
    `select
       (select count(*) from orders where user_id = any($1)) as orders,
       (select count(*) from payments where user_id = any($1) and status = 'success') as successful,
       (select count(*) from payments where user_id = any($1) and status = 'success'
                                        and order_id is null) as without_order,
       (select count(*) from orders o where o.user_id = any($1) and not exists (
          select 1 from payments p where p.order_id = o.order_id and p.status = 'success'
                                     and p.reference = o.transaction_reference)) as orphan_orders,
       (select count(*) from payments where user_id = any($1) and needs_refund) as refunds`,
    [userIds],
  )
  const stock = await one<{ minimum: number }>('select min(stock) as minimum from products')
  const constraint = await one<{ present: boolean }>(
    `select exists (select 1 from pg_constraint where conname = 'products_stock_not_negative'
                      and convalidated) as present`,
  )
  const ids = products.map((product) => product.id)
  const { rows } = await client.query<{ id: number; after: number; ordered: string }>(
    `select p.id, p.stock as after,
            coalesce((select sum(i.quantity) from order_items i join orders o on o.order_id = i.order_id
                       where i.product_id = p.id and o.user_id = any($2)
                         and o.payment_status = 'paid'), 0) as ordered
       from products p where p.id = any($1) order by p.id`,
    [ids, userIds],
  )
  return {
    orders: Number(counts.orders),
    successfulPayments: Number(counts.successful),
    successfulPaymentsWithoutOrder: Number(counts.without_order),
    ordersWithoutSuccessfulPayment: Number(counts.orphan_orders),
    refundsDue: Number(counts.refunds),
    minimumStock: stock.minimum,
    hasStockCheckConstraint: constraint.present,
    stock: rows.map((row) => ({
      productId: row.id,
      before: stockBefore,
      after: row.after,
      ordered: Number(row.ordered),
    })),
  }
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[randomInt(items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

interface RunState {
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
async function shop(
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

/** Each process's profile (written when it exited), summarised; a missing one is skipped. */
async function readProfiles(
  profileDir: string,
  processes: number,
): Promise<{ process: number; file: string; summary: ProfileSummary }[]> {
  const summaries = []
  for (let process = 0; process < processes; process++) {
    const dir = path.join(profileDir, `process-${process + 1}`)
    const files = (await readdir(dir).catch(() => [])).filter((name) =>
      name.endsWith('.cpuprofile'),
    )
    for (const name of files) {
      const file = path.join(dir, name)
      const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile
      summaries.push({
        process,
        file: path.relative(repoRoot, file),
        summary: summariseCpuProfile(profile),
      })
    }
  }
  return summaries
}

/**
 * Section 4: the mixed workload on PostgreSQL with two processes of the built shop (issue 11).
 * Everything it starts (database, processes, temp dir) is stopped before it returns.
 */
export async function measureMixed(
  webRoot: string,
  isQuick: boolean,
  /** With --profile: where each process writes its .cpuprofile (process-1/, process-2/). */
  profileDir?: string,
): Promise<MixedReport> {
  const settings = mixedSettings(isQuick)
  const notes: string[] = []
  let database: BenchDatabase
  try {
    console.error('[bench] mixed: preparing PostgreSQL')
    database = await prepareBenchDatabase()
  } catch (error) {
    if (error instanceof NoPostgresError) return { skipped: error.message }
    throw error
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scentia-bench-mixed-'))
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true })
  const unregisterDataDir = onCleanup(removeDataDir)
  const servers: RunningServer[] = []
  const client = new pg.Client({ connectionString: database.url })
  let isClientOpen = false
  try {
    const jwtSecret = randomBytes(48).toString('base64url')
    // One at a time: the first migrates and seeds the empty database, the next finds it ready.
    for (let n = 0; n < settings.processes; n++) {
      console.error(`[bench] mixed: starting process ${n + 1} of ${settings.processes}`)
      servers.push(
        await startShopOnPostgres({
          webRoot,
          databaseUrl: database.url,
          dataDir,
          jwtSecret,
          name: `shop process ${n + 1}`,
          ...(profileDir ? { cpuProfileDir: path.join(profileDir, `process-${n + 1}`) } : {}),
        }),
      )
      if (n === 0) {
        await client.connect()
        isClientOpen = true
      }
    }
    const products = await stockProducts(client, settings.stockPerProduct)

    console.error(
      `[bench] mixed: ${settings.shoppers * settings.accountsPerShopper} accounts (sign-up, mailed link, verify, sign-in)`,
    )
    const setupStarted = performance.now()
    const shoppers: Shopper[] = Array.from({ length: settings.shoppers }, (_, index) => {
      const process = index % servers.length
      const server = servers[process]
      if (!server) throw new Error('no server')
      return {
        index,
        process,
        baseUrl: server.baseUrl,
        address: shopperAddress(index),
        accounts: [],
      }
    })
    const jobs = shoppers.flatMap((shopper) =>
      Array.from({ length: settings.accountsPerShopper }, (_, n) => ({ shopper, n })),
    )
    await inBatches(jobs, 8, async ({ shopper, n }) => {
      shopper.accounts.push(await createAccount(shopper, n))
    })
    const setupSeconds = (performance.now() - setupStarted) / 1000

    console.error(
      `[bench] mixed: ${settings.shoppers} shoppers over ${servers.length} processes, ` +
        `${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s`,
    )
    const fromMs = settings.warmupSeconds * 1000
    const toMs = fromMs + settings.durationSeconds * 1000
    const state: RunState = {
      samples: [],
      purchases: [],
      completedPurchases: 0,
      heldBack: 0,
      origin: performance.now(),
      stopAtMs: toMs,
    }
    // Who used the cores while the figures were taken: the shop, the generator, or the rest.
    const pids = servers.map((server) => server.pid)
    const snapshots: { before?: CpuSnapshot; after?: CpuSnapshot } = {}
    const timers = [
      setTimeout(() => {
        snapshots.before = takeCpuSnapshot(performance.now(), pids)
      }, fromMs),
      setTimeout(() => {
        snapshots.after = takeCpuSnapshot(performance.now(), pids)
      }, toMs),
    ]
    await Promise.all(shoppers.map((shopper) => shop(shopper, products, settings, state)))
    for (const timer of timers) clearTimeout(timer)
    const cpu =
      snapshots.before && snapshots.after
        ? cpuBreakdown(snapshots.before, snapshots.after, os.cpus().length)
        : undefined
    await sleep(WEBHOOK_SETTLE_MS)
    // Nothing may change while the invariants are read: stop the shop first.
    for (const server of servers.splice(0)) await server.stop()

    const facts = await readFacts(
      client,
      shoppers.flatMap((shopper) => shopper.accounts.map((account) => account.userId)),
      products,
      settings.stockPerProduct,
    )
    const samples = inWindow(state.samples, { fromMs, toMs })
    const purchases = inWindow(state.purchases, { fromMs, toMs })
    const windowSeconds = settings.durationSeconds
    if (state.heldBack > 0) {
      notes.push(
        `${state.heldBack} purchases were not started because every account of the shopper had ` +
          `used their per-minute initialize budget (${INITIALIZE_BUDGET.max} per ${INITIALIZE_BUDGET.windowMs / 1000} s).`,
      )
    }
    return {
      settings,
      database: { origin: database.origin, ...database.server },
      setup: { accounts: jobs.length, seconds: setupSeconds },
      windowSeconds,
      throughput: {
        requests: samples.length,
        requestsPerSecond: samples.length / windowSeconds,
        purchases: purchases.length,
        purchasesPerSecond: purchases.length / windowSeconds,
      },
      steps: aggregateSteps(samples, windowSeconds),
      checkout: checkoutFigure(purchases),
      errors: errorsByStepAndStatus(state.samples),
      perProcess: countByProcess(samples, settings.processes),
      purchasesHeldBack: state.heldBack,
      invariants: checkInvariants(facts, state.completedPurchases),
      notes,
      ...(cpu ? { cpu } : {}),
      ...(profileDir ? { profiles: await readProfiles(profileDir, settings.processes) } : {}),
    }
  } finally {
    for (const server of servers) await server.stop()
    if (isClientOpen) await client.end().catch(() => undefined)
    await database.drop()
    await removeDataDir()
    unregisterDataDir()
  }
}
