import type {
  AdminCustomerResponse,
  AdminOrderResponse,
  AdminOrderSummary,
  AdminProductListResponse,
  AdminProductResponse,
  AdminStats,
  Page,
  AdminCustomerSummary,
} from '@scentia/domain/admin/order-console'
import {
  NOT_PAID_MESSAGE,
  OWNER_ONLY_MESSAGE,
  TRACKING_REQUIRED_MESSAGE,
} from '@scentia/domain/admin/order-console'
import type { ProductListResponse } from '@scentia/domain/catalog/product'
import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { canTransition, ORDER_STATUSES, type OrderStatus } from '@scentia/domain/orders/status'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderStatusEvents, users } from '../../db/schema/index.js'
import { buildTestApp } from '../../test/build-test-app.js'
import { callAs } from '../../test/injector.js'
import { createVerifiedUser } from '../auth/account-fixtures.js'
import {
  createShopper,
  eventually,
  mailTo,
  pickProducts,
  type CatalogueProduct,
  type Shopper,
} from '../payments/payments-test-kit.js'
import {
  createOwner,
  insertTestOrder,
  NEW_PRODUCT as newProduct,
  png,
  useOwnerConsole,
} from './admin-test-kit.js'

describe('owner console API', () => {
  const kit = useOwnerConsole()
  const { asOwner } = kit
  /** The console's status change of one order (docs/product.md §7). */
  const moveOrder = (orderId: string, body: { status: string; tracking_number?: string }) =>
    asOwner('POST', `/api/admin/orders/${orderId}/status`, body)
  let catalogue: CatalogueProduct[]

  beforeAll(async () => {
    catalogue = await pickProducts(kit.t.database.db, 2, 10)
  })

  const as = (who: Shopper | null) => (who ? who.headers : {})
  const listedIds = async () => {
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    return res.json<ProductListResponse>().productList.map((product) => product.productId)
  }
  /** A product as the console's list shows it (stock and retired included). */
  const consoleProduct = async (id: number) =>
    (await asOwner('GET', '/api/admin/products'))
      .json<AdminProductListResponse>()
      .products.find((product) => product.id === id)

  describe('who may call it', () => {
    // Every admin call, with a body that would be valid for an owner.
    const calls: [string, string, () => object | undefined][] = [
      ['GET', '/api/admin/stats', () => undefined],
      ['GET', '/api/admin/orders?search=ORD&status=pending&page=1', () => undefined],
      ['GET', `/api/admin/orders/${DEMO_ORDER_ID}`, () => undefined],
      ['POST', `/api/admin/orders/${DEMO_ORDER_ID}/status`, () => ({ status: 'delivered' })],
      [
        'PATCH',
        `/api/admin/orders/${DEMO_ORDER_ID}/tracking`,
        () => ({ tracking_number: 'GIG-1' }),
      ],
      ['GET', '/api/admin/products', () => undefined],
      ['POST', '/api/admin/products', () => newProduct],
      ['PATCH', '/api/admin/products/1', () => ({ stock: 3 })],
      ['POST', '/api/admin/products/1/retire', () => undefined],
      ['POST', '/api/admin/products/1/restore', () => undefined],
      ['GET', '/api/admin/customers?search=a', () => undefined],
      ['GET', '/api/admin/customers/2026', () => undefined],
    ]

    it.each(calls)(
      '%s %s: 401 signed out, 403 for a customer, and nothing changes',
      async (method, url, body) => {
        const before = await asOwner('GET', `/api/admin/orders/${DEMO_ORDER_ID}`)
        const visitor = await kit.t.app.inject({ method: method as 'GET', url, payload: body() })
        expect(visitor.statusCode).toBe(401)
        expect(visitor.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
        const shopper = await kit.t.app.inject({
          method: method as 'GET',
          url,
          payload: body(),
          headers: kit.customer.headers,
        })
        expect(shopper.statusCode).toBe(403)
        expect(shopper.json()).toEqual({
          success: false,
          code: 'FORBIDDEN',
          message: OWNER_ONLY_MESSAGE,
        })
        const after = await asOwner('GET', `/api/admin/orders/${DEMO_ORDER_ID}`)
        expect(after.json()).toEqual(before.json())
      },
    )

    it('answers the image upload the same way', async () => {
      for (const [who, status] of [
        [null, 401],
        [kit.customer, 403],
      ] as const) {
        const res = await kit.t.app.inject({
          method: 'POST',
          url: '/api/admin/products/1/photos',
          payload: png(400, 500),
          headers: { 'content-type': 'image/png', ...as(who) },
        })
        expect(res.statusCode).toBe(status)
      }
    })

    it('lets an owner in, with private answers', async () => {
      const res = await asOwner('GET', '/api/admin/stats')
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
    })

    it('takes the role from the database on each request: a demoted owner is refused at once', async () => {
      const former = await createOwner(kit.t.app, 'Former Owner')
      expect((await callAs(kit.t.app, former, 'GET', '/api/admin/stats')).statusCode).toBe(200)
      await kit.t.database.db
        .update(users)
        .set({ role: 'customer' })
        .where(eq(users.id, former.userId))
      expect((await callAs(kit.t.app, former, 'GET', '/api/admin/stats')).statusCode).toBe(403)
    })
  })

  describe('order status', () => {
    const pairs = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
    )

    it.each(pairs)('%s → %s is allowed only if the state machine says so', async (from, to) => {
      const buyer = await createShopper(kit.t.app, 'Tola Bello')
      const orderId = await insertTestOrder(kit.t.database.db, buyer, catalogue[0]!, {
        status: from,
        trackingNumber: from === 'shipped' || from === 'delivered' ? 'GIG-OLD-1' : null,
      })
      const res = await moveOrder(orderId, {
        status: to,
        tracking_number: to === 'shipped' ? 'GIG-2026-0042' : undefined,
      })
      const events = await kit.t.database.db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
      if (canTransition(from, to)) {
        // Mail goes out after the answer.
        const mails = await eventually(async () => {
          const sent = await mailTo(kit.t.database.db, buyer.email)
          expect(sent).toHaveLength(1)
          return sent
        })
        expect(res.statusCode).toBe(200)
        const { order } = res.json<AdminOrderResponse>()
        expect(order.status).toBe(to)
        expect(events).toHaveLength(2)
        expect(events[1]).toMatchObject({
          fromStatus: from,
          toStatus: to,
          actorUserId: kit.owner.userId,
        })
        expect(order.history.at(-1)).toMatchObject({
          from_status: from,
          to_status: to,
          actor: { user_id: kit.owner.userId, full_name: 'Ngozi Owner' },
        })
        expect(mails[0]?.subject).toContain(orderId)
        if (to === 'shipped') {
          expect(order.tracking_number).toBe('GIG-2026-0042')
          expect(mails[0]?.text).toContain('Tracking number: GIG-2026-0042')
        }
      } else {
        expect(res.statusCode).toBe(409)
        expect(res.json()).toMatchObject({
          success: false,
          code: 'CONFLICT',
          message: expect.stringContaining('cannot be marked'),
        })
        expect(events).toHaveLength(1)
        // A refused change emits nothing, so nothing can be on its way.
        expect(await mailTo(kit.t.database.db, buyer.email)).toHaveLength(0)
      }
    })

    it('needs a tracking number to ship (400), and changes nothing without one', async () => {
      const orderId = await kit.customerOrder(catalogue[0]!, { status: 'processing' })
      const res = await moveOrder(orderId, { status: 'shipped' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, message: TRACKING_REQUIRED_MESSAGE })
      const detail = await asOwner('GET', `/api/admin/orders/${orderId}`)
      expect(detail.json<AdminOrderResponse>().order.status).toBe('processing')
    })

    it('refuses to move an order whose payment failed', async () => {
      const orderId = await kit.customerOrder(catalogue[0]!, { paymentStatus: 'failed' })
      const res = await moveOrder(orderId, { status: 'processing' })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ message: NOT_PAID_MESSAGE })
    })

    it.each([
      [{ status: 'lost' }, 400],
      [{ status: 'shipped', tracking_number: 'x'.repeat(61) }, 400],
      [{}, 400],
    ])('validates %j', async (payload, status) => {
      const orderId = await kit.customerOrder(catalogue[0]!, { status: 'processing' })
      const res = await kit.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        headers: kit.owner.headers,
        payload,
      })
      expect(res.statusCode).toBe(status)
    })

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of ['ORD0000000001', 'nope']) {
        const res = await moveOrder(id, { status: 'processing' })
        expect(res.statusCode).toBe(404)
      }
    })

    it('corrects a tracking number, and tells the customer of a shipped order', async () => {
      const buyer = await createShopper(kit.t.app, 'Kemi Lawal')
      const orderId = await insertTestOrder(kit.t.database.db, buyer, catalogue[0]!, {
        status: 'shipped',
        trackingNumber: 'GIG-WRONG',
      })
      const res = await asOwner('PATCH', `/api/admin/orders/${orderId}/tracking`, {
        tracking_number: 'GIG-RIGHT-7',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json<AdminOrderResponse>().order.tracking_number).toBe('GIG-RIGHT-7')
      const mails = await eventually(async () => {
        const sent = await mailTo(kit.t.database.db, buyer.email)
        expect(sent).toHaveLength(1)
        return sent
      })
      expect(mails[0]?.text).toContain('Tracking number: GIG-RIGHT-7')
      const bad = await asOwner('PATCH', `/api/admin/orders/${orderId}/tracking`, {
        tracking_number: '',
      })
      expect(bad.statusCode).toBe(400)
    })

    it("the customer's track page follows the owner's change", async () => {
      const orderId = await kit.customerOrder(catalogue[0]!, { status: 'processing' })
      await moveOrder(orderId, {
        status: 'shipped',
        tracking_number: 'GIG-TRACK-1',
      })
      const mine = await kit.t.app.inject({
        method: 'GET',
        url: `/api/order/${orderId}`,
        headers: kit.customer.headers,
      })
      expect(mine.json()).toMatchObject({
        data: { status: 'shipped', tracking_number: 'GIG-TRACK-1' },
      })
    })
  })

  describe('order list and detail', () => {
    let buyer: Shopper
    let ids: string[]
    beforeAll(async () => {
      buyer = await createShopper(kit.t.app, 'Zainab Uniquename')
      const base = Date.now() + 60_000
      ids = []
      for (let i = 0; i < 3; i++) {
        ids.push(
          await insertTestOrder(kit.t.database.db, buyer, catalogue[i % 2]!, {
            status: i === 2 ? 'processing' : 'pending',
            createdAt: new Date(base + i * 1000),
          }),
        )
      }
    })

    const list = async (query: string) => {
      const res = await asOwner('GET', `/api/admin/orders?${query}`)
      expect(res.statusCode).toBe(200)
      return res.json<Page<AdminOrderSummary>>()
    }

    it('lists newest first, paginated', async () => {
      const first = await list('')
      expect(first.items.slice(0, 3).map((order) => order.order_id)).toEqual([...ids].reverse())
      expect(first.page_size).toBe(20)
      expect(first.total).toBeGreaterThan(3)
      expect(first.items[0]).toMatchObject({
        full_name: 'Zainab Uniquename',
        item_count: 2,
        payment_status: 'paid',
      })
      const second = await list('page=2')
      expect(second.page).toBe(2)
      expect(second.items.map((order) => order.order_id)).not.toContain(ids[2])
    })

    it.each([
      ['the order id', () => ids[1]!.toLowerCase(), 1],
      ['the customer name', () => 'uniquename', 3],
      ['the email', () => buyer.email.toUpperCase(), 3],
    ])('searches by %s', async (_label, term, count) => {
      const found = await list(`search=${encodeURIComponent(term())}`)
      expect(found.total).toBe(count)
    })

    it('searches by item name and filters by status', async () => {
      const found = await list(`search=${encodeURIComponent(catalogue[1]!.name)}&status=pending`)
      expect(found.items.map((order) => order.order_id)).toContain(ids[1])
      expect(found.items.every((order) => order.status === 'pending')).toBe(true)
      const processing = await list('search=uniquename&status=processing')
      expect(processing.items.map((order) => order.order_id)).toEqual([ids[2]])
    })

    it('treats % and _ in a search as text', async () => {
      expect((await list('search=%25')).total).toBe(0)
    })

    it.each([['status=lost'], ['page=0'], [`search=${'x'.repeat(101)}`]])(
      'refuses %s',
      async (query) => {
        const res = await asOwner('GET', `/api/admin/orders?${query}`)
        expect(res.statusCode).toBe(400)
      },
    )

    it('gives the whole order with customer, address and history', async () => {
      const res = await asOwner('GET', `/api/admin/orders/${DEMO_ORDER_ID}`)
      expect(res.statusCode).toBe(200)
      const { order } = res.json<AdminOrderResponse>()
      expect(order).toMatchObject({
        order_id: DEMO_ORDER_ID,
        status: 'shipped',
        customer: { user_id: 2026, email: 'demo@scentia.ng' },
        address: { state: 'Lagos', lga: 'Ikeja' },
      })
      expect(order.history.map((entry) => entry.to_status)).toEqual([
        'pending',
        'processing',
        'shipped',
      ])
      expect(order.cart_items.length).toBeGreaterThan(0)
    })
  })

  describe('products', () => {
    it('creates a product with a unique slug, and the storefront lists it at once', async () => {
      const res = await asOwner('POST', '/api/admin/products', newProduct)
      expect(res.statusCode).toBe(201)
      const { product } = res.json<AdminProductResponse>()
      expect(product).toMatchObject({
        productId: 'harmattan-amber-50ml',
        retired: false,
        has_photo: false,
        stock: 7,
      })
      expect(product.image).toMatch(/^\/api\/products\/art\/harmattan-amber-50ml\.svg\?v=[\w-]+$/)
      expect(await listedIds()).toContain('harmattan-amber-50ml')
      const art = await kit.t.app.inject({ method: 'GET', url: product.image })
      expect(art.statusCode).toBe(200)
      const again = await asOwner('POST', '/api/admin/products', newProduct)
      expect(again.json<AdminProductResponse>().product.productId).toBe('harmattan-amber-50ml-2')
    })

    it.each([
      ['a long name', { name: 'x'.repeat(121) }],
      ['a negative stock', { stock: -2 }],
      ['an unknown family', { type: 'Musky' }],
      ['a missing brand', { brand: undefined }],
    ])('refuses %s', async (_label, change) => {
      const res = await asOwner('POST', '/api/admin/products', { ...newProduct, ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false })
    })

    it('edits, sets stock, marks a best seller; stock 0 leaves the storefront list but not the console', async () => {
      const created = (
        await asOwner('POST', '/api/admin/products', { ...newProduct, name: 'Edit Me' })
      ).json<AdminProductResponse>().product
      const res = await asOwner('PATCH', `/api/admin/products/${created.id}`, {
        price: 41_000,
        best_seller: true,
        description: 'New words.',
      })
      expect(res.json<AdminProductResponse>().product).toMatchObject({
        price: 41_000,
        best_seller: true,
        description: 'New words.',
        name: 'Edit Me',
      })
      const shop = await kit.t.app.inject({
        method: 'GET',
        url: `/api/product/${created.productId}`,
      })
      expect(shop.json()).toMatchObject({ product: { price: 41_000, best_seller: true } })

      await asOwner('PATCH', `/api/admin/products/${created.id}`, { stock: 0 })
      expect(await listedIds()).not.toContain(created.productId)
      expect((await consoleProduct(created.id))?.stock).toBe(0)
      const missing = await asOwner('PATCH', '/api/admin/products/99999999', { stock: 1 })
      expect(missing.statusCode).toBe(404)
    })

    it('retires and restores', async () => {
      const created = (
        await asOwner('POST', '/api/admin/products', { ...newProduct, name: 'Retire Me' })
      ).json<AdminProductResponse>().product
      const retired = await asOwner('POST', `/api/admin/products/${created.id}/retire`)
      expect(retired.json<AdminProductResponse>().product.retired).toBe(true)
      expect(await listedIds()).not.toContain(created.productId)
      expect(
        (await kit.t.app.inject({ method: 'GET', url: `/api/product/${created.productId}` }))
          .statusCode,
      ).toBe(404)
      expect((await consoleProduct(created.id))?.retired).toBe(true)
      await asOwner('POST', `/api/admin/products/${created.id}/restore`)
      expect(await listedIds()).toContain(created.productId)
    })
  })

  describe('customers and stats', () => {
    it('lists customers with order counts and paid totals, searchable, and shows one with their orders', async () => {
      const buyer = await createShopper(kit.t.app, 'Ifeoma Searchable')
      await insertTestOrder(kit.t.database.db, buyer, catalogue[0]!)
      await insertTestOrder(kit.t.database.db, buyer, catalogue[0]!, { paymentStatus: 'failed' })
      const res = await asOwner('GET', '/api/admin/customers?search=searchable')
      const page = res.json<Page<AdminCustomerSummary>>()
      expect(page.total).toBe(1)
      expect(page.items[0]).toMatchObject({
        user_id: buyer.userId,
        order_count: 2,
        total_spent: catalogue[0]!.price * 2 + 3_000,
        role: 'customer',
      })
      const detail = await asOwner('GET', `/api/admin/customers/${buyer.userId}`)
      const { customer: found } = detail.json<AdminCustomerResponse>()
      expect(found.orders).toHaveLength(2)
      expect(found).toMatchObject({ email: buyer.email, phone_number: '+2348031234567' })
      expect(found).not.toHaveProperty('passwordHash')
      expect(detail.body).not.toContain('not-a-real-hash')
      expect((await asOwner('GET', '/api/admin/customers/12345')).statusCode).toBe(404)
    })

    it('counts paid orders by status, revenue, and low stock', async () => {
      const before = (
        await kit.t.app.inject({
          method: 'GET',
          url: '/api/admin/stats',
          headers: kit.owner.headers,
        })
      ).json<AdminStats>()
      await kit.customerOrder(catalogue[1]!, {
        status: 'processing',
      })
      await kit.customerOrder(catalogue[1]!, {
        status: 'processing',
        paymentStatus: 'failed',
      })
      await asOwner('PATCH', `/api/admin/products/${catalogue[1]!.id}`, { stock: 2 })
      const after = (
        await kit.t.app.inject({
          method: 'GET',
          url: '/api/admin/stats',
          headers: kit.owner.headers,
        })
      ).json<AdminStats>()
      expect(after.orders_by_status.processing).toBe(before.orders_by_status.processing + 1)
      expect(after.revenue).toBe(before.revenue + catalogue[1]!.price * 2 + 3_000)
      expect(after.paid_orders).toBe(before.paid_orders + 1)
      expect(after.low_stock).toContainEqual(
        expect.objectContaining({ id: catalogue[1]!.id, stock: 2 }),
      )
    })
  })
})

describe('ADMIN_EMAILS', () => {
  it('makes a listed account an owner once its mailbox chose the password, and no one else', async () => {
    const t = await buildTestApp({ adminEmails: ['owner-listed@example.ng'] })
    try {
      const listed = await createVerifiedUser(t.app, {
        email: 'owner-listed@example.ng',
        full_name: 'Listed Owner',
      })
      const other = await createVerifiedUser(t.app, { email: 'someone-else@example.ng' })
      const ok = await t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { authorization: `Bearer ${listed.accessToken}` },
      })
      expect(ok.statusCode).toBe(200)
      // The list is read live, never written: removing the email demotes (decision 008).
      const [row] = await t.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, listed.userId))
      expect(row?.role).toBe('customer')
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { authorization: `Bearer ${other.accessToken}` },
      })
      expect(refused.statusCode).toBe(403)
    } finally {
      await t.close()
    }
  })
})
