// The §S7 list's memory over catalogue versions (docs/decisions/051, 2026-11-29): grows a
// catalogue (20,000 products unless PRODUCTS says otherwise), then VERSIONS times sells one
// bottle (a stock change written to the table and marked, as orders do), makes the visitors'
// list of the new version and prints the process's RSS, external memory and heap after it: the
// held brotli and gzip copies of each old version must go with it, so nothing grows from one
// version to the next. Start it as the shop starts (server.ts, `npm run serve`):
//   MALLOC_ARENA_MAX=2 node --import tsx apps/api/scripts/catalogue-list-versions.ts
// On PGlite by default; DATABASE_URL=postgres://… for a scratch database on PostgreSQL.
import { eq, sql } from 'drizzle-orm'
import { products } from '../src/db/schema/products.js'
import { growCatalogue } from '../src/db/seed/grow-catalogue.js'
import { seedDatabase } from '../src/db/seed/seed.js'
import { limitHeapGrowth } from '../src/heap-growth.js'
import { createProductsService } from '../src/modules/catalogue/index.js'
import { openScratchDatabase } from './scratch-database.js'

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000)
const VERSIONS = Number(process.env.VERSIONS ?? 8)

limitHeapGrowth()
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

const { database, dispose } = await openScratchDatabase('list-versions', process.env.DATABASE_URL)
const service = createProductsService({ db: database.db })
try {
  await database.migrate()
  await seedDatabase(database.db, { withDemoData: false })
  await growCatalogue(database.db, { products: PRODUCTS })
  const [sold] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stock} > ${VERSIONS} and ${products.retiredAt} is null`)
    .limit(1)
  if (!sold) throw new Error('no product with stock to sell')

  console.log(`${database.kind}, ${PRODUCTS} products, ${process.version}`)
  console.log('| version | list made in | br | gzip | RSS MB | external MB | heap used MB |')
  console.log('|--:|--:|--:|--:|--:|--:|--:|')
  for (let version = 1; version <= VERSIONS; version++) {
    if (version > 1) {
      await database.db
        .update(products)
        .set({ stock: sql`${products.stock} - 1`, updatedAt: new Date() })
        .where(eq(products.id, sold.id))
      service.invalidate([sold.id])
    }
    const startedAt = performance.now()
    const list = await service.productListResponse()
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    const { rss, external, heapUsed } = process.memoryUsage()
    const kB = (body: Buffer | undefined) => `${((body?.length ?? 0) / 1000).toFixed(0)} kB`
    console.log(
      `| ${version} | ${seconds} s | ${kB(list.br)} | ${kB(list.gzip)} | ${mb(rss)} | ${mb(external)} | ${mb(heapUsed)} |`,
    )
  }
} finally {
  await service.close()
  await dispose()
}
