import { createHash } from 'node:crypto'
import { STOCK_ALERT_MESSAGES } from '@scentia/domain/catalog/stock-alert'
import type { Product, ProductSize } from '@scentia/domain/catalog/product'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages, stockAlerts } from '../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { createOwner } from '../admin/admin-test-kit.js'
import {
  bearer,
  createVerifiedUser,
  randomIp,
  readOutbox,
  uniqueEmail,
} from '../auth/account-fixtures.js'
import { releaseStock } from '../catalogue/inventory.repository.js'
import { createShopper, type Shopper } from '../payments/payments-test-kit.js'
import { STOCK_ALERTS_PER_HOUR } from './stock-alerts.routes.js'
import { createStockAlertsService } from './stock-alerts.service.js'

let t: TestApp
let owner: Shopper
let catalogue: Product[]
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://scentia.test' })
  owner = await createOwner(t.app)
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/user/product/list' })).json<{
    productList: Product[]
  }>().productList
})
afterAll(() => t.close())

/** Each test takes its own product, so the files' tests do not see each other's alerts. */
const taken = new Set<number>()
function nextProduct(fits: (product: Product) => boolean = () => true): Product {
  const product = catalogue.find((entry) => !taken.has(entry.id) && fits(entry))
  if (!product) throw new Error('the seed has too few products for this file')
  taken.add(product.id)
  return product
}

const ask = (productId: string, email: string, ip = randomIp(), sizeId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/product/${encodeURIComponent(productId)}/stock-alerts`,
    headers: { 'x-forwarded-for': ip },
    payload: sizeId === undefined ? { email } : { email, size_id: sizeId },
  })

async function setStock(product: Product, stock: number) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${product.id}`,
    headers: owner.headers,
    payload: { stock },
  })
  expect(res.statusCode).toBe(200)
}

const alertsOf = (product: Product) =>
  t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id))

const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stock-alerts/confirm',
    headers: { 'x-forwarded-for': randomIp() },
    payload: { token },
  })

/** The token of the newest "confirm your alert" mail to this address. */
async function confirmTokenFor(email: string): Promise<string> {
  const mail = (await readOutbox(t.app)).find(
    (m) => m.to === email && m.subject.startsWith('Confirm your alert'),
  )
  const token = /\/stock-alerts\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no confirmation mail to ${email}`)
  return token
}

/** Asks, then follows the confirmation mail's link as the address's reader would. */
async function askConfirmed(productId: string, email: string, ip = randomIp(), sizeId?: number) {
  expect((await ask(productId, email, ip, sizeId)).statusCode).toBe(200)
  expect((await confirm(await confirmTokenFor(email))).statusCode).toBe(200)
}

/** Back-in-stock mails written to the outbox for this product, by address. */
async function restockMailsTo(product: Product): Promise<string[]> {
  const mails = await readOutbox(t.app)
  return mails
    .filter((mail) => mail.subject === `${product.name} is back in stock`)
    .map((mail) => mail.to)
    .sort()
}

describe('POST /api/product/:productId/stock-alerts', () => {
  it('stores one alert per address and product, and answers the same for everyone', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const shopper = await createShopper(t.app)
    const visitor = uniqueEmail('visitor')

    const forShopper = await ask(product.productId, shopper.email)
    const forVisitor = await ask(product.productId, visitor)
    const again = await ask(product.productId, `  ${visitor.toUpperCase()} `)
    for (const res of [forShopper, forVisitor, again]) {
      expect(res.statusCode).toBe(200)
      // Whether the address has an account is nobody's business but the shop's.
      expect(res.json()).toEqual({
        success: true,
        inStock: false,
        message: STOCK_ALERT_MESSAGES.saved,
      })
    }
    const rows = await alertsOf(product)
    expect(rows.map((row) => row.email).sort()).toEqual([shopper.email, visitor].sort())
    expect(rows.every((row) => row.sentAt === null && row.sizeId === null)).toBe(true)
  })

  it('saves nothing for a product in stock, and says it is back', async () => {
    const product = nextProduct()
    const res = await ask(product.productId, uniqueEmail())
    expect(res.json()).toEqual({
      success: true,
      inStock: true,
      message: STOCK_ALERT_MESSAGES.inStock,
    })
    expect(await alertsOf(product)).toEqual([])
  })

  it('refuses an unknown product and a bad address', async () => {
    expect((await ask('no-such-perfume', uniqueEmail())).statusCode).toBe(404)
    const product = nextProduct()
    await setStock(product, 0)
    const bad = await ask(product.productId, 'not-an-email')
    expect(bad.statusCode).toBe(400)
    expect(await alertsOf(product)).toEqual([])
  })

  it('limits how often one client address may ask', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const ip = randomIp()
    for (let i = 0; i < STOCK_ALERTS_PER_HOUR; i++) {
      expect((await ask(product.productId, uniqueEmail(), ip)).statusCode).toBe(200)
    }
    expect((await ask(product.productId, uniqueEmail(), ip)).statusCode).toBe(429)
  })
})

describe('the restock mail', () => {
  it('goes once to each waiting address when stock goes 0 → n; not on n → m, nor twice', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const ada = uniqueEmail('ada')
    const bayo = uniqueEmail('bayo')
    await askConfirmed(product.productId, ada)
    await askConfirmed(product.productId, bayo)
    expect(await restockMailsTo(product)).toEqual([])

    await setStock(product, 4)
    expect(await restockMailsTo(product)).toEqual([ada, bayo].sort())
    const rows = await alertsOf(product)
    expect(rows.every((row) => row.sentAt !== null)).toBe(true)

    // n → m, and a sell-out and return with nobody newly waiting: no more mail.
    await setStock(product, 9)
    await setStock(product, 0)
    await setStock(product, 2)
    expect(await restockMailsTo(product)).toEqual([ada, bayo].sort())
    const queued = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'back-in-stock'))
    expect(queued.filter((row) => row.status === 'failed')).toEqual([])
  })

  it('is not sent when stock moves between two positive counts, even with an alert waiting', async () => {
    const product = nextProduct()
    // An alert can wait while the product is in stock only if a restock did not mail it (a
    // retired bottle restocked); written directly, since the route refuses to save one.
    await t.database.db.insert(stockAlerts).values({ productId: product.id, email: uniqueEmail() })
    await setStock(product, product.stock + 5)
    expect(await restockMailsTo(product)).toEqual([])
    expect((await alertsOf(product)).map((row) => row.sentAt)).toEqual([null])
  })

  it('says what came back, links to it, and why the reader gets it', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const email = uniqueEmail('why')
    await askConfirmed(product.productId, email)
    await setStock(product, 1)
    const mail = (await readOutbox(t.app)).find((m) => m.to === email)
    expect(mail?.subject).toBe(`${product.name} is back in stock`)
    expect(mail?.text).toContain(`https://scentia.test/shop/product/${product.productId}`)
    expect(mail?.text).toContain('because you asked us to tell you')
  })

  it('an address may ask again once it was mailed, for the next return', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const email = uniqueEmail('again')
    await askConfirmed(product.productId, email)
    await setStock(product, 1)
    await setStock(product, 0)
    await askConfirmed(product.productId, email)
    await setStock(product, 3)
    expect(await restockMailsTo(product)).toEqual([email, email])
  })
})

