import { hash } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { matchLocation } from '../../modules/addresses/index.js'
import { findAccountByEmail } from '../../modules/auth/index.js'
import type { Db } from '../client.js'
import { addresses, users } from '../schema/index.js'

/**
 * The demo shopper (docs/product.md §3), verified and with a Lagos address, so a fresh shop can be
 * signed into at once. The README lists these credentials; the demo order belongs to this user.
 */
export const DEMO_CUSTOMER = {
  email: 'demo@scentia.ng',
  password: 'Scentia#2026',
  fullName: 'Adaeze Okafor',
  phoneNumber: '+2348035552026',
  address: {
    streetAddress: '12 Allen Avenue',
    state: 'Lagos',
    lga: 'Ikeja',
    ward: 'Anifowoshe/Ikeja',
  },
  /** Fixed, so the demo order and the docs can name it; random ids of real users never reach below 10,000,000. */
  userId: 2026,
} as const

/** Creates the demo customer once; a database that already has the email is left alone. */
export async function seedDemoCustomer(db: Db): Promise<void> {
  if (await findAccountByEmail(db, DEMO_CUSTOMER.email)) return
  const { state, lga, ward } = await matchLocation(db, DEMO_CUSTOMER.address)
  if (!state || !lga || !ward) {
    throw new Error(
      'The demo customer needs the locations seed (Lagos / Ikeja / Anifowoshe/Ikeja) first',
    )
  }
  const passwordHash = await hash(DEMO_CUSTOMER.password)
  await db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:demo-customer'))`)
    if (await findAccountByEmail(tx, DEMO_CUSTOMER.email)) return
    await tx.insert(users).values({
      id: DEMO_CUSTOMER.userId,
      fullName: DEMO_CUSTOMER.fullName,
      email: DEMO_CUSTOMER.email,
      passwordHash,
      phoneNumber: DEMO_CUSTOMER.phoneNumber,
      avatarSeed: 'adaeze',
      avatarBackground: 'ecd9b0',
      verified: true,
    })
    await tx.insert(addresses).values({
      userId: DEMO_CUSTOMER.userId,
      streetAddress: DEMO_CUSTOMER.address.streetAddress,
      state,
      lga,
      ward,
      isPrimary: true,
    })
  })
}
