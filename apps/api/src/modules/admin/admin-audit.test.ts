import type { AuditEntry, AuditPage } from '@scentia/domain/admin/audit'
import { OWNER_ONLY_MESSAGE } from '@scentia/domain/admin/order-console'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog, users } from '../../db/schema/index.js'
import { callAs } from '../../test/injector.js'
import { pickProducts, type CatalogueProduct } from '../payments/payments-test-kit.js'
import { createOwner, NEW_PRODUCT, solidPng, useOwnerConsole } from './admin-test-kit.js'

/** Decision 011: every owner change is recorded, and listed to owners. */

const newProduct = {
  ...NEW_PRODUCT,
  name: 'Audit Amber',
  description: 'Dry amber and warm dust.',
  notes: { top: ['Pink pepper'], heart: ['Amber'], base: ['Vanilla'] },
}

describe('the owners activity log', () => {
  const kit = useOwnerConsole()
  const call = kit.asOwner
  let product: CatalogueProduct

  beforeAll(async () => {
    ;[product] = (await pickProducts(kit.t.database.db, 1, 10)) as [CatalogueProduct]
  })

  /** The rows recorded for one target, oldest first, straight from the table. */
  const rowsFor = (targetId: string) =>
    kit.t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, targetId))
      .orderBy(adminAuditLog.id)

  const listing = async (query = '') => {
    const res = await call('GET', `/api/admin/audit${query}`)
    expect(res.statusCode).toBe(200)
    return res.json<AuditPage & { success: true }>()
  }

  it('an order status change: one row with who, when, and the fields before and after', async () => {
    const orderId = await kit.customerOrder(product, {
      status: 'pending',
    })
    const res = await call('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'processing',
    })
    expect(res.statusCode).toBe(200)
    const rows = await rowsFor(orderId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorUserId: kit.owner.userId,
      actorEmail: kit.owner.email,
      action: 'order.status',
      targetType: 'order',
      targetLabel: orderId,
      before: { status: 'pending' },
      after: { status: 'processing' },
    })
    expect(rows[0]?.createdAt).toBeInstanceOf(Date)

    // Shipping records the tracking number it set, in the same row.
    await call('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'shipped',
      tracking_number: 'GIG-123',
    })
    const shipped = (await rowsFor(orderId))[1]
    expect(shipped).toMatchObject({
      action: 'order.status',
      before: { status: 'processing', tracking_number: null },
      after: { status: 'shipped', tracking_number: 'GIG-123' },
    })
  })

  it('a refused change (409) records nothing: the row and the change commit together', async () => {
    const orderId = await kit.customerOrder(product, {
      status: 'delivered',
    })
    const res = await call('POST', `/api/admin/orders/${orderId}/status`, { status: 'pending' })
    expect(res.statusCode).toBe(409)
    expect(await rowsFor(orderId)).toHaveLength(0)
  })

  it('a tracking number correction', async () => {
    const orderId = await kit.customerOrder(product, {
      status: 'shipped',
      trackingNumber: 'GIG-1',
    })
    await call('PATCH', `/api/admin/orders/${orderId}/tracking`, { tracking_number: 'GIG-2' })
    const rows = await rowsFor(orderId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'order.tracking',
      before: { tracking_number: 'GIG-1' },
      after: { tracking_number: 'GIG-2' },
    })
  })

  it('product create, price, stock, best seller, edit, retire, restore, photo: one row each', async () => {
    const created = await call('POST', '/api/admin/products', newProduct)
    expect(created.statusCode).toBe(201)
    const id = String(created.json<{ product: { id: number } }>().product.id)
    const url = `/api/admin/products/${id}`

    expect((await call('PATCH', url, { price: 35_000 })).statusCode).toBe(200)
    expect((await call('PATCH', url, { stock: 0 })).statusCode).toBe(200)
    expect((await call('PATCH', url, { best_seller: true })).statusCode).toBe(200)
    expect((await call('PATCH', url, { name: 'Audit Amber II', stock: 4 })).statusCode).toBe(200)
    expect((await call('POST', `${url}/retire`)).statusCode).toBe(200)
    expect((await call('POST', `${url}/restore`)).statusCode).toBe(200)
    const upload = await kit.t.app.inject({
      method: 'POST',
      url: `${url}/photos`,
      headers: { ...kit.owner.headers, 'content-type': 'image/png' },
      payload: await solidPng(800, 1000),
    })
    expect(upload.statusCode).toBe(201)
    const photoId = upload.json<{ product: { photos: { id: number }[] } }>().product.photos[0]?.id
    const photoUrl = `${url}/photos/${String(photoId)}`
    expect((await call('PATCH', photoUrl, { alt: 'Front' })).statusCode).toBe(200)
    // The same description again changes nothing and is not recorded.
    expect((await call('PATCH', photoUrl, { alt: 'Front' })).statusCode).toBe(200)
    expect((await call('DELETE', photoUrl)).statusCode).toBe(200)
    // Removing a photo that is no longer there is a 404 and is not recorded.
    expect((await call('DELETE', photoUrl)).statusCode).toBe(404)

    const rows = await rowsFor(id)
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['product.create', null, expect.objectContaining({ name: 'Audit Amber', price: 38_500 })],
      ['product.price', { price: 38_500 }, { price: 35_000 }],
      ['product.stock', { stock: 7 }, { stock: 0 }],
      ['product.best_seller', { best_seller: false }, { best_seller: true }],
      ['product.update', { name: 'Audit Amber', stock: 0 }, { name: 'Audit Amber II', stock: 4 }],
      ['product.retire', { retired: false }, { retired: true }],
      ['product.restore', { retired: true }, { retired: false }],
      [
        'product.photo',
        { photo: null },
        {
          photo: expect.stringMatching(/^[0-9a-f]{16}$/),
          kind: 'gallery',
          width: 800,
          height: 1000,
        },
      ],
      ['product.photo_alt', { alt: '' }, { alt: 'Front' }],
      [
        'product.photo_remove',
        { photo: expect.stringMatching(/^[0-9a-f]{16}$/), kind: 'gallery' },
        { photo: null },
      ],
    ])
    for (const row of rows) {
      expect(row).toMatchObject({
        actorUserId: kit.owner.userId,
        actorEmail: kit.owner.email,
        targetType: 'product',
      })
    }
  })

  it('GET /api/admin/audit lists newest first, filters by action and target, and pages', async () => {
    const orderId = await kit.customerOrder(product, {
      status: 'pending',
    })
    await call('POST', `/api/admin/orders/${orderId}/status`, { status: 'processing' })
    await call('PATCH', `/api/admin/orders/${orderId}/tracking`, { tracking_number: 'DHL-9' })

    const all = await listing()
    expect(all.page).toBe(1)
    expect(all.page_size).toBe(20)
    expect(all.total).toBeGreaterThanOrEqual(2)
    const newest = all.items[0] as AuditEntry
    expect(newest).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { id: kit.owner.userId, email: kit.owner.email },
      action: 'order.tracking',
      target: { type: 'order', id: orderId, label: orderId },
      before: { tracking_number: null },
      after: { tracking_number: 'DHL-9' },
    })
    const ids = all.items.map((item) => item.id)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)

    const byTarget = await listing(`?target=${orderId.toLowerCase()}`)
    expect(byTarget.items.map((item) => item.action)).toEqual(['order.tracking', 'order.status'])
    expect(byTarget.total).toBe(2)

    const byAction = await listing('?action=order.tracking')
    expect(byAction.items.every((item) => item.action === 'order.tracking')).toBe(true)

    const byName = await listing('?target=audit%20amber')
    expect(byName.items.length).toBeGreaterThan(0)
    expect(byName.items.every((item) => item.target.label.startsWith('Audit Amber'))).toBe(true)

    const secondPage = await listing('?page=2')
    expect(secondPage.page).toBe(2)
    expect(secondPage.items.map((item) => item.id)).not.toContain(newest.id)

    expect((await call('GET', '/api/admin/audit?action=user.delete')).statusCode).toBe(400)
  })

  it('keeps the owner email of the time after the account changes or goes', async () => {
    const other = await createOwner(kit.t.app, 'Second Owner')
    const orderId = await kit.customerOrder(product, {
      status: 'pending',
    })
    await callAs(kit.t.app, other, 'POST', `/api/admin/orders/${orderId}/status`, {
      status: 'processing',
    })
    await kit.t.database.db.delete(users).where(eq(users.id, other.userId))
    const [row] = await rowsFor(orderId)
    expect(row).toMatchObject({ actorUserId: null, actorEmail: other.email })
  })

  it('answers 401 signed out and 403 to a customer', async () => {
    const visitor = await kit.t.app.inject({ method: 'GET', url: '/api/admin/audit' })
    expect(visitor.statusCode).toBe(401)
    const shopper = await callAs(kit.t.app, kit.customer, 'GET', '/api/admin/audit')
    expect(shopper.statusCode).toBe(403)
    expect(shopper.json()).toMatchObject({ success: false, message: OWNER_ONLY_MESSAGE })
    expect(shopper.body).not.toContain(kit.owner.email)
  })
})