describe('deleting an account', () => {
  it('deletes the alerts its address asked for', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const ada = await createVerifiedUser(t.app)
    const stranger = uniqueEmail('stranger')
    await ask(product.productId, ada.email)
    await ask(product.productId, stranger)
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      payload: { password: ada.password },
      headers: { ...bearer(ada.accessToken), 'x-forwarded-for': randomIp() },
    })
    expect(res.statusCode).toBe(200)
    expect((await alertsOf(product)).map((row) => row.email)).toEqual([stranger])
  })
})

describe('a sold-out size', () => {
  /** A product the seed sells a sample of, with that sample's size. */
  function nextSample(): { product: Product; sample: ProductSize } {
    const product = nextProduct((entry) => entry.sizes.some((size) => !size.isDefault))
    const sample = product.sizes.find((size) => !size.isDefault)
    if (!sample) throw new Error('unreachable: the product was picked for its sample')
    return { product, sample }
  }

  async function setSizeStock(product: Product, size: ProductSize, stock: number) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/sizes/${size.id}`,
      headers: owner.headers,
      payload: { stock },
    })
    expect(res.statusCode).toBe(200)
  }

  const sizeMailsTo = async (product: Product, size: ProductSize) =>
    (await readOutbox(t.app))
      .filter((mail) => mail.subject === `The ${size.label} of ${product.name} is back in stock`)
      .map((mail) => mail.to)
      .sort()

  it('stores one alert per address and size, apart from the full bottle’s', async () => {
    const { product, sample } = nextSample()
    await setSizeStock(product, sample, 0)
    await setStock(product, 0)
    const email = uniqueEmail('sizes')
    for (const sizeId of [sample.id, sample.id, undefined]) {
      const res = await ask(product.productId, email, randomIp(), sizeId)
      expect(res.json()).toEqual({
        success: true,
        inStock: false,
        message: STOCK_ALERT_MESSAGES.saved,
      })
    }
    const rows = await alertsOf(product)
    expect(rows.map((row) => row.sizeId).sort()).toEqual([sample.id, null].sort())
  })

  it('says a size in stock is back (a stale page), and refuses a size of another product', async () => {
    const { product, sample } = nextSample()
    const stale = await ask(product.productId, uniqueEmail(), randomIp(), sample.id)
    expect(stale.json()).toEqual({
      success: true,
      inStock: true,
      message: STOCK_ALERT_MESSAGES.inStock,
    })
    const other = nextSample()
    const wrong = await ask(product.productId, uniqueEmail(), randomIp(), other.sample.id)
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json()).toMatchObject({ message: 'Size not found' })
    expect(await alertsOf(product)).toEqual([])
  })

  it('is mailed once, naming the size, when the console restocks it; the bottle’s wait', async () => {
    const { product, sample } = nextSample()
    await setSizeStock(product, sample, 0)
    await setStock(product, 0)
    const forSample = uniqueEmail('sample')
    const forBottle = uniqueEmail('bottle')
    await askConfirmed(product.productId, forSample, randomIp(), sample.id)
    await askConfirmed(product.productId, forBottle)

    await setSizeStock(product, sample, 5)
    await setSizeStock(product, sample, 8)
    expect(await sizeMailsTo(product, sample)).toEqual([forSample])
    expect(await restockMailsTo(product)).toEqual([])
    const mail = (await readOutbox(t.app)).find((m) => m.to === forSample)
    expect(mail?.text).toContain(`https://scentia.test/shop/product/${product.productId}`)
    expect(mail?.text).toContain(`the ${sample.label} of ${product.name} was back in stock`)

    // The full bottle's return mails its own waiters, never the size's again.
    await setStock(product, 3)
    expect(await restockMailsTo(product)).toEqual([forBottle])
    expect(await sizeMailsTo(product, sample)).toEqual([forSample])
  })

  it('is not mailed by the full bottle’s restock', async () => {
    const { product, sample } = nextSample()
    await setSizeStock(product, sample, 0)
    await setStock(product, 0)
    await askConfirmed(product.productId, uniqueEmail('waits'), randomIp(), sample.id)
    await setStock(product, 6)
    expect(await sizeMailsTo(product, sample)).toEqual([])
    expect((await alertsOf(product)).map((row) => row.sentAt)).toEqual([null])
  })

  it('is mailed once when a released hold brings the size back', async () => {
    const { product, sample } = nextSample()
    await setSizeStock(product, sample, 0)
    const email = uniqueEmail('released')
    await askConfirmed(product.productId, email, randomIp(), sample.id)
    // What an expired transfer or a refused delivery does with a held sample line.
    const service = createStockAlertsService({
      db: t.database.db,
      mail: t.app.mail,
      clock: () => new Date(),
    })
    const release = () =>
      t.database.db.transaction((tx) =>
        releaseStock(tx, [{ productId: product.id, sizeId: sample.id, quantity: 2 }], service),
      )
    await release()
    await release()
    expect(await sizeMailsTo(product, sample)).toEqual([email])
    expect(await restockMailsTo(product)).toEqual([])
  })
})

