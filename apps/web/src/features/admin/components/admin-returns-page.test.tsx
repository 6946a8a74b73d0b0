import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { ReturnSummary, ReturnsPage } from '../api/admin-returns'
import { AdminReturnsPage } from './admin-returns-page'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'

const fetchMock = vi.fn<typeof fetch>()

function renderPage(url = '/admin/returns') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AdminReturnsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const entry = (id: number): ReturnSummary => ({
  id,
  order_id: 'ORD1234567890',
  state: 'requested',
  reason: 'damaged',
  full_name: 'Ada Obi',
  units: 1,
  created_at: '2026-11-20T10:30:00.000Z',
})

const page = (ids: number[], total: number, pageNumber = 1) =>
  new Response(
    JSON.stringify({
      data: ids.map(entry),
      total,
      page: pageNumber,
      page_size: 20,
    } satisfies ReturnsPage),
    { status: 200 },
  )

/** The query of the last call to the API. */
const lastQuery = () => {
  const input = fetchMock.mock.calls.at(-1)?.[0]
  return Object.fromEntries(
    new URL(typeof input === 'string' ? input : '', 'http://x').searchParams,
  )
}

stubFetchPerTest(fetchMock, buildUser({ user_id: 7, full_name: 'Ngozi Owner' }))

describe('AdminReturnsPage', () => {
  it('shows the count and pages with the console’s pager, the page in the URL', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([45, 44], 45)))
    renderPage()
    expect(await screen.findByText('45 returns')).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => {
      expect(lastQuery()).toEqual({ page: '2' })
    })
  })

  it('keeps the state with the page, and a new state starts at page 1', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([3], 25, 2)))
    renderPage('/admin/returns?state=requested&page=2')
    expect(await screen.findByText('Return 3 · ORD1234567890')).toBeInTheDocument()
    expect(lastQuery()).toEqual({ state: 'requested', page: '2' })
    await userEvent.selectOptions(screen.getByLabelText('State'), 'All returns')
    await vi.waitFor(() => {
      expect(lastQuery()).toEqual({})
    })
  })

  it('shows no pager when one page holds them all', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([1], 1)))
    renderPage()
    expect(await screen.findByText('1 return')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  })
})
