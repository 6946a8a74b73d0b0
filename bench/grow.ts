import { databaseConfig } from '../apps/api/src/config/env.js'
import { openDatabase } from '../apps/api/src/db/client.js'
import { growCatalogue } from '../apps/api/src/db/seed/grow-catalogue.js'
import { seedDatabase } from '../apps/api/src/db/seed/seed.js'

/** The fixed seed of `--products`: every run measures the same catalogue. */
const BENCH_CATALOGUE_SEED = 20_000

/**
 * Prepares a DATA_DIR's database as a first `npm start` would (migrated, seeded with the demo data),
 * then grows its catalogue to `products`: PGlite allows one process, so this runs before the
 * shop starts on it.
 */
export async function growPgliteShop(dataDir: string, products: number): Promise<void> {
  // The database where the shop started with this DATA_DIR will look for it.
  const database = await openDatabase(databaseConfig({ DATA_DIR: dataDir }))
  try {
    await database.migrate()
    await seedDatabase(database.db, { withDemoData: true })
    await growCatalogue(database.db, { products, seed: BENCH_CATALOGUE_SEED })
  } finally {
    await database.close()
  }
}

/**
 * Grows the catalogue of a PostgreSQL database a running shop already migrated and seeded; its
 * processes see the new rows within their catalogue revalidation (5 s).
 */
export async function growPostgresShop(url: string, products: number): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url }, { poolSize: 1 })
  try {
    await growCatalogue(database.db, { products, seed: BENCH_CATALOGUE_SEED })
  } finally {
    await database.close()
  }
}