describe('confirming an alert', () => {
  it('mails a typed address only a confirmation, and no alert until its reader confirms', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const stranger = uniqueEmail('stranger')
    expect((await ask(product.productId, stranger)).json()).toEqual({
      success: true,
      inStock: false,
      message: STOCK_ALERT_MESSAGES.saved,
    })
    // Asking again while it waits sends nothing more.
    await ask(product.productId, stranger)
    const mails = (await readOutbox(t.app)).filter((mail) => mail.to === stranger)
    expect(mails.map((mail) => mail.subject)).toEqual([`Confirm your alert for ${product.name}`])
    const token = await confirmTokenFor(stranger)
    expect(mails[0]?.text).toContain(`https://scentia.test/stock-alerts/confirm?token=${token}`)
    // Only the token's SHA-256 is stored, as for the account links.
    const [row] = await alertsOf(product)
    expect(row?.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(row?.confirmedAt).toBeNull()

    // Unconfirmed: the restock mails nobody.
    await setStock(product, 2)
    expect(await restockMailsTo(product)).toEqual([])
    expect((await alertsOf(product)).map((r) => r.sentAt)).toEqual([null])
  })

  it('works once, names the fragrance, and then mails the alert at the return', async () => {
    const product = nextProduct()
    await setStock(product, 0)
    const email = uniqueEmail('yes')
    await ask(product.productId, email)
    const token = await confirmTokenFor(email)
    const first = await confirm(token)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      success: true,
      message: STOCK_ALERT_MESSAGES.confirmed,
      productId: product.productId,
      productName: product.name,
    })
    const again = await confirm(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      success: false,
      message: STOCK_ALERT_MESSAGES.linkInvalid,
    })
    await setStock(product, 1)
    expect(await restockMailsTo(product)).toEqual([email])
  })

  it('refuses an unknown link and one older than a week', async () => {
    expect((await confirm('no-such-token')).json()).toMatchObject({
      success: false,
      message: STOCK_ALERT_MESSAGES.linkInvalid,
    })
    const product = nextProduct()
    await setStock(product, 0)
    const email = uniqueEmail('late')
    await ask(product.productId, email)
    await t.database.db
      .update(stockAlerts)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(stockAlerts.email, email))
    expect((await confirm(await confirmTokenFor(email))).statusCode).toBe(400)
  })
})
