import type { Order } from '@scentia/domain/orders/order'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { Outlet } from 'react-router'
import { memoryRoutes } from '../test/memory-routes'
import { beforeAll, expect, it, vi } from 'vitest'
import { ThankYouPage } from '../features/checkout/components/thank-you-page'
import { announcePlaced } from '../features/checkout/hooks/use-payment'
import { createQueryClient } from '../lib/query-client'
import { stubMatchMedia } from '../test/match-media'
import { CheckoutRecovery } from './checkout-recovery'

vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve()) }))

beforeAll(stubMatchMedia)

const placed: Order = {
  order_id: 'ORD0000000077',
  id: 77,
  status: 'pending',
  total_amount: 20_000,
  shipping_fee: 5_000,
  cart_items: [{ id: 1, name: 'Rose of Ikoyi', image: '/a.webp', quantity: 1, price: 15_000 }],
  shipping_address: '3 Awolowo Way',
  city: 'Abeokuta',
  state: 'Ogun',
  full_name: 'Ada Obi',
  phone_number: '+2348012345678',
  email: 'ada@example.ng',
  // A Saturday: outside Lagos, 5-7 business days counted from Monday.
  created_at: '2026-11-28T09:00:00.000Z',
  estimated_delivery: '2026-12-08T09:00:00.000Z',
}

it("opens the thank-you page with the placed order's own delivery window", async () => {
  const router = memoryRoutes(
    [
      {
        element: (
          <>
            <CheckoutRecovery />
            <Outlet />
          </>
        ),
        children: [
          { path: '/checkout', element: <p>Checkout</p> },
          { path: '/thank-you-page', element: <ThankYouPage /> },
        ],
      },
    ],
    { initialEntries: ['/checkout'] },
  )
  render(<QueryClientProvider client={createQueryClient()}>{router.element}</QueryClientProvider>)
  act(() => {
    announcePlaced({
      orderNumber: placed.order_id,
      order: placed,
      total: 20_000,
      items: 1,
      full_name: 'Ada Obi',
      email: 'ada@example.ng',
      phone_number: '+2348012345678',
    })
  })
  const estimate = await screen.findByText('Estimated Delivery')
  expect(estimate.nextElementSibling).toHaveTextContent(
    'Fri, 4 Dec – Tue, 8 Dec (5-7 business days)',
  )
})
