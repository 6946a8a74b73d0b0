import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDataFolder } from '../../config/paths.js'
import { lgas, states, wardDeliveryFees, wards } from '../../db/schema/index.js'
import { seedLagosWardFees, seedLocations } from '../../db/seed/locations.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { createShippingService } from './shipping.service.js'
import { wardFeeTableSchema } from './ward-fee-table.js'

const feeTable = wardFeeTableSchema.parse(
  JSON.parse(readFileSync(path.join(seedDataFolder, 'lagos-ward-fees.json'), 'utf8')),
)
const tableFee = (lga: string, ward: string) =>
  feeTable.wards.find((row) => row.lga === lga && row.ward === ward)?.fee

const REQUIRED = 'Location and total price are required to calculate shipping.'
const SUBTOTAL = 'Subtotal must be a whole number of naira from 0 to 100,000,000'

describe('GET /api/shipping/fee', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const fee = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/shipping/fee', query })

  it.each([
    // Anifowoshe/Ikeja, base ₦8,000 (docs/product.md §S9 sample)
    ['Ikeja', 'Anifowoshe/Ikeja', 0, 8_000],
    ['Ikeja', 'Anifowoshe/Ikeja', 49_999, 8_000],
    ['Ikeja', 'Anifowoshe/Ikeja', 50_000, 7_200],
    ['Ikeja', 'Anifowoshe/Ikeja', 99_999, 7_200],
    ['Ikeja', 'Anifowoshe/Ikeja', 100_000, 6_400],
    // Festac II, base ₦6,752 (docs/product.md §S9 sample), rounded up to the next 100
    ['Amuwo Odofin', 'Festac II', 20_000, 6_800],
    ['Amuwo Odofin', 'Festac II', 50_000, 6_100],
    ['Amuwo Odofin', 'Festac II', 100_000, 5_500],
    ['Amuwo Odofin', 'Festac II', 100_000_000, 5_500],
  ])('Lagos / %s / %s with a ₦%i subtotal costs ₦%i', async (lga, ward, subtotal, expected) => {
    const res = await fee({ state: 'Lagos', lga, ward, subtotal: String(subtotal) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      fee: expected,
      baseFee: ward === 'Festac II' ? 6_752 : 8_000,
      estimate: '2-4 business days',
      label: `₦${expected.toLocaleString('en-NG')}`,
    })
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it.each([
    [{ state: 'lagos', lga: 'AMUWO ODOFIN', ward: 'festac ii' }],
    [{ state: ' Lagos ', lga: ' Amuwo  Odofin ', ward: ' Festac  II ' }],
  ])('matches %j whatever the case and spacing', async (location) => {
    const res = await fee({ ...location, subtotal: '20000' })
    expect(res.json()).toMatchObject({ fee: 6_800, baseFee: 6_752 })
  })

  it('accepts an old LGA spelling (Badagary)', async () => {
    const row = feeTable.wards.find((r) => r.lga === 'Badagry')!
    const res = await fee({ state: 'Lagos', lga: 'Badagary', ward: row.ward, subtotal: '1000' })
    expect(res.json()).toMatchObject({ fee: Math.ceil(row.fee / 100) * 100, baseFee: row.fee })
  })

  it('keys fees by LGA and ward: Epetedo of Lagos Island and of Lagos Mainland differ', async () => {
    const island = tableFee('Lagos Island', 'Epetedo')
    const mainland = tableFee('Lagos Mainland', 'Epetedo')
    expect(island).not.toBe(mainland)
    for (const [lga, base] of [
      ['Lagos Island', island],
      ['Lagos Mainland', mainland],
    ] as const) {
      const res = await fee({ state: 'Lagos', lga, ward: 'Epetedo', subtotal: '1000' })
      expect(res.json()).toMatchObject({ baseFee: base })
    }
  })

  it.each([
    [
      'a Lagos ward the table does not know',
      { state: 'Lagos', lga: 'Ikeja', ward: 'Atlantis' },
      '2-4 business days',
    ],
    [
      'a Lagos ward under the wrong LGA',
      { state: 'Lagos', lga: 'Ikeja', ward: 'Festac II' },
      '2-4 business days',
    ],
    [
      'a state that does not exist',
      { state: 'Wakanda', lga: 'Birnin', ward: 'Zana' },
      '5-7 business days',
    ],
  ])('answers 0, Pay on Delivery, for %s', async (_case, location, estimate) => {
    const res = await fee({ ...location, subtotal: '20000' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      fee: 0,
      baseFee: null,
      estimate,
      label: 'Pay on Delivery',
    })
  })

  it.each([
    ['no subtotal', { state: 'Lagos', lga: 'Ikeja', ward: 'Anifowoshe/Ikeja' }],
    ['a blank subtotal', { state: 'Lagos', lga: 'Ikeja', ward: 'Anifowoshe/Ikeja', subtotal: ' ' }],
    ['no ward', { state: 'Lagos', lga: 'Ikeja', subtotal: '20000' }],
    ['no LGA', { state: 'Lagos', ward: 'Anifowoshe/Ikeja', subtotal: '20000' }],
    ['a blank state', { state: '  ', lga: 'Ikeja', ward: 'Anifowoshe/Ikeja', subtotal: '20000' }],
    ['nothing', {}],
  ])('refuses %s with the spec message', async (_case, query) => {
    const res = await fee(query)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message: REQUIRED })
  })

  it.each([['-1'], ['1.5'], ['abc'], ['1e5'], ['100000001'], ['0x10'], ['9'.repeat(13)]])(
    'refuses a subtotal of %s',
    async (subtotal) => {
      const res = await fee({ state: 'Lagos', lga: 'Ikeja', ward: 'Anifowoshe/Ikeja', subtotal })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message: SUBTOTAL })
    },
  )

  it('refuses an overlong name with 400', async () => {
    const res = await fee({ state: 'Lagos', lga: 'Ikeja', ward: 'x'.repeat(1_000), subtotal: '1' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Ward must be at most 120 characters',
    })
  })

  it("follows the owner's edits to the fee table at once", async () => {
    await t.database.db.execute(sql`
      update ward_delivery_fees set fee = 3000
      where ward_id = (select w.id from wards w join lgas l on l.id = w.lga_id
                       where l.name = 'Amuwo Odofin' and w.name = 'Festac II')`)
    const res = await fee({
      state: 'Lagos',
      lga: 'Amuwo Odofin',
      ward: 'Festac II',
      subtotal: '20000',
    })
    expect(res.json()).toMatchObject({ fee: 3_000, baseFee: 3_000 })
  })
})

