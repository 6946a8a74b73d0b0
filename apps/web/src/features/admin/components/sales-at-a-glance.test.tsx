import { SALES_ORDER_MESSAGE, type SalesSummary } from '@scentia/domain/admin/sales'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { SalesAtAGlance } from './sales-at-a-glance'

// jsdom draws no canvas: the chart stands in as a list of its points, so the test sees what it
// was given. The table beside it is the real thing.
vi.mock('./sales-chart', () => ({
  SalesChart: ({ points }: { points: { label: string }[] }) => (
    <ol data-testid="chart">
      {points.map((point) => (
        <li key={point.label}>{point.label}</li>
      ))}
    </ol>
  ),
}))

const fetchMock = vi.fn<typeof fetch>()
const calledUrls = () =>
  fetchMock.mock.calls.map(([input]) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
  )
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

const summary = (days: string[]): SalesSummary => ({
  range: '7d',
  from: days[0] ?? '',
  to: days.at(-1) ?? '',
  revenue: 46_000,
  orders: 2,
  average_order_value: 23_000,
  days: days.map((day, i) => ({ day, revenue: i === 0 ? 46_000 : 0, orders: i === 0 ? 2 : 0 })),
  top_fragrances: [{ product_id: 1, name: 'Lagos Oud', units: 4, revenue: 40_000 }],
  top_sizes: [{ size: 'Full bottle', units: 4, revenue: 40_000 }],
  payments: [
    { method: 'card', started: 3, paid: 2 },
    { method: 'transfer', started: 1, paid: 0 },
    { method: 'ussd', started: 0, paid: 0 },
    { method: 'pay_on_delivery', started: 0, paid: 0 },
    { method: 'other', started: 2, paid: 0 },
  ],
  refunds: { count: 1, amount: 5_000 },
  returns: { count: 2 },
  checkouts: { reminded: 4, recovered: 1 },
})

const week = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
]

function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SalesAtAGlance />
    </QueryClientProvider>,
  )
}

describe('SalesAtAGlance', () => {
  it('shows the week’s figures, its chart and the same numbers as a table', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, ...summary(week) })))
    renderIt()
    const revenue = await screen.findByText('Revenue', { selector: 'dt' })
    expect(revenue.parentElement).toHaveTextContent('₦46,000')
    expect(screen.getByText('Average order value').parentElement).toHaveTextContent('₦23,000')
    expect(calledUrls()[0]).toContain('/api/admin/sales?range=7d')
    expect(screen.getByText('of 4 reminded')).toBeInTheDocument()
    expect(screen.getByText('Returns', { selector: 'dt' }).parentElement).toHaveTextContent('2')
    expect(within(await screen.findByTestId('chart')).getAllByRole('listitem')).toHaveLength(7)
    const table = screen.getByRole('table', { name: /Revenue and orders by day/, hidden: true })
    const rows = within(table).getAllByRole('row', { hidden: true })
    expect(rows).toHaveLength(8)
    expect(rows[1]).toHaveTextContent(/Sun.*22.*Nov.*2.*₦46,000/)
    expect(screen.getByRole('rowheader', { name: 'Card' }).closest('tr')).toHaveTextContent(
      'Card32',
    )
  })

  it('asks for another range, and refuses a custom range that ends before it starts', async () => {
    const user = userEvent.setup()
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, ...summary(week) }))),
    )
    renderIt()
    await screen.findByText('Average order value')
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }))
    await waitFor(() => {
      expect(calledUrls().some((url) => url.includes('range=30d'))).toBe(true)
    })
    await user.click(screen.getByRole('radio', { name: 'Custom' }))
    const from = screen.getByLabelText('From')
    await user.clear(from)
    await user.type(from, '2026-11-29')
    const to = screen.getByLabelText('To')
    await user.clear(to)
    await user.type(to, '2026-11-01')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SALES_ORDER_MESSAGE)
    expect(calledUrls().some((url) => url.includes('range=custom'))).toBe(false)
  })

  it('offers the month by week', async () => {
    const user = userEvent.setup()
    const month = Array.from({ length: 14 }, (_, i) => `2026-11-${String(15 + i).padStart(2, '0')}`)
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, ...summary(month) })))
    renderIt()
    await screen.findByText('Average order value')
    await user.click(screen.getByRole('button', { name: 'Show by week' }))
    // 15 Nov 2026 is a Sunday: a one-day week, then two Monday weeks.
    expect(within(screen.getByTestId('chart')).getAllByRole('listitem')).toHaveLength(3)
  })
})
