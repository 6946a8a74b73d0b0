import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { adminOrdersPath } from '../../../config/paths'
import { buildAdminStats, buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { statusLabel } from './admin-format'
import { AdminDashboard } from './admin-dashboard'

// The sales figures have their own tests (sales-at-a-glance.test.tsx); here, the status cards.
vi.mock('./sales-at-a-glance', () => ({ SalesAtAGlance: () => null }))

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminDashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('AdminDashboard', () => {
  it('makes each status card one link, the whole card, named by its status and count', async () => {
    const counts = { pending: 2, processing: 1, shipped: 0, delivered: 14, cancelled: 0 }
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify(
          buildAdminStats({
            orders_by_status: { ...buildAdminStats().orders_by_status, ...counts },
          }),
        ),
      ),
    )
    renderDashboard()
    const cards = await screen.findByRole('list', { name: 'Orders by status' })
    const items = within(cards).getAllByRole('listitem')
    expect(items).toHaveLength(ORDER_STATUSES.length)
    for (const [index, status] of ORDER_STATUSES.entries()) {
      const links = within(items[index] as HTMLElement).getAllByRole('link')
      expect(links).toHaveLength(1)
      const link = links[0] as HTMLElement
      const count = (counts as Record<string, number>)[status] ?? 0
      expect(link).toHaveAccessibleName(
        `${statusLabel(status)}: ${String(count)} ${count === 1 ? 'order' : 'orders'}`,
      )
      expect(link).toHaveAttribute('href', adminOrdersPath(status))
      // The card's words are the link's own, not beside it: a press on either opens the list.
      expect(link).toHaveTextContent(`${statusLabel(status)}${String(count)}`)
      expect(items[index]).toHaveTextContent(link.textContent)
    }
  })
})
