import type { AuditEntry, AuditPage } from '@scentia/domain/admin/audit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AdminActivityPage } from './admin-activity-page'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'

const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

function renderPage(url = '/admin/activity') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AdminActivityPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 2,
  at: '2026-11-20T10:30:00.000Z',
  actor: { id: 7, email: 'owner@example.ng' },
  action: 'product.price',
  target: { type: 'product', id: '41', label: 'Harmattan Amber' },
  before: { price: 38_500 },
  after: { price: 35_000 },
  ...overrides,
})

const page = (items: AuditEntry[], total = items.length, pageNumber = 1) =>
  json(200, {
    success: true,
    items,
    total,
    page: pageNumber,
    page_size: 20,
  } satisfies AuditPage & { success: true })

/** The query of the nth call to the API. */
const calledUrl = (call = 0) => {
  const input = fetchMock.mock.calls[call]?.[0]
  return typeof input === 'string' ? input : ''
}
const calledQuery = (call = 0) => {
  const url = calledUrl(call)
  return Object.fromEntries(new URL(url, 'http://x').searchParams)
}

stubFetchPerTest(
  fetchMock,
  buildUser({
    user_id: 7,
    full_name: 'Ngozi Owner',
    email: 'owner@example.ng',
    phone_number: null,
  }),
)

describe('AdminActivityPage', () => {
  it('shows a loading state, then each change with who, when, target and before/after', async () => {
    fetchMock.mockResolvedValue(
      page([
        entry(),
        entry({
          id: 1,
          action: 'order.status',
          target: { type: 'order', id: 'ORD1234567890', label: 'ORD1234567890' },
          before: { status: 'processing', tracking_number: null },
          after: { status: 'shipped', tracking_number: 'GIG-1' },
        }),
      ]),
    )
    renderPage()
    expect(screen.getByLabelText('Loading')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument()

    const list = await screen.findByRole('list', { name: 'Changes, newest first' })
    const [first, second] = within(list).getAllByRole('listitem')
    if (!first || !second) throw new Error('two entries expected')

    expect(within(first).getByRole('heading', { name: 'Price changed' })).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: /Harmattan Amber/ })).toHaveAttribute(
      'href',
      '/admin/products/41',
    )
    expect(within(first).getByText('owner@example.ng')).toBeInTheDocument()
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:30:00.000Z')
    const priceRow = within(first).getByRole('row', { name: /Price/ })
    expect(priceRow).toHaveTextContent('₦38,500')
    expect(priceRow).toHaveTextContent('₦35,000')

    expect(within(second).getByRole('heading', { name: 'Order status changed' })).toBeVisible()
    expect(within(second).getByRole('link', { name: 'ORD1234567890' })).toHaveAttribute(
      'href',
      '/admin/orders/ORD1234567890',
    )
    expect(within(second).getByRole('row', { name: /Tracking number/ })).toHaveTextContent(
      /—\s*GIG-1/,
    )
    expect(screen.getByText('2 changes, newest first')).toBeInTheDocument()
    expect(calledUrl()).toMatch(/^\/api\/admin\/audit\?/)
  })

  it('shows a creation without a "before" column', async () => {
    fetchMock.mockResolvedValue(
      page([
        entry({
          action: 'product.create',
          before: null,
          after: { name: 'Harmattan Amber', best_seller: false },
        }),
      ]),
    )
    renderPage()
    const item = await screen.findByRole('listitem')
    expect(within(item).queryByRole('columnheader', { name: 'Before' })).not.toBeInTheDocument()
    expect(within(item).getByRole('row', { name: /Best seller/ })).toHaveTextContent('No')
  })

  it('says when there is nothing yet, and when a filter matches nothing', async () => {
    fetchMock.mockResolvedValue(page([]))
    renderPage()
    expect(await screen.findByText('Changes made in the console appear here.')).toBeVisible()

    fetchMock.mockResolvedValue(page([]))
    renderPage('/admin/activity?action=order.status')
    expect(await screen.findByText('Try another order, product or action.')).toBeVisible()
  })

  it('shows the error and retries', async () => {
    fetchMock.mockResolvedValueOnce(
      json(500, { success: false, code: 'INTERNAL', message: 'Something went wrong' }),
    )
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this')
    fetchMock.mockResolvedValueOnce(page([entry()]))
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { name: 'Price changed' })).toBeVisible()
  })

  it('filters by action and by order or product, and reads filters from the URL', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([entry()])))
    renderPage('/admin/activity?target=amber&page=2')
    await screen.findByRole('heading', { name: 'Price changed' })
    expect(calledQuery()).toEqual({ target: 'amber', page: '2' })
    expect(screen.getByLabelText('Order or product')).toHaveValue('amber')

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Stock changed')
    await vi.waitFor(() => {
      expect(calledQuery(fetchMock.mock.calls.length - 1)).toEqual({
        action: 'product.stock',
        target: 'amber',
        page: '1',
      })
    })

    const box = screen.getByLabelText('Order or product')
    await userEvent.clear(box)
    await userEvent.type(box, 'ORD1234567890{Enter}')
    await vi.waitFor(() => {
      expect(calledQuery(fetchMock.mock.calls.length - 1)).toEqual({
        action: 'product.stock',
        target: 'ORD1234567890',
        page: '1',
      })
    })
  })

  it('pages through the log with keyboard-reachable buttons', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([entry()], 45)))
    renderPage()
    const pages = await screen.findByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    within(pages).getByRole('button', { name: 'Next' }).focus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => {
      expect(calledQuery(fetchMock.mock.calls.length - 1)).toEqual({ page: '2' })
    })
  })
})
