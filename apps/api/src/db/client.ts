import { PGlite } from '@electric-sql/pglite'
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
  close(): Promise<void>
  /** The raw PGlite client, for dumps in tests; undefined on PostgreSQL. */
  pgliteClient?: PGlite
}

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
      close: () => pool.end(),
    }
  }
  const client = await PGlite.create({
    dataDir: config.dataDir === 'memory://' ? undefined : config.dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    pgliteClient: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
