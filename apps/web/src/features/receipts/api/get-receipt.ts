import type { Receipt } from '@scentia/domain/receipt/receipt'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest, isApiError, preloadContract } from '../../../lib/api-client'

/** The receipt's contract (decision 042), loaded only when an answer is checked (decision 036). */
const receiptContract = () => import('@scentia/contracts/receipt')
preloadContract(receiptContract)

/** GET /api/order/{id}/receipt (docs/product.md §12): its owner's, or a shop owner's. */
export function getReceipt(orderId: string, signal?: AbortSignal): Promise<Receipt> {
  return apiRequest(`/order/${encodeURIComponent(orderId)}/receipt`, {
    signal,
    schema: async () => (await receiptContract()).receiptAnswerSchema,
  }).then((response) => response.receipt)
}

export const receiptKeys = {
  one: (userId: number | null, orderId: string) => ['receipt', userId, orderId] as const,
}

export function receiptQueryOptions(userId: number | null, orderId: string) {
  return queryOptions({
    queryKey: receiptKeys.one(userId, orderId),
    queryFn: ({ signal }) => getReceipt(orderId, signal),
    // A receipt changes only when a refund is made: fresh for the visit, asked again after.
    staleTime: 60_000,
    // 404 (not yours, or no such order) and 409 (not paid) are answers, not hiccups.
    retry: (failures, error) =>
      !(isApiError(error) && (error.statusCode === 404 || error.statusCode === 409)) &&
      failures < 2,
  })
}

export function useReceipt(userId: number | null, orderId: string) {
  return useQuery({ ...receiptQueryOptions(userId, orderId), enabled: userId !== null })
}
