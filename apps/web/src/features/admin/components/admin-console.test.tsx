import type { AdminOrderDetail } from '@scentia/domain/admin/order-console'
import { OWNER_ONLY_MESSAGE, TRACKING_REQUIRED_MESSAGE } from '@scentia/domain/admin/order-console'
import { nextStatuses, ORDER_STATUSES, type OrderStatus } from '@scentia/domain/orders/status'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useAccountPanel } from '../../../lib/account-panel'
import { sessionActions } from '../../../lib/session'
import { AdminShell } from './admin-shell'
import { OrderStatusActions } from './order-status-actions'
import { buildAdminOrder, buildAdminStats, buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'

const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  )
}

const signIn = () => {
  sessionActions.signIn(
    'token',
    buildUser({
      user_id: 7,
      full_name: 'Ngozi Owner',
      email: 'owner@example.ng',
      phone_number: null,
    }),
  )
}

function PanelProbe() {
  const panel = useAccountPanel()
  return <output data-testid="panel">{panel.isOpen ? `open ${panel.mode}` : 'closed'}</output>
}

const order = (status: OrderStatus): AdminOrderDetail =>
  buildAdminOrder({
    status,
    total_amount: 10_000,
    cart_items: [],
    customer: { user_id: 2, full_name: 'A', email: 'a@example.ng', phone_number: '0803' },
    address: { street_address: '1 Road', city: 'Ikeja', ward: 'W', lga: 'Ikeja', state: 'Lagos' },
  })

stubFetchPerTest(fetchMock)

describe('AdminShell', () => {
  it('asks a visitor to sign in, and opens the account panel', async () => {
    sessionActions.signOut()
    wrap(
      <>
        <PanelProbe />
        <AdminShell>secret</AdminShell>
      </>,
    )
    expect(
      screen.getByRole('heading', { name: "Sign in to the owner's console" }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('panel')).toHaveTextContent('closed')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByTestId('panel')).toHaveTextContent('open login')
    expect(screen.queryByText('secret')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('tells a customer the console is for owners when the API answers 403', async () => {
    signIn()
    fetchMock.mockResolvedValue(
      json(403, { success: false, code: 'FORBIDDEN', message: OWNER_ONLY_MESSAGE }),
    )
    wrap(<AdminShell>secret</AdminShell>)
    expect(await screen.findByText(OWNER_ONLY_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByText('secret')).not.toBeInTheDocument()
  })

  it('opens for an owner', async () => {
    signIn()
    fetchMock.mockResolvedValue(json(200, buildAdminStats()))
    wrap(<AdminShell>secret</AdminShell>)
    expect(await screen.findByText('secret')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Console' })
    expect(nav).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    )
  })
})

describe('OrderStatusActions', () => {
  it.each(ORDER_STATUSES.map((status) => [status]))(
    'offers exactly the next statuses of a %s order',
    (status) => {
      wrap(<OrderStatusActions order={order(status)} />)
      const labels = screen
        .queryAllByRole('button', { name: /^Mark as / })
        .map((button) => button.textContent)
      expect(labels).toEqual(
        nextStatuses(status).map(
          (next) => `Mark as ${next[0]?.toUpperCase() ?? ''}${next.slice(1)}`,
        ),
      )
    },
  )

  it('will not ship without a tracking number, and sends the one typed', async () => {
    signIn()
    wrap(<OrderStatusActions order={order('processing')} />)
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }))
    expect(await screen.findByText('Enter a tracking number')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValue(
      json(200, { success: true, order: { ...order('shipped'), tracking_number: 'GIG-1' } }),
    )
    await userEvent.type(screen.getByLabelText(/Tracking number/), 'GIG-1')
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }))
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled()
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/orders/ORD1234567890/status')
    expect(JSON.parse(init?.body as string)).toEqual({
      status: 'shipped',
      tracking_number: 'GIG-1',
    })
  })

  it('shows the API refusal', async () => {
    signIn()
    fetchMock.mockResolvedValue(
      json(400, { success: false, code: 'VALIDATION_ERROR', message: TRACKING_REQUIRED_MESSAGE }),
    )
    wrap(<OrderStatusActions order={order('pending')} />)
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Processing' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACKING_REQUIRED_MESSAGE)
  })
})
