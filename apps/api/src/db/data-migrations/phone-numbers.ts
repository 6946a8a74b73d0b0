import { parseNigerianMobile } from '@scentia/domain/phone/nigerian-mobile'
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { orders, payments, users } from '../schema/index.js'

/**
 * Phone numbers typed before decision 014 were stored as typed ("0803 123 4567", "+234 803…");
 * from then on every phone is E.164 (+2348031234567). This converts the old rows with the same
 * parseNigerianMobile the API uses for new input — the library's numbering plan, which SQL
 * regexes could only imitate — so it runs in app code at start, right after the SQL
 * migrations and under the same lock (docs/decisions/014-phone-numbers.md).
 *
 * Idempotent: a row already in E.164 form is not even read again, and each update names the
 * value it read, so a shopper saving their profile meanwhile is never overwritten. A value that
 * is not a Nigerian mobile (a landline, a foreign number, a typo) is left exactly as it is and
 * reported by table and row id — never by the number, which is personal data and stays out of
 * logs (docs/security.md) — for the shop to follow up; it is reported again at each start
 * until someone fixes it, which is the point.
 */
export interface PhoneMigrationReport {
  converted: number
  unparseable: { table: 'users' | 'orders' | 'payments'; id: number }[]
}

/** What the API writes since decision 014; rows matching it are done. */
const E164_NIGERIAN_MOBILE = '^\\+234[0-9]{10}$'

export async function migratePhoneNumbersToE164(db: Db): Promise<PhoneMigrationReport> {
  const report: PhoneMigrationReport = { converted: 0, unparseable: [] }
  const convert = async (
    table: PhoneMigrationReport['unparseable'][number]['table'],
    rows: { id: number; phone: string | null }[],
    write: (id: number, from: string, to: string) => Promise<unknown>,
  ) => {
    for (const { id, phone } of rows) {
      if (phone === null) continue
      const parsed = parseNigerianMobile(phone)
      if (!parsed.ok) {
        report.unparseable.push({ table, id })
      } else if (parsed.e164 !== phone) {
        await write(id, phone, parsed.e164)
        report.converted += 1
      }
    }
  }

  const userRows = await db
    .select({ id: users.id, phone: users.phoneNumber })
    .from(users)
    .where(
      and(
        isNotNull(users.phoneNumber),
        ne(users.phoneNumber, ''),
        sql`${users.phoneNumber} !~ ${E164_NIGERIAN_MOBILE}`,
      ),
    )
  await convert('users', userRows, (id, from, to) =>
    db
      .update(users)
      .set({ phoneNumber: to })
      .where(and(eq(users.id, id), eq(users.phoneNumber, from))),
  )

  // An erased order (account deletion) has '' for a phone: nothing to convert, nothing to report.
  const orderRows = await db
    .select({ id: orders.id, phone: orders.phoneNumber })
    .from(orders)
    .where(and(ne(orders.phoneNumber, ''), sql`${orders.phoneNumber} !~ ${E164_NIGERIAN_MOBILE}`))
  await convert('orders', orderRows, (id, from, to) =>
    db
      .update(orders)
      .set({ phoneNumber: to })
      .where(and(eq(orders.id, id), eq(orders.phoneNumber, from))),
  )

  // The payment's snapshot is what a late webhook turns into an order: it must be E.164 too.
  const snapshotPhone = sql<string | null>`${payments.shippingSnapshot} ->> 'phone_number'`
  const paymentRows = await db
    .select({ id: payments.id, phone: snapshotPhone })
    .from(payments)
    .where(
      and(
        sql`coalesce(${snapshotPhone}, '') <> ''`,
        sql`${snapshotPhone} !~ ${E164_NIGERIAN_MOBILE}`,
      ),
    )
  await convert('payments', paymentRows, (id, from, to) =>
    db
      .update(payments)
      .set({
        shippingSnapshot: sql`jsonb_set(${payments.shippingSnapshot}, '{phone_number}', to_jsonb(${to}::text))`,
      })
      .where(and(eq(payments.id, id), sql`${snapshotPhone} = ${from}`)),
  )

  return report
}
