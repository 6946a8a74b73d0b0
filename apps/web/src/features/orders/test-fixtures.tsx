import type { Order } from '@scentia/domain/orders/order'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { OrderCard } from './components/order-card'
import { createQueryClient } from '../../lib/query-client'
import { buildOrder } from '../../test/factories'

/** The signed-in shopper whose orders the cards show. */
const SHOPPER_ID = 7

/** One card of My Orders, as the list shows it, with a fresh query cache; returns a user. */
export function renderOrderCard(order: Order, userId = SHOPPER_ID) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ul>
          <OrderCard order={order} userId={userId} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

/** One of Ada's orders in My Orders: ₦45,000 of Amber Night and ₦8,000 delivery to Allen Avenue. */
export function buildMyOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    total_amount: 53_000,
    shipping_fee: 8_000,
    cart_items: [{ id: 3, name: 'Amber Night', image: '/a.svg', price: 45_000, quantity: 1 }],
    shipping_address: '12 Allen Avenue',
    created_at: '2026-11-03T09:00:00.000Z',
    estimated_delivery: '2026-11-10T09:00:00.000Z',
    ...overrides,
  })
}

/** A request an order card sent: its JSON body, parsed, when it had one. */
export interface SentRequest {
  url: string
  method: string
  body?: unknown
}

/**
 * Every test of the file meets a `fetch` that notes each request in the returned list (emptied
 * before each test) and answers with `answer()`; after each, the real `fetch` is back.
 */
export function recordRequestsPerTest(
  answer: () => { status: number; body: unknown },
): SentRequest[] {
  const requests: SentRequest[] = []
  beforeEach(() => {
    requests.length = 0
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        requests.push({
          url,
          method: init?.method ?? 'GET',
          ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}),
        })
        const { status, body } = answer()
        return Promise.resolve(new Response(JSON.stringify(body), { status }))
      }),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return requests
}