describe('createShippingService (what payments uses)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const festac = { state: 'Lagos', lga: 'Amuwo Odofin', ward: 'Festac II' }

  it.each([
    [
      'a plain cart',
      ['Oud Royale'],
      { status: 'calculated', fee: 6_800, label: '₦6,800', baseFee: 6_752 },
    ],
    [
      "a cart with 'test product'",
      ['Oud Royale', 'Test Product'],
      { status: 'free', fee: 0, label: 'Free' },
    ],
  ])('prices %s', async (_case, itemNames, expected) => {
    const quote = await createShippingService({ db: t.database.db }).quote({
      location: festac,
      subtotal: 20_000,
      itemNames,
    })
    expect(quote).toMatchObject({ ...expected, estimate: '2-4 business days' })
  })

  it('reports a missing location rather than charging the provisional ₦2,500', async () => {
    const quote = await createShippingService({ db: t.database.db }).quote({
      location: { state: 'Lagos' },
      subtotal: 1,
    })
    expect(quote).toMatchObject({ status: 'location-required', message: REQUIRED })
  })
})

describe('the seed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const counts = async () => {
    const { db } = t.database
    return {
      states: await db.$count(states),
      lgas: await db.$count(lgas),
      wards: await db.$count(wards),
      fees: await db.$count(wardDeliveryFees),
    }
  }

  it('holds every state, LGA and ward, and a fee for every Lagos ward', async () => {
    expect(await counts()).toEqual({ states: 37, lgas: 774, wards: 8_798, fees: 245 })
    const unpriced = await t.database.db
      .select({ id: wards.id })
      .from(wards)
      .innerJoin(lgas, eq(wards.lgaId, lgas.id))
      .innerJoin(states, eq(lgas.stateId, states.id))
      .leftJoin(wardDeliveryFees, eq(wardDeliveryFees.wardId, wards.id))
      .where(and(eq(states.name, 'Lagos'), isNull(wardDeliveryFees.wardId)))
    expect(unpriced).toEqual([])
  })

  it('does nothing when run again', async () => {
    await seedLocations(t.database.db)
    await seedLagosWardFees(t.database.db)
    expect(await counts()).toEqual({ states: 37, lgas: 774, wards: 8_798, fees: 245 })
  })

  it("keeps the owner's fees: an edited table is not reseeded", async () => {
    await t.database.db.execute(sql`delete from ward_delivery_fees where fee > 7000`)
    const before = await counts()
    await seedLagosWardFees(t.database.db)
    expect(await counts()).toEqual(before)
  })

  it('seeds an empty database from the committed data', async () => {
    await t.database.db.execute(sql`delete from states`)
    expect(await counts()).toEqual({ states: 0, lgas: 0, wards: 0, fees: 0 })
    await seedLocations(t.database.db)
    await seedLagosWardFees(t.database.db)
    expect(await counts()).toEqual({ states: 37, lgas: 774, wards: 8_798, fees: 245 })
  })
})
