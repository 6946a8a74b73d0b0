import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { onCleanup } from './cleanup.js'
import { growPgliteShop } from './grow.js'
import { apiServerFile, repoRoot } from './paths.js'
import { findFreePort, type RunningServer, startServer } from './processes.js'
import { serverRuntime } from './server-node.js'

/**
 * What docs/operations.md's unit sets for every process besides the shop's own settings: glibc's
 * malloc capped at two arenas. With one per thread (its default, up to 8 × cores) the arenas
 * that PGlite's start, the seed and compression threads touched kept ≈ 50 MB more of the
 * process's RSS (docs/decisions/039, 2026-11-28). V8's young generation keeps its default size
 * (decision 051's amendment of 2026-11-29). The bench measures the shop as deployed.
 */
export const DEPLOYED_ENV = {
  MALLOC_ARENA_MAX: '2',
} as const

/**
 * The built shop (`node apps/api/dist/server.js`) on a free port and a fresh embedded database
 * in a temp DATA_DIR, as a first `npm start` would run, serving the storefront from `webRoot`
 * (the benchmark's own copy of apps/web/dist). Only PATH and HOME come from our
 * environment: a DATABASE_URL or Paystack key in the caller's shell must not change what is measured.
 */
export async function startBuiltShop(
  webRoot: string,
  {
    products,
    cpuProfileDir,
    prepare,
    serverFile = apiServerFile,
  }: {
    products?: number | undefined
    /** Another build of the API's server.js (compare-builds.ts); the repo's own by default. */
    serverFile?: string
    /** Writes to the DATA_DIR's database before the shop opens it (PGlite allows one process). */
    prepare?: (dataDir: string) => Promise<void>
    /** Run under `node --cpu-prof`, writing the profile here when the process exits. */
    cpuProfileDir?: string
  } = {},
): Promise<RunningServer> {
  if (!existsSync(serverFile)) {
    throw new Error(
      `${path.relative(repoRoot, serverFile)} is missing: the build did not produce the API`,
    )
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scentia-bench-'))
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true })
  const unregisterDataDir = onCleanup(removeDataDir)
  // --products: the database is grown before the shop opens it (PGlite allows one process).
  if (products !== undefined) {
    console.error(`[bench] growing the catalogue to ${products} products`)
    await growPgliteShop(dataDir, products)
  }
  if (prepare) await prepare(dataDir)
  const port = await findFreePort()
  const server = await startServer({
    name: `the API (${path.relative(repoRoot, serverFile)})`,
    command: serverRuntime().command,
    args: [...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), serverFile],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...DEPLOYED_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_ROOT: webRoot,
    },
    cwd: repoRoot,
    port,
    readyPath: '/api/health',
    // A fresh DATA_DIR runs initdb, the migration and the whole seed (8,809 wards) first.
    timeoutMs: 180_000,
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      await removeDataDir()
      unregisterDataDir()
    },
  }
}

export interface PostgresShopOptions {
  webRoot: string
  databaseUrl: string
  /** Shared by every process: the generated JWT secret lives here if JWT_SECRET were unset. */
  dataDir: string
  /** The same signing key in every process, as a deployment behind a load balancer has. */
  jwtSecret: string
  name: string
  /** Run under `node --cpu-prof`, writing the profile here when the process exits. */
  cpuProfileDir?: string
}

/**
 * One process of the built shop on PostgreSQL as the mixed workload runs it (bench/README.md):
 * NODE_ENV=development so the in-process Paystack sandbox takes the payments, TRUST_PROXY=true so
 * each virtual shopper can be its own client address, warnings only in the log.
 */
export async function startShopOnPostgres(options: PostgresShopOptions): Promise<RunningServer> {
  if (!existsSync(apiServerFile)) {
    throw new Error(
      `${path.relative(repoRoot, apiServerFile)} is missing: the build did not produce the API`,
    )
  }
  const port = await findFreePort()
  return startServer({
    name: `${options.name} (apps/api/dist/server.js on PostgreSQL)`,
    command: serverRuntime().command,
    args: [
      ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
      apiServerFile,
    ],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...DEPLOYED_ENV,
      NODE_ENV: 'development',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      JWT_SECRET: options.jwtSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_ROOT: options.webRoot,
    },
    cwd: repoRoot,
    port,
    readyPath: '/api/health',
    // The first process migrates and seeds the empty database (8,809 wards) first.
    timeoutMs: 180_000,
  })
}
