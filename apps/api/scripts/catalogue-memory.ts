// What the catalogue this process holds costs in JS heap (docs/decisions/051): grows a catalogue
// (20,000 products unless PRODUCTS says otherwise), builds the catalogue service once, and
// prints the heap the built service keeps alive, then what each part of a product would cost if
// every product's copy of it were held (measured the same way: a full collection before and
// after holding it). Needs `--expose-gc`. On PGlite by default; DATABASE_URL=postgres://… for
// PostgreSQL (a scratch database there, dropped after):
//   node --expose-gc --import tsx apps/api/scripts/catalogue-memory.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres node --expose-gc --import tsx apps/api/scripts/catalogue-memory.ts
import { growCatalogue } from '../src/db/seed/grow-catalogue.js'
import { seedDatabase } from '../src/db/seed/seed.js'
import { createProductsService } from '../src/modules/catalogue/index.js'
import { createProductsRepository } from '../src/modules/catalogue/products.repository.js'
import { artVersionOf } from '../src/modules/catalogue/product-art-cache.js'
import { toWireProduct } from '../src/modules/catalogue/products.service.js'
import { openScratchDatabase } from './scratch-database.js'

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000)
const serverUrl = process.env.DATABASE_URL
const collect = (globalThis as { gc?: () => void }).gc
if (!collect) throw new Error('run with node --expose-gc')
const fullCollection = collect

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The JS heap that `hold` keeps alive: used heap after a full collection, with and without. */
async function retained(hold: () => unknown): Promise<number> {
  fullCollection()
  fullCollection()
  const before = process.memoryUsage().heapUsed
  const kept = await hold()
  fullCollection()
  fullCollection()
  const after = process.memoryUsage().heapUsed
  // Read after the measurement, so `kept` is alive until then.
  if (kept === 'never') console.log(kept)
  return after - before
}

const { database, dispose } = await openScratchDatabase('catalogue-memory', serverUrl)
try {
  await database.migrate()
  await seedDatabase(database.db, { withDemoData: false })
  await growCatalogue(database.db, { products: PRODUCTS })

  let service: ReturnType<typeof createProductsService> | undefined
  const snapshot = await retained(async () => {
    service = createProductsService({ db: database.db })
    await service.pageVersion({ productId: 'any', readsStockOrder: true })
    return service
  })
  console.log(`${database.kind}, ${PRODUCTS} products: the built catalogue holds ${mb(snapshot)}`)
  const afterSale = await retained(async () => {
    service?.invalidate([1])
    await service?.pageVersion({ productId: 'any', readsStockOrder: true })
    return service
  })
  console.log(`after one product refreshed: ${mb(afterSale)} more`)
  // The first build also loads and compiles code and opens connections: a second service
  // beside the first holds only its catalogue.
  let second: ReturnType<typeof createProductsService> | undefined
  const secondBuild = await retained(async () => {
    second = createProductsService({ db: database.db })
    await second.pageVersion({ productId: 'any', readsStockOrder: true })
    return second
  })
  console.log(`a second catalogue built beside it: ${mb(secondBuild)}`)
  service = undefined
  second = undefined

  // Each part as every product's copy of it would hold it, from rows read once.
  const rows = await createProductsRepository(database.db).loadAll()
  const wire = rows.map(({ product }) => toWireProduct(product, artVersionOf(product)))
  const parts: [string, (product: (typeof wire)[number]) => unknown][] = [
    ['the wire product (whole)', (product) => product],
    ['description', (product) => `${product.description} `.slice(0, -1)],
    ['notes (three arrays)', (product) => structuredClone(product.notes)],
    ['sizes', (product) => structuredClone(product.sizes)],
    ['rating', (product) => structuredClone(product.rating)],
    [
      'name, brand, slug, art key, created_at, image URL',
      (product) =>
        [
          product.name,
          product.brand,
          product.productId,
          product.imageId,
          product.created_at,
          product.image,
        ].map((text) => `${text} `.slice(0, -1)),
    ],
  ]
  console.log(`\n| part | per product | at ${PRODUCTS} |\n|---|--:|--:|`)
  for (const [label, pick] of parts) {
    // The whole product is measured as the rows hold it; every other part is a fresh copy.
    const bytes =
      label === 'the wire product (whole)'
        ? await retained(() => rows.map(({ product }) => toWireProduct(product, 'v')))
        : await retained(() => wire.map(pick))
    console.log(`| ${label} | ${Math.round(bytes / PRODUCTS)} B | ${mb(bytes)} |`)
  }
  const digests = await retained(() =>
    wire.map((product) => [`${product.productId}digest-x`, `${product.imageId}list-xx`]),
  )
  console.log(`| two 16-character digests | ${Math.round(digests / PRODUCTS)} B | ${mb(digests)} |`)
  const stamps = await retained(() => rows.map(({ stamp }) => `${stamp} `.slice(0, -1)))
  console.log(`| stamp | ${Math.round(stamps / PRODUCTS)} B | ${mb(stamps)} |`)
} finally {
  await dispose()
}
