import type { Order } from '@scentia/domain/orders/order'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { OrderCard } from './components/order-card'
import { createQueryClient } from '../../lib/query-client'

/** One card of My Orders, as the list shows it, with a fresh query cache; returns a user. */
export function renderOrderCard(order: Order, userId: number) {
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
