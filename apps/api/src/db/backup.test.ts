import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { buildApp } from '../app.js'
import { databaseConfig, loadConfig } from '../config/env.js'
import {
  createShopper,
  fakePaystackConfig,
  initializePayment,
  orderPayload,
  pickProducts,
  startFakePaystack,
  type FakePaystack,
} from '../modules/payments/payments-test-kit.js'
import { testEngine } from '../test/build-test-app.js'
import { withAdmin, withDatabase } from '../test/global-setup.js'
import { backupCommand, restoreCommand } from './backup.js'
import { openDatabase, type Database } from './client.js'
import { orders } from './schema/index.js'

type Env = Record<string, string>

/** A port nothing listens on: the scripts' "is a server holding PGlite?" check finds none. */
const NO_SERVER = { PORT: '9' }

function captured() {
  const lines: string[] = []
  return {
    lines,
    out: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  }
}

async function startApp(database: Database, fake: FakePaystack) {
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: 'backup-test-secret-that-is-long-enough-for-hs256' },
    { ...fakePaystackConfig(fake), database: { kind: 'pglite', dataDir: 'memory://' } },
  )
  const app = await buildApp({ config, database, logger: false, payments: { timeoutMs: 1_000 } })
  await app.ready()
  return app
}

/**
 * docs/product.md §9: a backup you can restore. A shop with a paid order is backed up with the
 * db:backup command, restored with db:restore into a fresh database, and the app started on
 * the copy finds the same orders. The engine is the test project's: PGlite always, PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
describe(`backup and restore (${testEngine})`, () => {
  let fake: FakePaystack
  let workDir: string
  let sourceEnv: Env
  let targetEnv: Env
  let cleanups: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    fake = await startFakePaystack()
    workDir = await mkdtemp(path.join(tmpdir(), 'scentia-backup-'))
    if (testEngine === 'postgres') {
      const { url, database: template } = inject('postgresTemplate')
      const source = `scentia_backup_src_${randomBytes(4).toString('hex')}`
      const target = `scentia_backup_dst_${randomBytes(4).toString('hex')}`
      await withAdmin(url, async (client) => {
        await client.query(`create database ${source} template ${template}`)
        // Fresh and empty, as a new server's database would be.
        await client.query(`create database ${target}`)
      })
      cleanups.push(() =>
        withAdmin(url, async (client) => {
          await client.query(`drop database if exists ${source} with (force)`)
          await client.query(`drop database if exists ${target} with (force)`)
        }),
      )
      sourceEnv = { DATABASE_URL: withDatabase(url, source) }
      targetEnv = { DATABASE_URL: withDatabase(url, target) }
    } else {
      sourceEnv = { DATA_DIR: path.join(workDir, 'shop'), ...NO_SERVER }
      targetEnv = { DATA_DIR: path.join(workDir, 'restored'), ...NO_SERVER }
    }
  })
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup()
    cleanups = []
    await fake.close()
    await rm(workDir, { recursive: true, force: true })
  })

  async function openSource(): Promise<Database> {
    const config = databaseConfig(sourceEnv)
    if (config.kind === 'postgres') return openDatabase(config, { poolSize: 2 })
    // A shop on disk, as `npm start` leaves one, started from the run's migrated template.
    const dump = await readFile(inject('pgliteTemplate'))
    await mkdir(config.dataDir, { recursive: true })
    return openDatabase(config, { loadDataDir: new Blob([dump]) })
  }

  // Three databases migrated from scratch, two apps and a dump: the heaviest test there is, so it
  // gets its own time limit rather than the project's 30 s.
  it('restores a shop with its orders into a fresh database, and refuses to overwrite one', async () => {
    // 1. A shop with a paid order.
    const source = await openSource()
    const app = await startApp(source, fake)
    const shopper = await createShopper(app, 'Uche Okonkwo')
    const [product] = await pickProducts(source.db, 1)
    if (!product) throw new Error('no product')
    const init = await initializePayment(app, shopper, [{ id: product.id, quantity: 2 }])
    fake.settle(init.reference, { status: 'success' })
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: orderPayload(shopper, init.reference),
    })
    expect(checkout.statusCode, checkout.body).toBe(201)
    const orderId = checkout.json<{ order_id: string }>().order_id
    const original = await app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: shopper.headers,
    })
    const [{ value: orderCount } = { value: 0 }] = await source.db
      .select({ value: count() })
      .from(orders)
    await app.close()
    await source.close()

    // 2. Backed up.
    const file = path.join(workDir, testEngine === 'postgres' ? 'shop.dump' : 'shop.tar.gz')
    const backup = captured()
    expect(await backupCommand([file], sourceEnv, backup.out), backup.lines.join('\n')).toBe(0)
    expect(existsSync(file)).toBe(true)
    expect(backup.lines[0]).toMatch(/^Backed up .* to .*shop\./)

    // 3. Restored into a fresh database.
    const restore = captured()
    expect(await restoreCommand([file], targetEnv, restore.out), restore.lines.join('\n')).toBe(0)

    // 4. Never over a database that holds anything, unless told --force.
    const again = captured()
    expect(await restoreCommand([file], targetEnv, again.out)).toBe(1)
    expect(again.lines.join('\n')).toMatch(/is not empty: refusing to restore over it.*--force/)
    const forced = captured()
    expect(await restoreCommand([file, '--force'], targetEnv, forced.out)).toBe(0)

    // 5. The app started on the copy finds the same orders.
    const restored = await openDatabase(databaseConfig(targetEnv), { poolSize: 2 })
    await restored.migrate()
    const copy = await startApp(restored, fake)
    try {
      const res = await copy.inject({
        method: 'GET',
        url: `/api/order/${orderId}`,
        headers: { authorization: `Bearer ${await copy.accessTokens.sign(shopper.userId)}` },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual(original.json())
      const [{ value: restoredCount } = { value: -1 }] = await restored.db
        .select({ value: count() })
        .from(orders)
      expect(restoredCount).toBe(orderCount)
      const ready = await copy.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(200)
    } finally {
      await copy.close()
      await restored.close()
    }
  }, 120_000)

  it('tells the operator what is wrong instead of failing obscurely', async () => {
    const missing = captured()
    expect(await restoreCommand([path.join(workDir, 'nope.dump')], targetEnv, missing.out)).toBe(1)
    expect(missing.lines).toEqual([expect.stringMatching(/^Restore failed: No backup file at /)])

    const usage = captured()
    expect(await restoreCommand([], targetEnv, usage.out)).toBe(2)
    expect(usage.lines[0]).toMatch(/^Usage: npm run db:restore -- <backup file> \[--force\]/)

    // A backup of the other engine is named for what it is.
    const wrongKind = captured()
    const other = path.join(workDir, testEngine === 'postgres' ? 'shop-x.tar.gz' : 'shop-x.dump')
    await writeFile(other, testEngine === 'postgres' ? Buffer.from([0x1f, 0x8b, 8, 0]) : 'PGDMP')
    expect(await restoreCommand([other], targetEnv, wrongKind.out)).toBe(1)
    expect(wrongKind.lines[0]).toMatch(/is a (PGlite|PostgreSQL) backup, but the environment names/)
  })
})
