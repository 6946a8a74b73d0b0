import type { ReviewFields } from '@scentia/domain/reviews/review-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { catalogKeys } from '../../../lib/catalog'
import { saveReview } from './product-reviews'
import { reviewKeys } from './review-keys'

/**
 * Saving a review, apart from the reads (product-reviews.ts): the form that saves loads with
 * its first opening, and brings Query's mutations with it, not the product page (decision 054).
 */
export function useSaveReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ fields, isEdit }: { fields: ReviewFields; isEdit: boolean }) =>
      saveReview(productId, fields, isEdit),
    onSuccess: async () => {
      // The list, the shopper's own review and the product's rating all moved.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.list(productId) }),
        queryClient.invalidateQueries({ queryKey: ['reviews', 'mine', productId] }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ])
    },
  })
}
