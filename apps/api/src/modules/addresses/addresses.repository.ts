import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { addresses, lgas, states, wards } from '../../db/schema/index.js'

export type AddressRow = typeof addresses.$inferSelect

export interface LocationNames {
  state: string
  lga: string
  ward: string
}

/** What the locations tables know of a state/LGA/ward triple, with their own spelling. */
export interface LocationMatch {
  state?: string
  lga?: string
  ward?: string
}

/**
 * One query: the state by name, its LGA by name, that LGA's ward by name, case-insensitively.
 * The wire carries names (docs/product.md §S3), so names are what we check and store, as the tables spell them.
 */
export async function matchLocation(db: Db, location: LocationNames): Promise<LocationMatch> {
  const [row] = await db
    .select({ state: states.name, lga: lgas.name, ward: wards.name })
    .from(states)
    .leftJoin(
      lgas,
      and(eq(lgas.stateId, states.id), sql`lower(${lgas.name}) = lower(${location.lga})`),
    )
    .leftJoin(
      wards,
      and(eq(wards.lgaId, lgas.id), sql`lower(${wards.name}) = lower(${location.ward})`),
    )
    .where(sql`lower(${states.name}) = lower(${location.state})`)
    .orderBy(asc(states.id), asc(lgas.id), asc(wards.id))
    .limit(1)
  if (!row) return {}
  return {
    state: row.state,
    ...(row.lga === null ? {} : { lga: row.lga }),
    ...(row.ward === null ? {} : { ward: row.ward }),
  }
}

export async function findAddress(db: Db, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, addressId)).limit(1)
  return row
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId))
  return row?.n ?? 0
}

/** Clears the user's primary flag everywhere but `exceptId`, first, so the partial unique index holds. */
async function demoteOtherPrimaries(db: Db, userId: number, exceptId: number | null, now: Date) {
  await db
    .update(addresses)
    .set({ isPrimary: false, updatedAt: now })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isPrimary, true),
        exceptId === null ? undefined : ne(addresses.id, exceptId),
      ),
    )
}

export interface AddressValues extends LocationNames {
  streetAddress: string
  city: string | null
}

export async function insertAddress(
  db: Db,
  userId: number,
  values: AddressValues & { isPrimary: boolean },
  now: Date,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    if (values.isPrimary) await demoteOtherPrimaries(tx, userId, null, now)
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...values, createdAt: now, updatedAt: now })
      .returning()
    if (!row) throw new Error('address insert returned nothing')
    return row
  })
}

export async function updateAddress(
  db: Db,
  address: { id: number; userId: number },
  values: Partial<AddressValues> & { isPrimary?: boolean },
  now: Date,
): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    if (values.isPrimary) await demoteOtherPrimaries(tx, address.userId, address.id, now)
    const [row] = await tx
      .update(addresses)
      .set({ ...values, updatedAt: now })
      .where(and(eq(addresses.id, address.id), eq(addresses.userId, address.userId)))
      .returning()
    return row
  })
}

/**
 * Deletes an address; when it was the primary, the oldest remaining address becomes primary, so
 * checkout always has a first address to prefill while any is saved.
 */
export async function deleteAddress(
  db: Db,
  address: { id: number; userId: number },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, address.id), eq(addresses.userId, address.userId)))
      .returning({ isPrimary: addresses.isPrimary })
    if (!deleted) return false
    if (deleted.isPrimary) {
      const [oldest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, address.userId))
        .orderBy(asc(addresses.id))
        .limit(1)
      if (oldest) {
        await tx
          .update(addresses)
          .set({ isPrimary: true, updatedAt: now })
          .where(eq(addresses.id, oldest.id))
      }
    }
    return true
  })
}
