import { z } from 'zod'
import { refuseUnsafeCharacters } from '../text/unsafe-characters'
import { REVIEW_OCCASIONS, REVIEW_SEASONS, SILLAGES } from './review-labels'
import type { ReviewSummary } from './summary'

// The labels live apart, without zod, so a page that only shows reviews loads no schema.
export * from './review-labels'

export const REVIEW_TEXT_MAX = 2_000
export const LONGEVITY_MAX_HOURS = 24

export const REVIEW_MESSAGES = {
  starsRequired: 'Please choose from 1 to 5 stars',
  longevityInvalid: `Longevity is a whole number of hours from 0 to ${LONGEVITY_MAX_HOURS}`,
  sillageRequired: 'Please choose how far the scent carries',
  seasonInvalid: 'Please choose seasons from the list',
  occasionInvalid: 'Please choose occasions from the list',
  textTooLong: `Please keep your review under ${REVIEW_TEXT_MAX} characters`,
  notEligible: 'Only shoppers whose order of this fragrance was delivered can review it',
  notFound: 'Review not found',
  saved: 'Thank you, your review is saved',
} as const

/** A list of choices from a fixed set, each at most once (a repeated tick means nothing more). */
function choices<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length, message)
    .transform((list) => [...new Set(list)])
}

/**
 * POST and PUT /api/product/:id/reviews and the "Write a review" form: one schema, so both
 * refuse the same input with the same words. The text is optional (stars alone are a review)
 * but shown to every shopper, so it obeys the unsafe-character rule with paragraphs allowed.
 */
export const reviewInputSchema = z.object({
  stars: z
    .number({ error: REVIEW_MESSAGES.starsRequired })
    .int(REVIEW_MESSAGES.starsRequired)
    .min(1, REVIEW_MESSAGES.starsRequired)
    .max(5, REVIEW_MESSAGES.starsRequired),
  longevityHours: z
    .number({ error: REVIEW_MESSAGES.longevityInvalid })
    .int(REVIEW_MESSAGES.longevityInvalid)
    .min(0, REVIEW_MESSAGES.longevityInvalid)
    .max(LONGEVITY_MAX_HOURS, REVIEW_MESSAGES.longevityInvalid),
  sillage: z.enum(SILLAGES, { error: REVIEW_MESSAGES.sillageRequired }),
  seasons: choices(REVIEW_SEASONS, REVIEW_MESSAGES.seasonInvalid).default([]),
  occasions: choices(REVIEW_OCCASIONS, REVIEW_MESSAGES.occasionInvalid).default([]),
  text: z
    .string()
    .superRefine(refuseUnsafeCharacters('Review', { multiline: true }))
    .trim()
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong)
    .default(''),
})
export type ReviewInput = z.input<typeof reviewInputSchema>
export type ReviewFields = z.output<typeof reviewInputSchema>

/** A review as the public list shows it: the author by first name only (docs/product.md §6 privacy). */
export interface Review extends ReviewFields {
  id: number
  /** The product's integer id. */
  productId: number
  authorName: string
  /** Always true here: only delivered orders can review (kept on the wire for the badge). */
  verified: true
  createdAt: string
  updatedAt: string | null
}

/** GET /api/product/:productId/reviews. */
export interface ReviewListResponse {
  success: true
  summary: ReviewSummary | null
  reviews: Review[]
}

/** GET /api/user/product/:productId/review: may this shopper review, and their review if any. */
export interface MyReviewResponse {
  success: true
  eligible: boolean
  review: Review | null
}

export const HIDE_REASON_MAX = 500

/** The owner's hide form: the reason is stored and shown in the console. */
export const hideReviewSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .superRefine(refuseUnsafeCharacters('Reason'))
    .trim()
    .min(3, 'Please give a reason')
    .max(HIDE_REASON_MAX, `Please keep the reason under ${HIDE_REASON_MAX} characters`),
})
