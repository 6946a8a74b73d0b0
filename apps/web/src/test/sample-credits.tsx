import { MemoryRouter } from 'react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import type { CartItem } from '@scentia/domain/cart/cart'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
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

/** The full bottle of product 9, ₦48,500: the paid sample's credit applies to it. */
const sampledBottle: CartItem = {
  id: 9,
  name: 'Oud Al Lagos',
  price: 48_500,
  image: '/o.svg',
  quantity: 1,
}

/** The cart lines the sample credit is tried on: the full bottle, and another 2 ml sample of it. */
export const sampleCreditLines = {
  bottle: sampledBottle,
  /** A sample earns no credit. */
  sample: { ...sampledBottle, price: 2_000, sizeId: 30, sizeLabel: '2 ml sample' } as CartItem,
}

/**
 * A signed-in shopper (user 7) whose paid samples are already in the returned client's cache,
 * so the cart and the checkout can be rendered with a sample credit.
 */
export function signInWithPaidSamples(samples = [paidSample]): QueryClient {
  sessionActions.signIn('token', buildUser({ user_id: 7 }))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sampleCreditKeys.list(7), { success: true, samples })
  return client
}

/** The summary's "Sample credit" line shows `credit` (or is absent, for null) and its Total `total`. */
export function expectSampleCredit(credit: string | null, total: string) {
  if (credit === null) expect(screen.queryByText('Sample credit')).not.toBeInTheDocument()
  else expect(screen.getByText('Sample credit').nextElementSibling).toHaveTextContent(credit)
  expect(screen.getByText('Total').nextElementSibling).toHaveTextContent(total)
}

/** Renders `ui` for a signed-in shopper with the paid sample above. */
export function renderWithPaidSample(ui: ReactNode) {
  // In a router: the summary links its returns promise to the policy page.
  render(
    <QueryClientProvider client={signInWithPaidSamples()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}
