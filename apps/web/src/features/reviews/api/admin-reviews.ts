import type { Review } from '@scentia/domain/reviews/review-input'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { accountContract } from '../../../lib/account-contract'
import { apiRequest } from '../../../lib/api-client'
import { pagedQueryOptions } from '../../../lib/paged-query'
import { reviewKeys } from './review-keys'

export interface AdminReview {
  review: Review
  authorFullName: string
  productName: string
  productSlug: string
  hidden: { at: string; reason: string } | null
}

export interface AdminReviewsPage {
  items: AdminReview[]
  total: number
  page: number
  page_size: number
}

export type HiddenFilter = '' | 'true' | 'false'

const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  page: (filters: { hidden: HiddenFilter; page: number }) => ['admin', 'reviews', filters] as const,
}

/** GET /api/admin/reviews: every review, hidden ones included, newest first. */
export const adminReviewsQueryOptions = (filters: { hidden: HiddenFilter; page: number }) =>
  pagedQueryOptions<AdminReviewsPage, ReturnType<typeof adminReviewKeys.page>>(
    '/admin/reviews',
    adminReviewKeys.page(filters),
    filters,
  )

export const useAdminReviews = (filters: { hidden: HiddenFilter; page: number }) =>
  useQuery(adminReviewsQueryOptions(filters))

/** POST /api/admin/reviews/:id/hide (with a reason) or …/unhide. */
export function useModerateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      apiRequest(`/admin/reviews/${String(id)}/${reason === null ? 'unhide' : 'hide'}`, {
        method: 'POST',
        ...(reason === null ? {} : { body: { reason } }),
        schema: async () => (await accountContract()).messageResponseSchema,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ])
    },
  })
}
