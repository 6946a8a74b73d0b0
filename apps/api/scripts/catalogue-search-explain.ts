// Grows the seeded catalogue to 20,000 products in a scratch PostgreSQL database and shows what
// GET /api/products costs there: each query the endpoint runs, under EXPLAIN ANALYZE, and the
// whole answer's time. docs/decisions/030 records what it showed; run it again when the search
// or its indexes change:
//   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx apps/api/scripts/catalogue-search-explain.ts
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseProductsQuery, type ProductsQuery } from '@scentia/domain/catalog/products-query'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { openDatabase } from '../src/db/client.js'
import * as schema from '../src/db/schema/index.js'
import { seedDatabase } from '../src/db/seed/seed.js'
import { createProductsQueryService } from '../src/modules/catalogue/products-query.service.js'
import { createProductsService } from '../src/modules/catalogue/products.service.js'

const serverUrl = process.env.DATABASE_URL
if (!serverUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server this script may create a database on')
const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000)
const QUERIES = [
  '',
  'page=2',
  'family=Woody',
  'family=Woody&sort=price_asc',
  'q=vanilla&family=Woody&gender=female',
  'q=vanilla',
  'q=adaze',
  'q=oud%20rose',
  'note=oud&gender=male',
  'brand=maison%20adaeze%207',
  'min_price=20000&max_price=30000&in_stock=1&sort=bestsellers&page=40',
]

const name = `scentia_search_explain_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query(`create database ${name}`)
const url = new URL(serverUrl)
url.pathname = `/${name}`
try {
  const database = await openDatabase({ kind: 'postgres', url: url.toString() }, { poolSize: 4 })
  await database.migrate()
  await seedDatabase(database.db, { withDemoData: false })
  await database.close()

  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
  const seeded = Number(
    (await pool.query<{ count: string }>('select count(*) from products')).rows[0]?.count,
  )
  const copies = Math.ceil((PRODUCTS - seeded) / seeded)
  // Copies of the seeded rows with new ids, names, brands (seven of each), prices, stock and
  // dates; the trigger adds each one's default size and search words.
  await pool.query(
    `insert into products (product_id, name, brand, description, price, stock, gender, size, type,
       intensity, top_notes, heart_notes, base_notes, image_id, best_seller, created_at)
     select p.product_id || '-' || g, p.name || ' ' || g, p.brand || ' ' || (g % 7), p.description,
       1000 + (p.price * g) % 60000, (p.stock * g) % 40, p.gender, p.size, p.type, p.intensity,
       p.top_notes, p.heart_notes, p.base_notes, p.image_id || '-' || g, g % 11 = 0,
       p.created_at - make_interval(days => g)
     from products p cross join generate_series(1, $1::int) g
     order by random() limit $2::int`,
    [copies, PRODUCTS - seeded],
  )
  await pool.query('analyze')
  const counts = await pool.query(
    'select (select count(*) from products) products, (select count(*) from product_search_words) words',
  )
  console.log('catalogue:', counts.rows[0])

  const captured: { query: string; params: unknown[] }[] = []
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  })
  const catalogue = createProductsService({ db })
  // A new query service per answer: each is a miss of the answers it keeps (decision 059), so
  // what is timed and explained is the database's work, not the kept answers.
  const service = {
    productsPage: (query: ProductsQuery) =>
      createProductsQueryService({ db, catalogue }).productsPage(query),
  }
  for (const search of QUERIES) {
    const parsed = parseProductsQuery(new URLSearchParams(search))
    if (!parsed.ok) throw new Error(parsed.message)
    await service.productsPage(parsed.query) // warm
    const times: number[] = []
    let total = 0
    for (let i = 0; i < 7; i += 1) {
      captured.length = 0
      const started = performance.now()
      total = (await service.productsPage(parsed.query)).total
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`\n=== ?${search}  total ${total}, answer median ${times[3]?.toFixed(1)} ms`)
    for (const { query, params } of captured) {
      const plan = await pool.query(
        `explain (analyze, buffers, costs off, timing on) ${query}`,
        params,
      )
      const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '')
      const interesting = lines.filter((line) =>
        /Scan|Execution Time|Sort Method|Rows Removed|Recheck|Buffers/.test(line),
      )
      console.log(`-- ${query.slice(0, 110).replace(/\s+/g, ' ')}…`)
      for (const line of interesting) console.log(`   ${line.trim()}`)
    }
  }
  await catalogue.close()
  await pool.end()
} finally {
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
