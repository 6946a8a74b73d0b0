import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  addresses,
  loginFailures,
  products,
  stockAlerts,
  users,
  wishlistItems,
  wishlistShares,
} from '../../db/schema/index.js'
import { profileLink, toAddress } from '../users/index.js'

/** Everything the account modules hold about one person, as they hold it. */
export async function loadAccountData(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user) return undefined
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
  const wishlist = await db
    .select({
      product_id: wishlistItems.productId,
      productId: products.productId,
      name: products.name,
      brand: products.brand,
      addedAt: wishlistItems.addedAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.addedAt))
  const [share] = await db
    .select({ createdAt: wishlistShares.createdAt, revokedAt: wishlistShares.revokedAt })
    .from(wishlistShares)
    .where(eq(wishlistShares.userId, userId))
    .limit(1)
  return {
    profile: {
      user_id: user.id,
      full_name: user.fullName,
      email: user.email,
      phone_number: user.phoneNumber,
      profile_link: profileLink(user),
      verified: user.verified,
      sms_updates: user.smsUpdates,
      // The marketing-texts consent, apart from order texts, and when the shopper last
      // unsubscribed from checkout reminders (decision 048); no other change time is kept.
      marketing_sms: user.marketingSms,
      reminders_off_at: user.remindersOffAt?.toISOString() ?? null,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
    },
    addresses: addressRows.map((row) => ({
      ...toAddress(row),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    wishlist: wishlist.map(({ addedAt, ...item }) => ({
      ...item,
      added_at: addedAt.toISOString(),
    })),
    wishlist_share: share
      ? { active: share.revokedAt === null, created_at: share.createdAt.toISOString() }
      : null,
  }
}

export async function findPasswordHash(
  db: Db,
  userId: number,
): Promise<{ email: string; passwordHash: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

/**
 * Deletes the person: the users row cascades to addresses, mail tokens, wishlist and share link;
 * sign-in failures and back-in-stock alerts are keyed by email, so they go by email.
 */
export async function deleteAccountRows(
  db: Db,
  user: { id: number; email: string },
): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, user.email))
  await db.delete(stockAlerts).where(eq(stockAlerts.email, user.email))
  await db.delete(users).where(eq(users.id, user.id))
}
