import type { NotificationsResponse } from '@scentia/domain/notifications/notification'
import { DEMO_ORDER_ID, DEMO_TRACKING_NUMBER } from '@scentia/domain/orders/demo-order'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderStatusEvents } from '../../db/schema/index.js'
import { DEMO_CUSTOMER } from '../../db/seed/demo-customer.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { bearer, createVerifiedUser, randomIp } from '../auth/account-fixtures.js'

describe('notifications', () => {
  let t: TestApp
  let demo: Record<string, string>
  let stranger: { headers: Record<string, string>; userId: number }
  const strangerOrderId = 'ORD5550001111'

  beforeAll(async () => {
    t = await buildTestApp()
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
    demo = bearer(login.json<{ access_token: string }>().access_token)
    const user = await createVerifiedUser(t.app, { full_name: 'Emeka Obi' })
    stranger = { headers: bearer(user.accessToken), userId: user.userId }

    // A stranger's order with two status changes, written as payment finalisation would.
    const db = t.database.db
    const placedAt = new Date('2026-11-01T10:00:00Z')
    await db.insert(orders).values({
      orderId: strangerOrderId,
      userId: stranger.userId,
      status: 'processing',
      totalAmount: 30_000,
      shippingAddress: '3 Bode Thomas Street',
      city: 'Surulere',
      state: 'Lagos',
      lga: 'Surulere',
      ward: 'Coker',
      fullName: 'Emeka Obi',
      phoneNumber: '+2348030000000',
      email: user.email,
      paymentStatus: 'paid',
      paymentMethod: 'CARD',
      transactionReference: 'ref-notifications-test',
      estimatedDelivery: placedAt,
      createdAt: placedAt,
    })
    await db.insert(orderStatusEvents).values([
      { orderId: strangerOrderId, fromStatus: null, toStatus: 'pending', at: placedAt },
      {
        orderId: strangerOrderId,
        fromStatus: 'pending',
        toStatus: 'processing',
        at: new Date('2026-11-02T10:00:00Z'),
      },
    ])
  })
  afterAll(() => t.close())

  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers })
    expect(res.statusCode).toBe(200)
    return res.json<NotificationsResponse>()
  }
  const markRead = (headers: Record<string, string>, payload?: { ids?: number[] }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers,
      ...(payload ? { payload } : {}),
    })

  it('lists the status changes of the shopper’s own orders, newest first, all unread', async () => {
    const body = await list(demo)
    expect(body.success).toBe(true)
    expect(body.unread).toBe(3)
    expect(
      body.notifications.map(({ order_id, status, tracking_number, message, placed, read }) => ({
        order_id,
        status,
        tracking_number,
        message,
        placed,
        read,
      })),
    ).toEqual([
      {
        order_id: DEMO_ORDER_ID,
        status: 'shipped',
        tracking_number: DEMO_TRACKING_NUMBER,
        message: 'Your order is on its way!',
        placed: false,
        read: false,
      },
      {
        order_id: DEMO_ORDER_ID,
        status: 'processing',
        tracking_number: null,
        message: 'Your order is being prepared for shipment',
        placed: false,
        read: false,
      },
      {
        order_id: DEMO_ORDER_ID,
        status: 'pending',
        tracking_number: null,
        message: 'Your order is being processed',
        placed: true,
        read: false,
      },
    ])
    const times = body.notifications.map((notification) => Date.parse(notification.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('never shows another user’s events', async () => {
    const theirs = await list(stranger.headers)
    expect(theirs.notifications.map((n) => n.order_id)).toEqual([strangerOrderId, strangerOrderId])
    const mine = await list(demo)
    expect(mine.notifications.some((n) => n.order_id === strangerOrderId)).toBe(false)
  })

  it('marks chosen events read, ignoring ids of someone else’s events', async () => {
    const mine = await list(demo)
    const theirs = await list(stranger.headers)
    const [newest] = mine.notifications
    const res = await markRead(demo, {
      ids: [newest?.id ?? 0, ...theirs.notifications.map((n) => n.id)],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, unread: 2 })

    const after = await list(demo)
    expect(after.notifications.map((n) => n.read)).toEqual([true, false, false])
    // The stranger's events stay unread for them.
    expect((await list(stranger.headers)).unread).toBe(2)
    // Marking twice is harmless.
    expect((await markRead(demo, { ids: [newest?.id ?? 0] })).json()).toEqual({
      success: true,
      unread: 2,
    })
  })

  it('marks everything read when no ids are sent', async () => {
    const res = await markRead(stranger.headers)
    expect(res.json()).toEqual({ success: true, unread: 0 })
    expect((await list(stranger.headers)).notifications.every((n) => n.read)).toBe(true)
    expect((await list(demo)).unread).toBe(2)
  })

  it('counts a new status change as unread', async () => {
    await t.database.db.insert(orderStatusEvents).values({
      orderId: strangerOrderId,
      fromStatus: 'processing',
      toStatus: 'shipped',
      trackingNumber: 'GIG-778899',
      at: new Date('2026-11-03T10:00:00Z'),
    })
    const body = await list(stranger.headers)
    expect(body.unread).toBe(1)
    expect(body.notifications[0]).toMatchObject({
      status: 'shipped',
      tracking_number: 'GIG-778899',
      read: false,
    })
  })

  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/read'],
  ] as const)('%s %s needs a signed-in user', async (method, url) => {
    const res = await t.app.inject({ method, url })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })

  it.each([[{ ids: [0] }], [{ ids: ['1'] }], [{ ids: 'all' }]])(
    'refuses a bad read request %j',
    async (payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: demo,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    },
  )
})
