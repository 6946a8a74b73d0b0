import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users, wishlistItems, wishlistShares } from '../../db/schema/index.js'

export interface WishlistEntry {
  productId: number
  addedAt: Date
}

/** The shopper's wishlist, most recently added first. */
export async function listWishlist(db: Db, userId: number): Promise<WishlistEntry[]> {
  return db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId))
}

/** Just the product ids: the catalogue's inWishlist flags need no more. */
export async function wishlistProductIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
  return new Set(rows.map((row) => row.productId))
}

/** Adding twice keeps the first added_at (the pair is the primary key). */
export async function addWishlistItem(
  db: Db,
  userId: number,
  productId: number,
  now: Date,
): Promise<void> {
  await db.insert(wishlistItems).values({ userId, productId, addedAt: now }).onConflictDoNothing()
}

export async function removeWishlistItem(db: Db, userId: number, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
}

export async function clearWishlist(db: Db, userId: number): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId))
}

export interface ShareRow {
  token: string
  createdAt: Date
  revokedAt: Date | null
}

export async function findShare(db: Db, userId: number): Promise<ShareRow | undefined> {
  const [row] = await db
    .select({
      token: wishlistShares.token,
      createdAt: wishlistShares.createdAt,
      revokedAt: wishlistShares.revokedAt,
    })
    .from(wishlistShares)
    .where(eq(wishlistShares.userId, userId))
    .limit(1)
  return row
}

/** One row per user: a new link replaces a revoked one. */
export async function saveShare(db: Db, userId: number, token: string, now: Date): Promise<void> {
  await db
    .insert(wishlistShares)
    .values({ userId, token, createdAt: now, revokedAt: null })
    .onConflictDoUpdate({
      target: wishlistShares.userId,
      set: { token, createdAt: now, revokedAt: null },
    })
}

export async function revokeShare(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(wishlistShares)
    .set({ revokedAt: now })
    .where(and(eq(wishlistShares.userId, userId), isNull(wishlistShares.revokedAt)))
}

/** The owner of a live share link, or undefined for an unknown or revoked one. */
export async function findShareOwner(
  db: Db,
  token: string,
): Promise<{ userId: number; fullName: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, fullName: users.fullName })
    .from(wishlistShares)
    .innerJoin(users, eq(users.id, wishlistShares.userId))
    .where(and(eq(wishlistShares.token, token), isNull(wishlistShares.revokedAt)))
    .limit(1)
  return row
}
