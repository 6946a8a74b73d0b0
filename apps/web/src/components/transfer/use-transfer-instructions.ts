import {
  readTransferInstructions,
  type TransferInstructions,
} from '@scentia/domain/payment/transfer-account'
import { useQuery } from '@tanstack/react-query'
import { orderLookupAnswerSchema } from '../../lib/orders-contract'
import { apiRequest } from '../../lib/api-client'

/** How often an awaited transfer is asked about again: the page turns "received" on its own. */
export const TRANSFER_POLL_MS = 30_000

/** GET /api/order/{id}'s transfer block (docs/decisions/037), null for any other payment. */
export async function fetchTransferInstructions(
  orderId: string,
  signal?: AbortSignal,
): Promise<TransferInstructions | null> {
  const answer = await apiRequest(`/order/${encodeURIComponent(orderId)}`, {
    signal,
    schema: orderLookupAnswerSchema,
  })
  return readTransferInstructions(answer.data.transfer)
}

/**
 * An order's transfer instructions, asked again every 30 s while the money is awaited and no more
 * once it is paid or expired. `initial` is what the page already has (the track page's lookup);
 * `enabled` false asks nothing (a card order has no transfer to follow).
 */
export function useTransferInstructions(
  orderId: string,
  initial?: TransferInstructions | null,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: ['order-transfer', orderId],
    queryFn: ({ signal }) => fetchTransferInstructions(orderId, signal),
    ...(initial === undefined ? {} : { initialData: initial }),
    refetchInterval: (query) => (query.state.data?.state === 'awaiting' ? TRANSFER_POLL_MS : false),
  })
}
