import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildApp, type AppDependencies } from '../app.js'
import { loadConfig, type AppConfig } from '../config/env.js'
import { openDatabase, type Database } from '../db/client.js'
import { withAdmin, withDatabase } from './global-setup.js'

export const testEngine = (process.env.TEST_DB_ENGINE ?? 'pglite') as 'pglite' | 'postgres'

/**
 * A private database for one test file, copied from the run's migrated and seeded template:
 * an in-memory PGlite loaded from the dump, or a PostgreSQL database created from the template.
 * `connectVia` changes the address the app connects to (the fault tests put a proxy between).
 */
export async function openTestDatabase({
  connectVia = (url: string) => url,
}: { connectVia?: (url: string) => string } = {}): Promise<Database> {
  if (testEngine === 'postgres') {
    const { url, database: template } = inject('postgresTemplate')
    const name = `scentia_test_${randomBytes(6).toString('hex')}`
    await withAdmin(url, (client) => client.query(`create database ${name} template ${template}`))
    const database = await openDatabase(
      { kind: 'postgres', url: connectVia(withDatabase(url, name)) },
      { poolSize: 5 },
    )
    return {
      ...database,
      close: async () => {
        await database.close()
        await withAdmin(url, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        )
      },
    }
  }
  const dump = await readFile(inject('pgliteTemplate'))
  return openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { loadDataDir: new Blob([dump]) })
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: AppConfig
  close(): Promise<void>
}

/** Boots the real app on a real database, for `app.inject()` (STYLE: API tests). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Partial<Omit<AppDependencies, 'config' | 'database'>> = {},
  /** A database opened by the test (openTestDatabase with its options); closed with the app. */
  { database = undefined as Database | undefined } = {},
): Promise<TestApp> {
  database ??= await openTestDatabase()
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' },
    // Tests play many shoppers from one process, as a deployment behind a trusted proxy sees
    // them: each request may name its client address in X-Forwarded-For.
    { trustProxy: true, ...overrides, database: { kind: 'pglite', dataDir: 'memory://' } },
  )
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...deps,
    // Scheduled cleanup would delete other tests' rows on its own clock; its tests call it.
    outbox: { scheduleCheckMs: 0, ...deps.outbox },
  })
  await app.ready()
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/**
 * Another API process on the same database: what a second instance behind the load balancer
 * is (docs/product.md §8). Each app has its own memory, so only what is in the database is shared.
 * Closing it leaves the database to its first app.
 */
export async function buildSiblingApp(
  first: TestApp,
  deps: Partial<Omit<AppDependencies, 'config' | 'database'>> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: first.config,
    database: first.database,
    logger: false,
    ...deps,
    outbox: { scheduleCheckMs: 0, ...deps.outbox },
  })
  await app.ready()
  return app
}
