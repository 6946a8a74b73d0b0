import type {
  MyReviewResponse,
  Review,
  ReviewListResponse,
} from '@scentia/domain/reviews/review-input'
import { REVIEW_OCCASIONS, REVIEW_SEASONS, SILLAGES } from '@scentia/domain/reviews/review-labels'
import type { ReviewSummary } from '@scentia/domain/reviews/summary'
import { z } from 'zod'
import type { NamesEveryField } from './names-every-field'

/** Verified reviews on the wire (docs/product.md §6; decisions 015, 042). */

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  authorName: z.string(),
  verified: z.literal(true),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  stars: z.number().int().min(1).max(5),
  longevityHours: z.number().int().nonnegative(),
  sillage: z.enum(SILLAGES),
  seasons: z.array(z.enum(REVIEW_SEASONS)),
  occasions: z.array(z.enum(REVIEW_OCCASIONS)),
  text: z.string(),
}) satisfies z.ZodType<Review>

const starCount = z.number().int().nonnegative()

export const reviewSummarySchema = z.object({
  average: z.number(),
  count: starCount,
  distribution: z.object({ 1: starCount, 2: starCount, 3: starCount, 4: starCount, 5: starCount }),
  averageLongevityHours: z.number(),
  commonSillage: z.enum(SILLAGES),
}) satisfies z.ZodType<ReviewSummary>

/** GET /api/product/:productId/reviews. */
export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  summary: reviewSummarySchema.nullable(),
  reviews: z.array(reviewSchema),
}) satisfies z.ZodType<ReviewListResponse>

/** GET …/reviews/mine: may this shopper review, and their review if any. */
export const myReviewResponseSchema = z.object({
  success: z.literal(true),
  eligible: z.boolean(),
  review: reviewSchema.nullable(),
}) satisfies z.ZodType<MyReviewResponse>

/** POST …/reviews (201) and PUT …/reviews/mine: the review as saved. */
export const savedReviewResponseSchema = z.object({
  success: z.literal(true),
  review: reviewSchema,
})

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const REVIEW_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<Review, typeof reviewSchema>,
  NamesEveryField<ReviewSummary, typeof reviewSummarySchema>,
  NamesEveryField<ReviewListResponse, typeof reviewListResponseSchema>,
  NamesEveryField<MyReviewResponse, typeof myReviewResponseSchema>,
] = [true, true, true, true]
