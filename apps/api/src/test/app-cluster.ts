import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '../db/client.js'
import {
  FAKE_PUBLIC_KEY,
  FAKE_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../modules/payments/payments-test-kit.js'
import { startAppProcess, type AppProcess } from './app-process.js'
import { withAdmin, withDatabase } from './global-setup.js'

/** ADMIN_EMAILS of every process: this address, once verified, is an owner on all of them. */
export const CLUSTER_OWNER_EMAIL = 'owner-cluster@example.ng'

export interface AppCluster {
  /** The processes, in start order; `a` and `b` are the first two. */
  processes: AppProcess[]
  a: AppProcess
  b: AppProcess
  /** The shared database, for a test's own checks (stock, orders) and setup (a stock of one). */
  database: Database
  databaseUrl: string
  /** One Paystack for the whole deployment, as in production: every process talks to it. */
  paystack: FakePaystack
  /** Stops every process (each must drain and exit 0), then drops the database. */
  close(): Promise<{ name: string; code: number | null; signal: NodeJS.Signals | null }[]>
}

export interface ClusterOptions {
  /** The PostgreSQL server (TEST_DATABASE_URL); the cluster makes a fresh database on it. */
  serverUrl: string
  /** How many API processes (default 2). */
  count?: number
  /** Extra environment for every process. */
  env?: Record<string, string>
}

/**
 * N instances of the built API (docs/product.md §3, §9) on one fresh PostgreSQL database, each its own
 * child process on its own port, sharing what a real deployment's processes share: the database,
 * JWT_SECRET, ADMIN_EMAILS and one Paystack. They start together, so the first start's migrations
 * and seed also race, as they would on a deploy.
 *
 * Paystack is the test kit's fake over HTTP rather than the built-in sandbox: the sandbox keeps
 * its transactions in its own process's memory, so a payment started on one process would be
 * unknown to another's sandbox, where real Paystack is one service that every process reaches.
 */
export async function startAppCluster(options: ClusterOptions): Promise<AppCluster> {
  const name = `scentia_cluster_${randomBytes(6).toString('hex')}`
  await withAdmin(options.serverUrl, (client) => client.query(`create database ${name}`))
  const databaseUrl = withDatabase(options.serverUrl, name)
  const paystack = await startFakePaystack()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scentia-cluster-'))
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PAYSTACK_SECRET_KEY: FAKE_SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: FAKE_PUBLIC_KEY,
    PAYSTACK_BASE_URL: paystack.url,
    ADMIN_EMAILS: CLUSTER_OWNER_EMAIL,
    // The fixtures play many shoppers, each from an address of its own, as a proxy reports them.
    TRUST_PROXY: '127.0.0.1',
    ...options.env,
  }
  const names = 'ABCDEFGH'.slice(0, options.count ?? 2).split('')
  const started = await Promise.allSettled(
    names.map((processName) => startAppProcess({ name: processName, env })),
  )
  const processes = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  )
  const dropEverything = async () => {
    await paystack.close()
    await withAdmin(options.serverUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    )
    await rm(dataDir, { recursive: true, force: true })
  }
  const failed = started.find((result) => result.status === 'rejected')
  const [a, b] = processes
  if (failed || !a || !b) {
    await Promise.all(processes.map((process) => process.stop()))
    await dropEverything()
    throw failed?.status === 'rejected' ? failed.reason : new Error('a cluster needs two processes')
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl }, { poolSize: 4 })

  return {
    processes,
    a,
    b,
    database,
    databaseUrl,
    paystack,
    async close() {
      const exits = await Promise.all(
        processes.map(async (process) => ({ name: process.name, ...(await process.stop()) })),
      )
      await database.close()
      await dropEverything()
      return exits
    },
  }
}
