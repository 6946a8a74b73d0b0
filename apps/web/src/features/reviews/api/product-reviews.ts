import type {
  MyReviewResponse,
  ReviewFields,
  ReviewListResponse,
  Review,
} from '@scentia/domain/reviews/review-input'
import { apiRequest, preloadContract } from '../../../lib/api-client'
import { queryOptions, useServerQuery } from '../../../lib/server-state'
import { reviewKeys } from './review-keys'

/** The reviews' contracts (decision 042), loaded only when an answer is checked (decision 036). */
const reviewsContract = () => import('@scentia/contracts/reviews')
preloadContract(reviewsContract)

const reviewsPath = (productId: string) => `/product/${encodeURIComponent(productId)}/reviews`

/** GET /api/product/:productId/reviews: public, so sent without the token (one shared cache). */
export const productReviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.list(productId),
    queryFn: ({ signal }) =>
      apiRequest<ReviewListResponse>(reviewsPath(productId), {
        signal,
        auth: false,
        schema: async () => (await reviewsContract()).reviewListResponseSchema,
      }),
  })

/** `load: false` holds the request back (the list stays loading) until the caller wants it. */
export const useProductReviews = (productId: string, load = true) =>
  useServerQuery({ ...productReviewsQueryOptions(productId), enabled: load })

/** GET …/reviews/mine: may the signed-in shopper review, and their review if any. */
export const myReviewQueryOptions = (productId: string, userId: number | null) =>
  queryOptions({
    queryKey: reviewKeys.mine(productId, userId),
    queryFn: ({ signal }) =>
      apiRequest<MyReviewResponse>(`${reviewsPath(productId)}/mine`, {
        signal,
        schema: async () => (await reviewsContract()).myReviewResponseSchema,
      }),
    enabled: userId !== null,
  })

export const useMyReview = (productId: string, userId: number | null) =>
  useServerQuery(myReviewQueryOptions(productId, userId))

/** POST (first review) or PUT (edit): the server checks eligibility again either way. */
export function saveReview(
  productId: string,
  fields: ReviewFields,
  isEdit: boolean,
): Promise<{ success: true; review: Review }> {
  return apiRequest<{ success: true; review: Review }>(
    isEdit ? `${reviewsPath(productId)}/mine` : reviewsPath(productId),
    {
      method: isEdit ? 'PUT' : 'POST',
      body: fields,
      schema: async () => (await reviewsContract()).savedReviewResponseSchema,
    },
  )
}
