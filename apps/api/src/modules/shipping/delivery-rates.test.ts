import { DEFAULT_DELIVERY_RATES, type DeliveryRates } from '@scentia/domain/shipping/delivery-rates'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog } from '../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { createOwner } from '../admin/admin-test-kit.js'
import { createShopper, type Shopper } from '../payments/payments-test-kit.js'
import { createShippingService } from './shipping.service.js'

/** The owner's table for every state but Lagos (docs/product.md §13, decision 040). */
describe('delivery rates', () => {
  let t: TestApp
  let owner: Shopper
  let shopper: Shopper

  beforeAll(async () => {
    t = await buildTestApp()
    owner = await createOwner(t.app)
    shopper = await createShopper(t.app, 'Tunde Shopper')
  })
  afterAll(() => t.close())

  const fee = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/shipping/fee', query })
  const save = (rates: unknown, as: Shopper = owner) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery-rates',
      headers: as.headers,
      payload: { rates },
    })
  const garki = { state: 'FCT', lga: 'Abuja Municipal', ward: 'Garki' }

  it('prices every state from the default table before the owner saves one', async () => {
    const rates = await t.app.inject({ method: 'GET', url: '/api/shipping/rates' })
    expect(rates.statusCode).toBe(200)
    expect(rates.json()).toEqual({ success: true, rates: DEFAULT_DELIVERY_RATES })

    const res = await fee({ ...garki, subtotal: '20000' })
    expect(res.json()).toEqual({
      success: true,
      fee: 8_500,
      baseFee: null,
      estimate: '3-5 business days',
      label: '₦8,500',
    })
    // Lagos keeps its ward table (decision 002).
    const festac = await fee({
      state: 'Lagos',
      lga: 'Amuwo Odofin',
      ward: 'Festac II',
      subtotal: '20000',
    })
    expect(festac.json()).toMatchObject({ fee: 6_800, estimate: '2-4 business days' })
  })

  it('lets only the owner read or change the table', async () => {
    expect((await save(DEFAULT_DELIVERY_RATES, shopper)).statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery-rates',
      payload: { rates: DEFAULT_DELIVERY_RATES },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it.each<[string, unknown, string]>([
    [
      'Lagos among the states',
      { ...DEFAULT_DELIVERY_RATES, states: [{ state: 'Lagos', fee: 1, min_days: 1, max_days: 2 }] },
      'Lagos is priced by ward in its own table',
    ],
    [
      'a window that ends before it starts',
      { ...DEFAULT_DELIVERY_RATES, states: [{ state: 'Oyo', fee: 1, min_days: 4, max_days: 2 }] },
      'The last day of a window cannot come before its first',
    ],
    ['no table at all', 'cheap', 'Rates is not valid.'],
  ])('refuses %s with 400 and says why', async (_case, rates, message) => {
    const res = await save(rates)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    expect(res.json<{ message: string }>().message).toContain(message)
  })

  it("applies the owner's table at once, with an LGA override and a threshold, and audits it", async () => {
    const next: DeliveryRates = {
      states: DEFAULT_DELIVERY_RATES.states.map((row) =>
        row.state === 'FCT'
          ? { ...row, fee: 7_000, min_days: 2, max_days: 3 }
          : row.state === 'Zamfara'
            ? { ...row, fee: 0 }
            : row,
      ),
      lga_overrides: [{ state: 'FCT', lga: 'Kuje', fee: 9_500, min_days: 3, max_days: 5 }],
      free_delivery_from: 150_000,
    }
    const res = await save(next)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, rates: next })

    expect((await fee({ ...garki, subtotal: '20000' })).json()).toMatchObject({
      fee: 7_000,
      label: '₦7,000',
      estimate: '2-3 business days',
    })
    expect(
      (await fee({ state: 'FCT', lga: 'Kuje', ward: 'Rubochi', subtotal: '20000' })).json(),
    ).toMatchObject({ fee: 9_500, estimate: '3-5 business days' })
    // A state left at 0 keeps the spec's label.
    expect(
      (await fee({ state: 'Zamfara', lga: 'Gusau', ward: 'Galadima', subtotal: '20000' })).json(),
    ).toMatchObject({ fee: 0, label: 'Pay on Delivery' })
    // From the threshold up, delivery is free, Lagos included.
    expect((await fee({ ...garki, subtotal: '150000' })).json()).toMatchObject({
      fee: 0,
      label: 'Free',
    })
    expect(
      (
        await fee({ state: 'Lagos', lga: 'Amuwo Odofin', ward: 'Festac II', subtotal: '150000' })
      ).json(),
    ).toMatchObject({ fee: 0, label: 'Free' })

    const [record] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'settings.delivery_rates'),
          eq(adminAuditLog.actorUserId, owner.userId),
        ),
      )
      .orderBy(desc(adminAuditLog.id))
      .limit(1)
    // Only the lines the save changed.
    expect(record?.before).toEqual({
      FCT: '₦8,500, 3-5 business days',
      Zamfara: '₦11,000, 4-6 business days',
      'FCT / Kuje': null,
      free_delivery_from: null,
    })
    expect(record?.after).toEqual({
      FCT: '₦7,000, 2-3 business days',
      Zamfara: '₦0, 4-6 business days',
      'FCT / Kuje': '₦9,500, 3-5 business days',
      free_delivery_from: 150_000,
    })
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/delivery-rates',
      headers: owner.headers,
    })
    expect(read.json()).toEqual({ success: true, rates: next })
  })

  it('moves the version the product pages are cached under when the table changes', async () => {
    const shipping = createShippingService({ db: t.database.db })
    const before = await shipping.ratesVersion()
    expect(await shipping.ratesVersion()).toBe(before)
    await shipping.updateRates(
      { ...DEFAULT_DELIVERY_RATES, free_delivery_from: 90_000 },
      owner.userId,
    )
    expect(await shipping.ratesVersion()).not.toBe(before)
  })

  it('tells the version without a read only while the last read is current (decision 050)', async () => {
    const shipping = createShippingService({ db: t.database.db })
    // Never read: a page's hit must wait for the table.
    expect(shipping.ratesVersionNow()).toBeUndefined()
    const read = await shipping.ratesVersion()
    expect(shipping.ratesVersionNow()).toBe(read)
    await shipping.updateRates(
      { ...DEFAULT_DELIVERY_RATES, free_delivery_from: 80_000 },
      owner.userId,
    )
    // This process's save: the held version is not the table's any more.
    expect(shipping.ratesVersionNow()).toBeUndefined()
    const saved = await shipping.ratesVersion()
    expect(saved).not.toBe(read)
    expect(shipping.ratesVersionNow()).toBe(saved)
  })

  /** The database with its `select` calls counted: the table's reads. */
  function countingReads() {
    const counted = { reads: 0 }
    const db = new Proxy(t.database.db, {
      get(target, property, receiver) {
        if (property === 'select') counted.reads += 1
        return Reflect.get(target, property, receiver) as unknown
      },
    })
    return { db, counted }
  }

  it('reads the table once for every page that finds the version lapsed at once (decision 050)', async () => {
    const { db, counted } = countingReads()
    const shipping = createShippingService({ db })
    // Twenty connections' hits arriving while the first read is under way.
    const versions = await Promise.all(Array.from({ length: 20 }, () => shipping.ratesVersion()))
    expect(new Set(versions).size).toBe(1)
    expect(counted.reads).toBe(1)
    expect(shipping.ratesVersionNow()).toBe(versions[0])
  })

  it('answers the saved table after a save, whatever a read begun before it found', async () => {
    const shipping = createShippingService({ db: t.database.db })
    const begunBefore = shipping.ratesVersion()
    await shipping.updateRates(
      { ...DEFAULT_DELIVERY_RATES, free_delivery_from: 70_000 },
      owner.userId,
    )
    const after = await shipping.ratesVersion()
    await begunBefore
    const saved = await createShippingService({ db: t.database.db }).ratesVersion()
    expect(after).toBe(saved)
    expect(shipping.ratesVersionNow()).toBe(saved)
  })
})
