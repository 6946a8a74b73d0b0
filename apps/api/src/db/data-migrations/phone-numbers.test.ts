import { randomBytes, randomInt } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/build-test-app.js'
import type { Database } from '../client.js'
import { orders, payments, users } from '../schema/index.js'
import { migratePhoneNumbersToE164 } from './phone-numbers.js'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** What shoppers typed before decision 014, and what each must become (undefined: left alone). */
const OLD_PHONES: [string, string | undefined][] = [
  ['0803 123 4567', '+2348031234567'],
  ['+234 803 123 4567', '+2348031234567'],
  ['2348031234567', '+2348031234567'],
  ['(0803) 123-4567', '+2348031234567'],
  ['0916.123.4567', '+2349161234567'],
  ['+2348031234567', '+2348031234567'],
  ['+44 20 7946 0958', undefined],
  ['01 234 5678', undefined],
  ['12345', undefined],
]

const snapshot = (phone: string) => ({
  full_name: 'Ada Obi',
  email: 'ada@example.ng',
  phone_number: phone,
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
  city: 'Anifowoshe/Ikeja, Ikeja',
})

/** A user row as old data left it: any phone as typed, or none. */
async function insertUser(db: Database['db'], fullName: string, phone?: string): Promise<number> {
  const userId = randomInt(1_000_000, 2 ** 31 - 1)
  await db.insert(users).values({
    id: userId,
    fullName,
    email: `user-${randomBytes(6).toString('hex')}@example.ng`,
    passwordHash: 'not-a-real-hash',
    ...(phone === undefined ? {} : { phoneNumber: phone }),
  })
  return userId
}

describe('migratePhoneNumbersToE164 (decision 014)', () => {
  const userIds: number[] = []
  const orderIds: number[] = []
  const paymentIds: number[] = []

  beforeAll(async () => {
    const { db } = database
    for (const [phone] of OLD_PHONES) {
      const userId = await insertUser(db, 'Ada Obi', phone)
      userIds.push(userId)
      const [order] = await db
        .insert(orders)
        .values({
          orderId: `ORD${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
          userId,
          totalAmount: 10_000,
          shippingAddress: '12 Allen Avenue',
          city: 'Anifowoshe/Ikeja, Ikeja',
          state: 'Lagos',
          lga: 'Ikeja',
          ward: 'Anifowoshe/Ikeja',
          fullName: 'Ada Obi',
          phoneNumber: phone,
          email: 'ada@example.ng',
          paymentStatus: 'paid',
          paymentMethod: 'CARD',
          transactionReference: `TEST-${randomBytes(8).toString('hex')}`,
          estimatedDelivery: new Date(),
        })
        .returning({ id: orders.id })
      orderIds.push(order!.id)
      const [payment] = await db
        .insert(payments)
        .values({
          reference: `SCN-${randomBytes(12).toString('hex')}`,
          userId,
          amountKobo: 1_000_000,
          amountNaira: 10_000,
          subtotal: 10_000,
          shippingFee: 0,
          cartSnapshot: [],
          shippingSnapshot: snapshot(phone),
        })
        .returning({ id: payments.id })
      paymentIds.push(payment!.id)
    }
  })

  it('converts every Nigerian mobile to E.164 in users, orders and payment snapshots, and reports the rest by id', async () => {
    const { db } = database
    const report = await migratePhoneNumbersToE164(db)

    const userPhones = await db
      .select({ id: users.id, phone: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, userIds))
    const orderPhones = await db
      .select({ id: orders.id, phone: orders.phoneNumber })
      .from(orders)
      .where(inArray(orders.id, orderIds))
    const paymentRows = await db
      .select({ id: payments.id, shipping: payments.shippingSnapshot })
      .from(payments)
      .where(inArray(payments.id, paymentIds))
    OLD_PHONES.forEach(([old, e164], i) => {
      const expected = e164 ?? old
      expect(userPhones.find((row) => row.id === userIds[i])?.phone, old).toBe(expected)
      expect(orderPhones.find((row) => row.id === orderIds[i])?.phone, old).toBe(expected)
      const payment = paymentRows.find((row) => row.id === paymentIds[i])
      // Only the phone changes in the snapshot.
      expect(payment?.shipping, old).toEqual(snapshot(expected))
    })

    // Five old-format rows per table converted (the sixth was E.164 already).
    expect(report.converted).toBe(5 * 3)
    const unparseable = OLD_PHONES.flatMap(([, e164], i) => (e164 ? [] : [i]))
    expect(report.unparseable).toEqual(
      expect.arrayContaining(
        unparseable.flatMap((i) => [
          { table: 'users', id: userIds[i] },
          { table: 'orders', id: orderIds[i] },
          { table: 'payments', id: paymentIds[i] },
        ]),
      ),
    )
    // Ids only: the report (a log line) never carries a phone number.
    expect(JSON.stringify(report)).not.toMatch(/7946|234 5678/)
  })

  it('is idempotent: a second run converts nothing and changes nothing', async () => {
    const { db } = database
    const before = await db.select().from(users).where(eq(users.id, userIds[0]!))
    const report = await migratePhoneNumbersToE164(db)
    expect(report.converted).toBe(0)
    expect(await db.select().from(users).where(eq(users.id, userIds[0]!))).toEqual(before)
  })

  it('leaves users without a phone and erased orders alone', async () => {
    const { db } = database
    const userId = await insertUser(db, 'No Phone')
    const report = await migratePhoneNumbersToE164(db)
    expect(report.unparseable).not.toContainEqual({ table: 'users', id: userId })
    const [row] = await db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId))
    expect(row?.phone).toBeNull()
  })
})
