import { QueryClient } from '@tanstack/react-query'
import { sampleCreditKeys } from '../lib/sample-credits'
import { sessionActions } from '../lib/session'
import { buildUser } from './factories'

/** A 2 ml sample of product 9 paid five days ago: its ₦2,000 comes back on the full bottle. */
export const paidSample = {
  sampleItemId: 1,
  productId: 9,
  unitPrice: 2_000,
  paidAt: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000).toISOString(),
}

/**
 * A signed-in shopper (user 7) whose paid samples are already in the returned client's cache,
 * so the cart and the checkout can be rendered with a sample credit (issue 14).
 */
export function signInWithPaidSamples(samples = [paidSample]): QueryClient {
  sessionActions.signIn('token', buildUser({ user_id: 7 }))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sampleCreditKeys.list(7), { success: true, samples })
  return client
}
