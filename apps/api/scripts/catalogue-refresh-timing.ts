// What a purchase costs the catalogue this process holds (docs/decisions/039): grows a catalogue
// (20,000 products unless PRODUCTS says otherwise), builds the catalogue once, then sells one
// bottle at a time and times the next read after each sale, as a shopper's request would meet
// it: with the sold product named (this process's sale) and with nothing named (another
// process's, found by comparing stamps). Prints medians, the products each refresh read, and
// where the process's memory is. On PGlite by default; DATABASE_URL=postgres://… for PostgreSQL
// (it creates and drops a scratch database there):
//   npx tsx apps/api/scripts/catalogue-refresh-timing.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx apps/api/scripts/catalogue-refresh-timing.ts
import { performance } from 'node:perf_hooks'
import { asc } from 'drizzle-orm'
import { products } from '../src/db/schema/products.js'
import { growCatalogue } from '../src/db/seed/grow-catalogue.js'
import { seedDatabase } from '../src/db/seed/seed.js'
import { createProductsService, reserveStock } from '../src/modules/catalogue/index.js'
import { openScratchDatabase } from './scratch-database.js'

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000)
const SALES = Number(process.env.SALES ?? 5)
const serverUrl = process.env.DATABASE_URL

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const { database, dispose } = await openScratchDatabase('refresh-timing', serverUrl)
try {
  await database.migrate()
  await seedDatabase(database.db, { withDemoData: false })
  await growCatalogue(database.db, { products: PRODUCTS })
  const reads: string[] = []
  const service = createProductsService({
    db: database.db,
    onRead: (read, count) => reads.push(`${read} ${count}`),
  })

  let started = performance.now()
  await service.pageVersion({ readsStockOrder: false })
  console.log(
    `${database.kind}, ${PRODUCTS} products: first build ${Math.round(performance.now() - started)} ms (${reads.join(', ')})`,
  )

  const sold = await database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(SALES * 2)
  const timings = { named: [] as number[], unnamed: [] as number[] }
  for (const [index, { id }] of sold.entries()) {
    // A timing run tells nobody of low stock.
    await database.db.transaction((tx) =>
      reserveStock(tx, [{ productId: id, quantity: 1 }], { onStockChange: async () => 0 }),
    )
    const named = index % 2 === 0
    reads.length = 0
    started = performance.now()
    service.invalidate(named ? [id] : undefined)
    await service.pageVersion({ productId: 'any', readsStockOrder: true })
    timings[named ? 'named' : 'unnamed'].push(performance.now() - started)
    console.log(
      `sale of product ${id} (${named ? 'named' : 'not named'}): ${reads.join(', ') || 'no read'}`,
    )
  }
  console.log(
    `refresh after a sale, median of ${SALES}: ${Math.round(median(timings.named))} ms with the product named, ` +
      `${Math.round(median(timings.unnamed))} ms by comparing stamps`,
  )
  await service.productListResponse()
  const memory = process.memoryUsage()
  console.log(
    `memory after the list was prepared: rss ${mb(memory.rss)}, JS heap used ${mb(memory.heapUsed)} ` +
      `of ${mb(memory.heapTotal)}, external ${mb(memory.external)} (array buffers ${mb(memory.arrayBuffers)})`,
  )
} finally {
  await dispose()
}
