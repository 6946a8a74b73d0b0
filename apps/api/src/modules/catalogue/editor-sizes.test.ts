import type { AdminProductResponse } from '@scentia/domain/admin/order-console'
import type { ProductResponse, ProductSize } from '@scentia/domain/catalog/product'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog, orderItems, products } from '../../db/schema/index.js'
import { pickProducts, type CatalogueProduct } from '../payments/payments-test-kit.js'
import { ownerCall, useOwnerConsole } from '../admin/admin-test-kit.js'

/** The console's size editor (decision 019): sizes other than the full bottle. */
describe('owner console: product sizes', () => {
  const kit = useOwnerConsole()
  const { asOwner } = kit
  let product: CatalogueProduct
  let slug: string

  const travel = { label: '10 ml travel spray', ml: 10, price: 9_500, stock: 4, is_sample: false }

  beforeAll(async () => {
    ;[product] = (await pickProducts(kit.t.database.db, 1, 10)) as [CatalogueProduct]
    const [row] = await kit.t.database.db
      .select({ slug: products.productId })
      .from(products)
      .where(eq(products.id, product.id))
    slug = row?.slug ?? ''
  })

  const auditRows = () =>
    kit.t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(product.id)))
      .orderBy(adminAuditLog.id)

  const shopSizes = async (): Promise<ProductSize[]> => {
    const res = await kit.t.app.inject({ method: 'GET', url: `/api/product/${slug}` })
    expect(res.statusCode).toBe(200)
    return res.json<ProductResponse>().product.sizes
  }

  const added = async (body: object = travel): Promise<ProductSize> => {
    const res = await asOwner('POST', `/api/admin/products/${product.id}/sizes`, body)
    expect(res.statusCode).toBe(201)
    const size = res
      .json<AdminProductResponse>()
      .product.sizes.find((s) => !s.isDefault && s.label === (body as typeof travel).label)
    if (!size) throw new Error('size not in the answer')
    return size
  }

  it('is owner-only: 401 signed out, 403 for a shopper, and nothing changes', async () => {
    const before = await shopSizes()
    for (const [method, url, payload] of [
      ['POST', `/api/admin/products/${product.id}/sizes`, travel],
      ['PATCH', `/api/admin/products/${product.id}/sizes/1`, { stock: 3 }],
      ['DELETE', `/api/admin/products/${product.id}/sizes/1`, undefined],
    ] as const) {
      const signedOut = await kit.t.app.inject({ method, url, ...(payload ? { payload } : {}) })
      expect(signedOut.statusCode).toBe(401)
      const shopper = await ownerCall(kit.t.app, kit.customer, method, url, payload)
      expect(shopper.statusCode).toBe(403)
    }
    expect(await shopSizes()).toEqual(before)
  })

  it('adds a size: the console and the shop both show it, with one audit row', async () => {
    const size = await added()
    expect(size).toMatchObject({ ml: 10, price: 9_500, stock: 4, isSample: false })
    expect(await shopSizes()).toContainEqual(size)
    const rows = await auditRows()
    expect(rows.at(-1)).toMatchObject({
      action: 'product.size_add',
      actorUserId: kit.owner.userId,
      after: { size_id: size.id, label: travel.label, ml: 10, price: 9_500, stock: 4 },
    })
  })

  it('edits a size, recording only what changed', async () => {
    const size = await added({ ...travel, label: '2 ml sample', ml: 2, price: 1_500 })
    const res = await asOwner('PATCH', `/api/admin/products/${product.id}/sizes/${size.id}`, {
      price: 1_800,
      is_sample: true,
    })
    expect(res.statusCode).toBe(200)
    const edited = res.json<AdminProductResponse>().product.sizes.find((s) => s.id === size.id)
    expect(edited).toMatchObject({ price: 1_800, isSample: true, label: '2 ml sample' })
    expect((await shopSizes()).find((s) => s.id === size.id)).toMatchObject({ price: 1_800 })
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'product.size_update',
      before: { size_id: size.id, label: '2 ml sample', price: 1_500, is_sample: false },
      after: { size_id: size.id, label: '2 ml sample', price: 1_800, is_sample: true },
    })
  })

  it('removes a size an order line bought; the order keeps its copy of the label', async () => {
    const size = await added({ ...travel, label: '5 ml decant', ml: 5 })
    const orderId = await kit.customerOrder(product)
    await kit.t.database.db
      .update(orderItems)
      .set({ sizeId: size.id, sizeLabel: '5 ml decant' })
      .where(eq(orderItems.orderId, orderId))
    const res = await asOwner('DELETE', `/api/admin/products/${product.id}/sizes/${size.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json<AdminProductResponse>().product.sizes.map((s) => s.id)).not.toContain(size.id)
    expect((await shopSizes()).map((s) => s.id)).not.toContain(size.id)
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'product.size_remove',
      before: { size_id: size.id, label: '5 ml decant' },
    })
    const order = await asOwner('GET', `/api/admin/orders/${orderId}`)
    expect(order.statusCode).toBe(200)
    expect(JSON.stringify(order.json())).toContain('5 ml decant')
  })

  it('never touches the full bottle, another product’s size or a missing one: 404', async () => {
    const defaultId = (await shopSizes()).find((s) => s.isDefault)?.id
    const count = (await auditRows()).length
    for (const [method, url, payload] of [
      ['PATCH', `/api/admin/products/${product.id}/sizes/${defaultId}`, { stock: 3 }],
      ['DELETE', `/api/admin/products/${product.id}/sizes/${defaultId}`, undefined],
      ['PATCH', `/api/admin/products/${product.id}/sizes/999999`, { stock: 3 }],
      ['POST', `/api/admin/products/999999/sizes`, travel],
    ] as const) {
      const res = await asOwner(method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await auditRows()).length).toBe(count)
  })

  it.each([
    ['no label', { ...travel, label: '' }],
    ['a long label', { ...travel, label: 'x'.repeat(31) }],
    ['zero ml', { ...travel, ml: 0 }],
    ['a fractional price', { ...travel, price: 10.5 }],
    ['a zero price', { ...travel, price: 0 }],
    ['negative stock', { ...travel, stock: -1 }],
    ['a string flag', { ...travel, is_sample: 'yes' }],
    ['no flag', { label: 'a', ml: 1, price: 1, stock: 1 }],
  ])('refuses %s with 400, never 500', async (_name, body) => {
    const res = await asOwner('POST', `/api/admin/products/${product.id}/sizes`, body)
    expect(res.statusCode).toBe(400)
  })

  it('refuses a bad edit and a bad size id with 400', async () => {
    const size = await added({ ...travel, label: '15 ml' })
    const bad = await asOwner('PATCH', `/api/admin/products/${product.id}/sizes/${size.id}`, {
      stock: 1.5,
    })
    expect(bad.statusCode).toBe(400)
    const badId = await asOwner('DELETE', `/api/admin/products/${product.id}/sizes/abc`)
    expect(badId.statusCode).toBe(400)
  })

  it('refuses a second size of the same name, the full bottle’s included: 409 with the reason, nothing written', async () => {
    const sample = await added({ ...travel, label: '3 ml vial', ml: 3, price: 1_500 })
    const sizesBefore = await shopSizes()
    const auditBefore = (await auditRows()).length
    const bottle = sizesBefore.find((size) => size.isDefault)?.label ?? ''

    for (const label of ['3 ml vial', '3ML  Vial', bottle]) {
      const res = await asOwner('POST', `/api/admin/products/${product.id}/sizes`, {
        ...travel,
        label,
      })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ success: false })
      expect(res.json<{ message: string }>().message).toMatch(/already has a size called/)
    }
    const other = await added({ ...travel, label: '5 ml' })
    const rename = await asOwner('PATCH', `/api/admin/products/${product.id}/sizes/${other.id}`, {
      label: '3 ml Vial',
    })
    expect(rename.statusCode).toBe(409)
    expect(rename.json<{ message: string }>().message).toBe(
      'This fragrance already has a size called “3 ml vial”. Give the new size another name, or edit that one.',
    )
    // A size keeps its own name when its other figures change.
    const restock = await asOwner('PATCH', `/api/admin/products/${product.id}/sizes/${sample.id}`, {
      label: '3 ml vial',
      stock: 9,
    })
    expect(restock.statusCode).toBe(200)
    const labels = (await shopSizes()).map((size) => size.label)
    expect(labels.filter((label) => label === '3 ml vial')).toHaveLength(1)
    expect(labels).toContain('5 ml')
    expect((await auditRows()).length).toBe(auditBefore + 2)
  })
})
