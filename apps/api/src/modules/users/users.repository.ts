import type { Address } from '@scentia/domain/account/address'
import { avatarUrl } from '@scentia/domain/account/avatar'
import type { User } from '@scentia/domain/account/user'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { addresses, users } from '../../db/schema/index.js'

type UserRow = typeof users.$inferSelect
type AddressRow = typeof addresses.$inferSelect

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    street_address: row.streetAddress,
    state: row.state,
    lga: row.lga,
    ward: row.ward,
    city: row.city,
    isPrimary: row.isPrimary,
  }
}

/** profile_link is derived, never stored: the API's own avatar URL, or null until one is chosen. */
export function profileLink(row: Pick<UserRow, 'avatarSeed' | 'avatarBackground'>): string | null {
  if (!row.avatarSeed) return null
  return avatarUrl({ seed: row.avatarSeed, backgroundColor: row.avatarBackground ?? '' })
}

export function toUser(row: UserRow, addressRows: AddressRow[]): User {
  return {
    user_id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone_number: row.phoneNumber,
    profile_link: profileLink(row),
    verified: row.verified,
    addresses: addressRows.map(toAddress),
    sms_updates: row.smsUpdates,
    marketing_sms: row.marketingSms,
  }
}

/** The user of docs/product.md §S3 with their addresses, oldest first (the first prefills checkout). */
export async function findUserProfile(db: Db, userId: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!row) return undefined
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
  return toUser(row, addressRows)
}

export async function updateUserProfile(
  db: Db,
  userId: number,
  values: { fullName: string; phoneNumber: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return updated.length > 0
}

export async function updateUserAvatar(
  db: Db,
  userId: number,
  avatar: { seed: string; backgroundColor: string },
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(users)
    .set({ avatarSeed: avatar.seed, avatarBackground: avatar.backgroundColor, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ avatarSeed: users.avatarSeed, avatarBackground: users.avatarBackground })
  return row ? profileLink(row) : null
}

/** The marketing-texts consent; turning it on also lifts an earlier reminder unsubscribe. */
export async function updateUserMarketingSms(
  db: Db,
  userId: number,
  marketingSms: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ marketingSms, ...(marketingSms ? { remindersOffAt: null } : {}), updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return updated.length > 0
}

/**
 * The checkout reminder's unsubscribe link (decision 048): no more reminders, and the marketing
 * texts consent withdrawn. Idempotent: a second click keeps the first date; an erased account has
 * nothing to stop.
 */
export async function stopCheckoutReminders(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ remindersOffAt: now, marketingSms: false, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.remindersOffAt)))
}

export async function updateUserSmsUpdates(
  db: Db,
  userId: number,
  smsUpdates: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ smsUpdates, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return updated.length > 0
}
