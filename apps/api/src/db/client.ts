import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { DatabaseConfig } from '../config/env.js'
import { migrationsFolder } from '../config/paths.js'
import * as schema from './schema/index.js'

export type Schema = typeof schema
/** Both drivers share this type: the app never knows which engine it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbKind = DatabaseConfig['kind']

export interface Database {
  db: Db
  kind: DbKind
  migrate(): Promise<void>
  /**
   * Runs `work` while holding a cluster-wide advisory lock on PostgreSQL, so API processes
   * started together migrate and seed one after another instead of racing on the same DDL.
   * PGlite has one process by construction: it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  /** Connections of the PostgreSQL pool, for /metrics; undefined on PGlite (no pool). */
  poolStats(): PoolStats | undefined
  close(): Promise<void>
  /** The raw PGlite client, for dumps in tests; undefined on PostgreSQL. */
  pgliteClient?: PGlite
}

export interface PoolStats {
  total: number
  idle: number
  /** Queries queued for a connection: the pool is too small, or the database too slow. */
  waiting: number
}

/** Any constant of our own: pg_advisory_lock keys are cluster-wide, so it must not be a small number. */
const STARTUP_LOCK_KEY = 7_316_455_120_318n

/**
 * The extensions the migrations create (catalogue search, docs/decisions/030). PGlite must be
 * handed them on every open of a data directory that has them, or the first query that calls
 * one fails: every PGlite.create passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent }

/**
 * PGlite's own start, with a smaller buffer pool (docs/decisions/039): PostgreSQL's default
 * 128 MB is allocated and written inside the process's WASM memory at start, which never gives
 * memory back, so it sat in the shop's RSS whatever the catalogue's size. The operating system
 * caches the data directory's files anyway: a page missed here is a read from that cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB'
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
]

export interface OpenOptions {
  /** A PGlite data directory dump to start from (tests copy one migrated database). */
  loadDataDir?: Blob | File
  /** PostgreSQL pool size per process. */
  poolSize?: number
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: options.poolSize ?? 10 })
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema })
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusively(work) {
        // A session lock on a connection of its own: held across the migrator's transactions.
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()])
          return await work()
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()])
            .finally(() => {
              client.release()
            })
        }
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    }
  }
  const client = await PGlite.create({
    dataDir: config.dataDir === 'memory://' ? undefined : config.dataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    pgliteClient: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    poolStats: () => undefined,
    close: () => client.close(),
  }
}
