import type { NotificationsResponse } from '@scentia/domain/notifications/notification'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { NotificationsList } from './notifications-list'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'

const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

const LIST: NotificationsResponse = {
  success: true,
  unread: 2,
  notifications: [
    {
      id: 3,
      order_id: 'ORD1234567890',
      status: 'shipped',
      tracking_number: 'SCN-TRK-24601',
      message: 'Your order is on its way!',
      placed: false,
      created_at: '2026-11-03T10:00:00.000Z',
      read: false,
    },
    {
      id: 2,
      order_id: 'ORD1234567890',
      status: 'processing',
      tracking_number: null,
      message: 'Your order is being prepared for shipment',
      placed: false,
      created_at: '2026-11-02T10:00:00.000Z',
      read: false,
    },
    {
      id: 1,
      order_id: 'ORD1234567890',
      status: 'pending',
      tracking_number: null,
      message: 'Your order is being processed',
      placed: true,
      created_at: '2026-11-01T10:00:00.000Z',
      read: true,
    },
  ],
}

stubFetchPerTest(
  fetchMock,
  buildUser({
    user_id: 2026,
    full_name: 'Adaeze Okafor',
    email: 'demo@scentia.ng',
    phone_number: null,
  }),
)

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationsList />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('NotificationsList', () => {
  it('lists status changes newest first, unread marked, with track links and tracking numbers', async () => {
    fetchMock.mockResolvedValue(json(200, LIST))
    renderList()
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Unread: Order shipped',
      'Unread: Order processing',
      'Order placed',
    ])
    expect(screen.getByRole('status')).toHaveTextContent('2 unread')
    const [first] = screen.getAllByRole('listitem')
    expect(
      within(first as HTMLElement).getByRole('link', { name: /ORD1234567890/ }),
    ).toHaveAttribute('href', '/track?id=ORD1234567890')
    expect(screen.getByText('Tracking number: SCN-TRK-24601')).toBeInTheDocument()
  })

  it('marks everything read', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        input === '/api/notifications/read'
          ? json(200, { success: true, unread: 0 })
          : json(200, LIST),
      ),
    )
    const user = userEvent.setup()
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByText('All caught up')).toBeInTheDocument()
    expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read')
    expect(post?.[1]?.body).toBe('{}')
  })

  it('shows an empty state', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, unread: 0, notifications: [] }))
    renderList()
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument()
  })
})
