import sharp from 'sharp'
import { databaseConfig } from '../apps/api/src/config/env.js'
import { openDatabase } from '../apps/api/src/db/client.js'
import { seedDatabase } from '../apps/api/src/db/seed/seed.js'
import { makeDemoCustomerOwner, signInDemoOwner } from './demo-owner.js'

/**
 * Section 3's product page with photos (docs/decisions/049-product-photos.md): three photos
 * uploaded through the console's real upload API while the bench sets up, so the page measured
 * is the one a shopper gets once the owner has photographed a bottle.
 */

export const BENCH_PHOTOS = 3

/**
 * Before the shop opens its DATA_DIR (PGlite is one process): migrated and seeded as a first
 * start would, with the demo customer made the owner, as `npm run admin:create` would.
 */
export async function makeDemoOwner(dataDir: string): Promise<void> {
  const database = await openDatabase(databaseConfig({ DATA_DIR: dataDir }))
  try {
    await database.migrate()
    await seedDatabase(database.db, { withDemoData: true })
    await makeDemoCustomerOwner(database.db, new Date())
  } finally {
    await database.close()
  }
}

/**
 * A bottle-like picture as a phone takes one: 1,600 × 2,000 px JPEG of a lit bottle on a
 * backdrop (gradients, so it encodes like a photo rather than a flat colour), different per n.
 */
export function benchPhoto(n: number): Promise<Buffer> {
  const hue = (n * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2000">
    <defs>
      <radialGradient id="bg" cx="50%" cy="35%" r="80%">
        <stop offset="0" stop-color="hsl(${hue},35%,88%)"/><stop offset="1" stop-color="hsl(${hue},30%,38%)"/>
      </radialGradient>
      <linearGradient id="glass" x1="0" x2="1">
        <stop offset="0" stop-color="hsl(${hue + 20},60%,30%)"/><stop offset="0.45" stop-color="hsl(${hue + 20},70%,70%)"/>
        <stop offset="1" stop-color="hsl(${hue + 20},60%,22%)"/>
      </linearGradient>
    </defs>
    <rect width="1600" height="2000" fill="url(#bg)"/>
    <rect x="520" y="700" width="560" height="900" rx="60" fill="url(#glass)"/>
    <rect x="680" y="520" width="240" height="200" rx="20" fill="hsl(${hue},20%,20%)"/>
    <ellipse cx="800" cy="1640" rx="420" ry="50" fill="rgba(0,0,0,0.25)"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer()
}

/**
 * Signs in as the owner, uploads BENCH_PHOTOS photos to the catalogue's second product (the
 * first is the plain product page) through POST /api/admin/products/{id}/photos, and answers
 * that product's page path.
 */
export async function productWithPhotos(baseUrl: string): Promise<string> {
  const token = await signInDemoOwner(baseUrl)
  const list = (await (await fetch(`${baseUrl}/api/user/product/list`)).json()) as {
    productList?: { id?: unknown; productId?: unknown }[]
  }
  const product = list.productList?.[1]
  if (typeof product?.id !== 'number' || typeof product.productId !== 'string') {
    throw new Error('the catalogue has no second product to photograph')
  }
  for (let n = 1; n <= BENCH_PHOTOS; n++) {
    const alt = encodeURIComponent(`The bottle, view ${String(n)}`)
    const upload = await fetch(
      `${baseUrl}/api/admin/products/${String(product.id)}/photos?alt=${alt}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
        body: await benchPhoto(n),
      },
    )
    if (upload.status !== 201) {
      throw new Error(
        `photo ${String(n)} upload answered ${upload.status}: ${(await upload.text()).slice(0, 200)}`,
      )
    }
  }
  return `/shop/product/${encodeURIComponent(product.productId)}`
}
