import { randomBytes } from 'node:crypto'
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
  checkoutFigure,
  type CheckoutFigure,
  countByProcess,
  type ErrorRow,
  errorsByStepAndStatus,
  inWindow,
  type StepRow,
} from './mixed-stats.js'
import { checkInvariants, type InvariantCheck } from '../apps/api/src/test/shop-invariants.js'
import { growPostgresShop } from './grow.js'
import { preparePageWatch } from './page-watch.js'
import { type PageSample, renderBudget, type RenderBudget } from './page-watch-stats.js'
import { readFacts, stockProducts } from './mixed-database.js'
import {
  createAccount,
  inBatches,
  INITIALIZE_BUDGET,
  type Shopper,
  shopperAddress,
} from './mixed-accounts.js'
import { type RunState, shop } from './mixed-shoppers.js'
import { settleWithin } from './deadline.js'
import { REQUEST_TIMEOUT_MS } from './mixed-http.js'
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
      /** The page watcher's renders in the window, per kind of page, and the budget's verdict. */
      pageRenders: RenderBudget
      notes: string[]
      /** Cores each party used in the measured window (Linux); undefined where it cannot be read. */
      cpu?: CpuBreakdown
      /** With --profile: each process's CPU profile, summarised. */
      profiles?: { process: number; file: string; summary: ProfileSummary }[]
    }

/** The sandbox's charge.success webhook leaves 800 ms after the charge; let the last ones land. */
const WEBHOOK_SETTLE_MS = 2_000

/** "3 of 50 shoppers still waiting: catalogue ×2, verify ×1" (what a stuck run reports). */
export function stuckShoppers(state: Pick<RunState, 'inFlight'>, shoppers: number): string {
  const bySteps = new Map<string, number>()
  for (const step of state.inFlight.values()) bySteps.set(step, (bySteps.get(step) ?? 0) + 1)
  const steps = [...bySteps].map(([step, count]) => `${step} ×${count}`).join(', ')
  return (
    `the shoppers had not finished; ${state.inFlight.size} of ${shoppers} were waiting on a request` +
    (steps ? ` (${steps})` : '') +
    ` after the ${REQUEST_TIMEOUT_MS / 1000} s per-request deadline`
  )
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
 * Section 4: the mixed workload on PostgreSQL with two processes of the built shop.
 * Everything it starts (database, processes, temp dir) is stopped before it returns.
 */
export async function measureMixed(
  webRoot: string,
  isQuick: boolean,
  /** With --profile: where each process writes its .cpuprofile (process-1/, process-2/). */
  profileDir?: string,
  /** With --products: the catalogue is grown to this size once the first process seeded it. */
  catalogueSize?: number,
  /** Called once both processes serve the grown catalogue, before any account or shopper. */
  beforeShoppers?: (baseUrl: string) => Promise<void>,
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
  // An interrupted run drops the database WITH (FORCE) while this connection is open: the
  // server's goodbye is an 'error' event, which unhandled would crash the cleanup.
  client.on('error', () => undefined)
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
        // Before the second process starts; the first sees the rows within its revalidation.
        if (catalogueSize !== undefined) await growPostgresShop(database.url, catalogueSize)
      }
    }
    const products = await stockProducts(client, settings.stockPerProduct)
    const first = servers[0]
    if (beforeShoppers && first) await beforeShoppers(first.baseUrl)

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
    console.error('[bench] mixed: choosing the watched pages (each rendered once per process)')
    const watch = await preparePageWatch(
      client,
      servers.map((server) => server.baseUrl),
      products,
    )
    const pageSamples: PageSample[] = []

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
      inFlight: new Map(),
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
    // A purchase begun before the end runs to its end: four requests of at most
    // REQUEST_TIMEOUT_MS each and two pauses. Past that, something waits forever: fail the section
    // with who waits on what, rather than hold the run (and its report) open.
    const finishMs = toMs + 5 * REQUEST_TIMEOUT_MS + 2 * settings.thinkMs.max
    const clock = () => performance.now() - state.origin
    await settleWithin(
      Promise.all([
        ...shoppers.map((shopper) => shop(shopper, products, settings, state)),
        // The watcher stops with the window: a purchase finishing after it re-renders nothing it sees.
        watch.run(clock, () => clock() >= toMs, pageSamples),
      ]),
      finishMs,
      () => stuckShoppers(state, settings.shoppers),
    )
    watch.close()
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
      pageRenders: renderBudget(watch.first, inWindow(pageSamples, { fromMs, toMs })),
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
