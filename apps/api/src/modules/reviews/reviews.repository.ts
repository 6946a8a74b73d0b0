import type { OrderForReview } from '@scentia/domain/reviews/eligibility'
import type { Review, ReviewFields } from '@scentia/domain/reviews/review-input'
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderItems, orders, products, reviews, users } from '../../db/schema/index.js'

type ReviewRow = typeof reviews.$inferSelect

/** Only the first name reaches other shoppers (docs/product.md §6: no one else's full name). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

function toReview(row: ReviewRow, fullName: string): Review {
  return {
    id: row.id,
    productId: row.productId,
    authorName: firstNameOf(fullName),
    verified: true,
    stars: row.stars,
    longevityHours: row.longevityHours,
    sillage: row.sillage,
    seasons: row.seasons,
    occasions: row.occasions,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }
}

const fieldsToColumns = (fields: ReviewFields) => ({
  stars: fields.stars,
  longevityHours: fields.longevityHours,
  sillage: fields.sillage,
  seasons: fields.seasons,
  occasions: fields.occasions,
  body: fields.text,
})

/**
 * Every review this shopper wrote, hidden ones too, with the fragrance it is about and, for a
 * hidden one, the owner's reason: their data export (docs/product.md §S2 Account settings).
 */
export async function listReviewsByAuthor(db: Db, userId: number) {
  const rows = await db
    .select({ review: reviews, productId: products.productId, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
  return rows.map(({ review, productId, productName }) => ({
    product_id: productId,
    product_name: productName,
    stars: review.stars,
    longevity_hours: review.longevityHours,
    sillage: review.sillage,
    seasons: review.seasons,
    occasions: review.occasions,
    text: review.body,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt?.toISOString() ?? null,
    hidden_at: review.hiddenAt?.toISOString() ?? null,
    hidden_reason: review.hiddenReason,
  }))
}

/** This shopper's orders that hold the product, as eligibility reads them. */
export async function ordersHoldingProduct(
  db: Db,
  userId: number,
  productId: number,
): Promise<OrderForReview[]> {
  const rows = await db
    .selectDistinct({ orderId: orders.orderId, status: orders.status })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId)))
  return rows.map((row) => ({ status: row.status, productIds: [productId] }))
}

export async function findOwnReview(
  db: Db,
  userId: number,
  productId: number,
): Promise<Review | undefined> {
  const [row] = await db
    .select({ review: reviews, fullName: users.fullName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
  return row ? toReview(row.review, row.fullName) : undefined
}

/** Inserts the review, or answers undefined when this shopper already has one (the unique key). */
export async function insertReview(
  db: Db,
  values: { userId: number; productId: number; fields: ReviewFields; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({
      userId: values.userId,
      productId: values.productId,
      ...fieldsToColumns(values.fields),
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
    .returning({ id: reviews.id })
  return row?.id
}

/** Replaces the fields; created_at stays, updated_at moves. False when there is none to edit. */
export async function replaceReview(
  db: Db,
  values: { userId: number; productId: number; fields: ReviewFields; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ ...fieldsToColumns(values.fields), updatedAt: values.now })
    .where(and(eq(reviews.userId, values.userId), eq(reviews.productId, values.productId)))
    .returning({ id: reviews.id })
  return updated.length > 0
}

/** One product's visible reviews, newest first. */
export async function listVisibleReviews(db: Db, productId: number): Promise<Review[]> {
  const rows = await db
    .select({ review: reviews, fullName: users.fullName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
  return rows.map((row) => toReview(row.review, row.fullName))
}

/** A review as the owner's console lists it: the whole name, the product and the hiding. */
export interface AdminReviewRow {
  review: Review
  authorFullName: string
  productName: string
  productSlug: string
  hidden: { at: string; reason: string } | null
}

export async function listReviewsForAdmin(
  db: Db,
  options: { hidden?: boolean; limit: number; offset: number },
): Promise<{ items: AdminReviewRow[]; total: number }> {
  const where =
    options.hidden === undefined
      ? undefined
      : options.hidden
        ? isNotNull(reviews.hiddenAt)
        : isNull(reviews.hiddenAt)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        review: reviews,
        fullName: users.fullName,
        productName: products.name,
        productSlug: products.productId,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(reviews).where(where),
  ])
  return {
    total: total?.total ?? 0,
    items: rows.map((row) => ({
      review: toReview(row.review, row.fullName),
      authorFullName: row.fullName,
      productName: row.productName,
      productSlug: row.productSlug,
      hidden:
        row.review.hiddenAt && row.review.hiddenReason !== null
          ? { at: row.review.hiddenAt.toISOString(), reason: row.review.hiddenReason }
          : null,
    })),
  }
}

/** The row as the audit needs it, locked for the change in this transaction. */
export async function lockReview(db: Db, id: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
      productName: products.name,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews })
  return row
}

export async function setReviewHidden(
  db: Db,
  id: number,
  hidden: { at: Date; reason: string } | null,
): Promise<void> {
  await db
    .update(reviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null })
    .where(eq(reviews.id, id))
}
