import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueImportResponse,
} from '@scentia/domain/admin/catalogue-csv'
import type { AdminProductListResponse } from '@scentia/domain/admin/order-console'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { and, eq, like, or, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  mailOutbox,
  productSizes,
  products,
  shopSettings,
  smsOutbox,
} from '../../db/schema/index.js'
import { createOwner, ownerCall } from '../admin/admin-test-kit.js'
import {
  buildPaystackTestApp,
  checkoutPaid,
  createShopper,
  initializePayment,
  pickProducts,
  postCheckout,
  readStock,
  setStock,
  type PaystackTestApp,
  type Shopper,
} from '../payments/payments-test-kit.js'

const OWNER_SMS = '+2348031234567'

/**
 * Low stock, told (decision 045): a sale or an edit that takes a fragrance's (or a size's) stock
 * to its level writes one mail and one text to the outbox with the change; nothing more until it
 * rises above and falls again.
 */
describe('low-stock notices', () => {
  let t: PaystackTestApp
  let owner: Shopper

  beforeAll(async () => {
    t = await buildPaystackTestApp({ ownerSmsNumber: OWNER_SMS })
    owner = await createOwner(t.app)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const asOwner = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ownerCall(t.app, owner, method, url, payload)

  /**
   * The notices about one fragrance, once the durable outbox has delivered what the changes wrote
   * (its rows give up their payload when sent): mails in the dev mailbox by subject, texts in the
   * dev SMS outbox by their outbox kind.
   */
  /**
   * The notices about this fragrance alone, oldest first: its name followed by " is " (the
   * bottle) or " (" (a size), so "Rose of Ikoyi" does not also match "Rose of Ikoyi Travel Spray".
   */
  async function noticesAbout(name: string) {
    await t.app.outbox.runOnce()
    const [mails, texts] = await Promise.all([
      db()
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(
          or(
            like(mailOutbox.subject, `Low stock: ${name} is %`),
            like(mailOutbox.subject, `Low stock: ${name} (%`),
          ),
        )
        .orderBy(mailOutbox.id),
      db()
        .select({ to: smsOutbox.to, text: smsOutbox.text })
        .from(smsOutbox)
        .where(
          and(
            eq(smsOutbox.kind, 'sms-owner-low-stock'),
            or(like(smsOutbox.text, `%. ${name} is %`), like(smsOutbox.text, `%. ${name} (%`)),
          ),
        )
        .orderBy(smsOutbox.id),
    ])
    return { mails, texts }
  }

  async function buy(shopper: Shopper, line: { id: number; quantity: number; size_id?: number }) {
    const { res } = await checkoutPaid(t, shopper, [line])
    expect(res.statusCode).toBe(201)
  }

  async function setThreshold(productId: number, threshold: number | null) {
    const res = await asOwner('PATCH', `/api/admin/products/${productId}`, {
      low_stock_threshold: threshold,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().product.low_stock_threshold).toBe(threshold)
  }

  it('tells once per crossing: the sale that crosses, not the next; again after a restock', async () => {
    const [product] = await pickProducts(db(), 1, 5)
    await setStock(db(), product!.id, 6)
    await setThreshold(product!.id, 3)
    const shopper = await createShopper(t.app)

    await buy(shopper, { id: product!.id, quantity: 2 }) // 6 → 4: above
    expect(await noticesAbout(product!.name)).toEqual({ mails: [], texts: [] })

    await buy(shopper, { id: product!.id, quantity: 1 }) // 4 → 3: crossed
    const crossed = await noticesAbout(product!.name)
    expect(crossed.mails).toHaveLength(1)
    expect(crossed.texts).toHaveLength(1)
    expect(crossed.mails[0]).toMatchObject({
      to: t.config.supportEmail,
      subject: `Low stock: ${product!.name} is down to 3 left`,
    })
    expect(crossed.texts[0]).toMatchObject({ to: OWNER_SMS })
    expect(crossed.texts[0]!.text).toContain(`/admin/products/${product!.id}`)

    await buy(shopper, { id: product!.id, quantity: 1 }) // 3 → 2: already low
    expect((await noticesAbout(product!.name)).mails).toHaveLength(1)

    // The owner restocks above the level (no notice), and the next fall tells again.
    expect(
      (await asOwner('PATCH', `/api/admin/products/${product!.id}`, { stock: 9 })).statusCode,
    ).toBe(200)
    expect((await noticesAbout(product!.name)).mails).toHaveLength(1)
    await buy(shopper, { id: product!.id, quantity: 6 }) // 9 → 3: crossed again
    const again = await noticesAbout(product!.name)
    expect(again.mails).toHaveLength(2)
    expect(again.texts).toHaveLength(2)
    expect(await readStock(db(), product!.id)).toBe(3)
  })

  it('an owner’s edit that takes stock to the level tells too', async () => {
    const [, product] = await pickProducts(db(), 2, 5)
    await setStock(db(), product!.id, 10)
    await setThreshold(product!.id, 4)
    await asOwner('PATCH', `/api/admin/products/${product!.id}`, { stock: 4 })
    expect((await noticesAbout(product!.name)).mails).toHaveLength(1)
  })

  it('two sales at once that both pass the level tell once', async () => {
    const [, , product] = await pickProducts(db(), 3, 5)
    await setStock(db(), product!.id, 5)
    await setThreshold(product!.id, 3)
    const [a, b] = await Promise.all([createShopper(t.app), createShopper(t.app)])
    // 5 → 3 either way round: whichever sale locks the row second starts at or below the level.
    const inits = await Promise.all([
      initializePayment(t.app, a, [{ id: product!.id, quantity: 1 }]),
      initializePayment(t.app, b, [{ id: product!.id, quantity: 1 }]),
    ])
    // Each at 4 would be above the level on its own read: only the row lock sees the other.
    await setStock(db(), product!.id, 4)
    for (const init of inits) t.fake.settle(init.reference, { status: 'success' })
    const answers = await Promise.all([
      postCheckout(t.app, a, inits[0].reference),
      postCheckout(t.app, b, inits[1].reference),
    ])
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201])
    expect(await readStock(db(), product!.id)).toBe(2)
    const notices = await noticesAbout(product!.name)
    expect(notices.mails).toHaveLength(1)
    expect(notices.texts).toHaveLength(1)
  })

  it('judges a size by its own stock against its fragrance’s level, and names the size', async () => {
    const [row] = await db()
      .select({
        productId: products.id,
        name: products.name,
        sizeId: productSizes.id,
        label: productSizes.label,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(productSizes.isDefault, false), sql`${products.retiredAt} is null`))
      .orderBy(sql`${products.id} desc`)
      .limit(1)
    await setStock(db(), row!.productId, 50)
    await db().update(productSizes).set({ stock: 3 }).where(eq(productSizes.id, row!.sizeId))
    await setThreshold(row!.productId, 2)
    // Another test may have sold this fragrance's bottle: count what this sale adds.
    const before = await noticesAbout(row!.name)
    await buy(await createShopper(t.app), { id: row!.productId, quantity: 1, size_id: row!.sizeId })
    const after = await noticesAbout(row!.name)
    expect(after.mails.slice(before.mails.length)).toEqual([
      expect.objectContaining({
        subject: `Low stock: ${row!.name} (${row!.label}) is down to 2 left`,
      }),
    ])
    expect(after.texts.length - before.texts.length).toBe(1)
  })

  it('uses the shop-wide default where the fragrance has none, and the console lists low stock by page', async () => {
    const picked = await pickProducts(db(), 6, 5)
    const [low, high] = [picked[4]!, picked[5]!]
    const saved = await asOwner('PUT', '/api/admin/settings/shop', {
      low_stock_default: 7,
      gift_wrap_price: 0,
    })
    expect(saved.statusCode).toBe(200)
    await setThreshold(low.id, null)
    await setThreshold(high.id, null)
    await setStock(db(), low.id, 8)
    await setStock(db(), high.id, 8)
    await buy(await createShopper(t.app), { id: low.id, quantity: 1 }) // 8 → 7: the default's level
    expect((await noticesAbout(low.name)).mails).toHaveLength(1)

    const listed: number[] = []
    for (let page = 1; ; page++) {
      const res = await asOwner(
        'GET',
        `/api/admin/products?filter=low_stock&per_page=100&page=${page}`,
      )
      expect(res.statusCode).toBe(200)
      const body = res.json<AdminProductListResponse>()
      listed.push(...body.products.map((product) => product.id))
      if (page * body.per_page >= body.total) break
    }
    expect(listed).toContain(low.id)
    expect(listed).not.toContain(high.id)
    const [settings] = await db().select().from(shopSettings)
    expect(settings?.lowStockDefault).toBe(7)
  })

  it('a catalogue CSV import that takes a bottle and a size to the level tells once each; the same file again tells nothing', async () => {
    // A fragrance with a size of its own (decision 019), stocked well above its level.
    const [row] = await db()
      .select({ productId: products.id, slug: products.productId, name: products.name })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(productSizes.isDefault, false), sql`${products.retiredAt} is null`))
      .orderBy(products.id)
      .limit(1)
    await setStock(db(), row!.productId, 10)
    await db()
      .update(productSizes)
      .set({ stock: 10 })
      .where(and(eq(productSizes.productId, row!.productId), eq(productSizes.isDefault, false)))
    await setThreshold(row!.productId, 3)
    const before = await noticesAbout(row!.name)

    // The console's own export of the catalogue, this fragrance's row edited: bottle 10 → 2,
    // the first other size 10 → 3.
    const exported = await asOwner('GET', '/api/admin/products/export.csv')
    expect(exported.statusCode).toBe(200)
    const rows: Record<string, string>[] = parse(exported.body, { bom: true, columns: true })
    const line = rows.find((candidate) => candidate.productId === row!.slug)!
    const [first, ...others] = line.sizes!.split(';')
    const [label, price] = first!.split(':')
    const file = stringify(
      [{ ...line, stock: '2', sizes: [`${label}:${price}:3`, ...others].join(';') }],
      {
        header: true,
        columns: [...CATALOGUE_CSV_COLUMNS],
      },
    )
    const importFile = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...owner.headers, 'content-type': 'text/csv' },
        payload: file,
      })
      expect(res.statusCode).toBe(200)
      return res.json<CatalogueImportResponse>()
    }

    expect(await importFile()).toMatchObject({ success: true, updated: 1 })
    const crossed = await noticesAbout(row!.name)
    expect(
      crossed.mails
        .slice(before.mails.length)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(
      [
        `Low stock: ${row!.name} (${label}) is down to 3 left`,
        `Low stock: ${row!.name} is down to 2 left`,
      ].sort(),
    )
    expect(crossed.texts.length - before.texts.length).toBe(2)

    // The same file again changes nothing, so tells nothing: one notice per crossing.
    expect(await importFile()).toMatchObject({ success: true, updated: 0, unchanged: 1 })
    const again = await noticesAbout(row!.name)
    expect([again.mails.length, again.texts.length]).toEqual([
      crossed.mails.length,
      crossed.texts.length,
    ])
  })

  it('refuses a level that is not a whole number from 0, in words', async () => {
    const [product] = await pickProducts(db(), 1, 5)
    const res = await asOwner('PATCH', `/api/admin/products/${product!.id}`, {
      low_stock_threshold: -1,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('low-stock level')
  })
})
