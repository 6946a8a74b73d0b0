import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { AdminOrderPage } from './admin-order-page'
import { AdminReturnPage } from './admin-return-page'

const fetchMock = vi.fn(() =>
  Promise.resolve(
    new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 }),
  ),
)
stubFetchPerTest(fetchMock, buildUser({ full_name: 'Ngozi Owner' }))

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  )
}

// An address that names no record answers with what is missing and the way back to its list.
describe('a console page whose record does not exist', () => {
  it.each([
    [
      'an order',
      <AdminOrderPage key="o" orderId="ORD0000000000" />,
      'Order not found',
      'No order has the id ORD0000000000.',
      'Back to orders',
      '/admin/orders',
    ],
    [
      'a return',
      <AdminReturnPage key="r" returnId={404} />,
      'Return not found',
      'No return has the number 404.',
      'Back to returns',
      '/admin/returns',
    ],
  ])('%s: says so and links back to the list', async (_name, page, title, text, back, href) => {
    renderPage(page)
    expect(await screen.findByRole('heading', { name: title })).toBeVisible()
    expect(screen.getByText(text)).toBeVisible()
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href)
  })
})
