import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { toPublicTrackingView, type Order } from '@scentia/domain/orders/order'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Outlet } from 'react-router'
import { PagesOutlet } from '../../../app/page-router'
import { deferredPage } from '../../../test/deferred-page'
import { memoryRoutes } from '../../../test/memory-routes'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { startSession } from '../../../lib/session'
import { expectWhatsappChatLink } from '../../../test/whatsapp'
import { TrackPage } from './track-page'
import { buildAppConfig } from '../../../test/app-config'

const order: Order = {
  order_id: 'ORD0000000042',
  id: 42,
  status: 'processing',
  tracking_number: 'scn-trk-1',
  total_amount: 20_000,
  shipping_fee: 5_000,
  cart_items: [{ id: 1, name: 'Rose of Ikoyi', image: '/a.webp', quantity: 1, price: 15_000 }],
  shipping_address: '1 Allen Avenue',
  city: 'Anifowoshe/Ikeja, Ikeja',
  state: 'Lagos',
  full_name: 'Ada Obi',
  phone_number: '+2348012345678',
  email: 'ada@example.ng',
  created_at: '2026-11-20T10:00:00.000Z',
  estimated_delivery: '2026-11-27T10:00:00.000Z',
}

function answer(status: number, body: unknown) {
  return (_url: string) => Promise.resolve(new Response(JSON.stringify(body), { status }))
}

/** GET /api/order/{id}'s answer, whole: the API sends `transfer`, null for a card payment. */
function found(order: object) {
  const tracked = { transfer: null, ...order }
  return answer(200, { success: true, message: 'ok', response_data: tracked, data: tracked })
}

function renderAt(url: string) {
  const router = memoryRoutes([{ path: '/track', element: <TrackPage /> }], {
    initialEntries: [url],
  })
  render(<QueryClientProvider client={createQueryClient()}>{router.element}</QueryClientProvider>)
  return router
}

let stopSession: () => void = () => undefined

beforeEach(() => {
  // No stored session: the visitor is known to be signed out, so ?id= is looked up at once.
  stopSession = startSession()
})

afterEach(() => {
  stopSession()
  vi.unstubAllGlobals()
})

describe('TrackPage', () => {
  it("looks ?id up at once and shows the owner's order", async () => {
    const fetch = vi.fn(found(order))
    vi.stubGlobal('fetch', fetch)
    renderAt('/track?id=%20ord0000000042%20')
    expect(await screen.findByRole('heading', { name: 'ORD0000000042' })).toBeInTheDocument()
    // Read as the server renders the link: trimmed and upper-cased, like the box's own input.
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/order/ORD0000000042')
    expect(screen.getByText('Processing', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText('Your order is being prepared for shipment')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Delivery progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    )
    expect(screen.getByText('SCN-TRK-1')).toBeInTheDocument()
    expect(screen.getByText('0801 234 5678')).toBeInTheDocument()
    expect(screen.getByText('₦15,000', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.getByText('₦20,000', { selector: 'dd' })).toBeInTheDocument()
    // Placed on a Friday for Lagos: 2-4 business days, as checkout, the mail and the text said.
    expect(screen.getByText('Tue, 24 Nov – Thu, 26 Nov (2-4 business days)')).toBeInTheDocument()
  })

  it('offers a WhatsApp chat prefilled with the order id', async () => {
    const config = buildAppConfig({ whatsappNumber: '+2348035552026' })
    const view = toPublicTrackingView(order)
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url === '/api/config' ? answer(200, config)(url) : found(view)(url))),
    )
    renderAt('/track?id=ORD0000000042')
    await expectWhatsappChatLink('2348035552026', 'ORD0000000042')
  })

  it('shows what the public view holds, without amounts', async () => {
    const view = toPublicTrackingView(order)
    vi.stubGlobal('fetch', vi.fn(found(view)))
    renderAt('/track?id=ORD0000000042')
    expect(await screen.findByText('A*** O***')).toBeInTheDocument()
    // The masked phone stays masked: the local form never unmasks it.
    expect(screen.getByText('*********5678')).toBeInTheDocument()
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument()
    expect(screen.getByText('Tue, 24 Nov – Thu, 26 Nov (2-4 business days)')).toBeInTheDocument()
  })

  // A held order says what its payment waits for, to its owner and to anyone.
  it.each([
    [
      'the public view',
      { ...toPublicTrackingView(order), payment_notice: 'Awaiting your transfer' },
    ],
    ["the owner's order", { ...order, payment_status: 'pending', payment_method: 'BANK_TRANSFER' }],
  ])('shows a pending transfer as Awaiting your transfer in %s', async (_name, body) => {
    vi.stubGlobal('fetch', vi.fn(found(body)))
    renderAt('/track?id=ORD0000000042')
    expect(await screen.findByTestId('payment-notice')).toHaveTextContent('Awaiting your transfer')
  })

  it('repeats the transfer’s amount, account and deadline in the public view', async () => {
    const transfer = {
      state: 'awaiting',
      amount: 20_000,
      bank: 'Test Bank',
      account_number: '1231084927',
      account_name: 'PAYSTACK CHECKOUT',
      pay_by: '2026-11-20T10:30:00.000Z',
    }
    const body = {
      ...toPublicTrackingView(order),
      payment_notice: 'Awaiting your transfer',
      transfer,
    }
    vi.stubGlobal('fetch', vi.fn(found(body)))
    renderAt('/track?id=ORD0000000042')
    const panel = await screen.findByTestId('transfer-panel')
    expect(panel).toHaveAttribute('data-state', 'awaiting')
    expect(panel).toHaveTextContent('Send exactly ₦20,000 by 11:30 am, 20 November (Lagos time)')
    expect(panel).toHaveTextContent('Test Bank')
    expect(panel).toHaveTextContent('1231084927')
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument()
  })

  it('an unknown id shows Order Not Found with the demo order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answer(404, { success: false, code: 'NOT_FOUND', message: 'Order not found' })),
    )
    renderAt('/track?id=ORD0000000001')
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument()
    expect(
      screen.getByText("We couldn't find an order with that ID. Please check and try again."),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: DEMO_ORDER_ID })).toBeInTheDocument()
  })

  it.each([
    [
      'the server message',
      answer(429, { success: false, code: 'RATE_LIMITED', message: 'Too many requests.' }),
      'Too many requests.',
    ],
    ["'An error occurred' when the server gave none", answer(500, {}), 'An error occurred'],
    [
      'an exception when nothing answered',
      () => Promise.reject(new TypeError('offline')),
      'Something went wrong. Please try again.',
    ],
  ])('a failed lookup shows %s', async (_name, respond, message) => {
    vi.stubGlobal('fetch', vi.fn(respond))
    renderAt('/track?id=ORD0000000042')
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('an id longer than any order is Order Not Found, never the router’s wording', async () => {
    const fetch = vi.fn(
      answer(414, { success: false, code: 'VALIDATION_ERROR', message: 'The address is too long' }),
    )
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderAt('/track')
    await user.click(screen.getByRole('textbox', { name: 'Order ID' }))
    await user.paste('ORD'.repeat(40))
    await user.click(screen.getByRole('button', { name: 'Track Order' }))
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument()
    expect(screen.queryByText(/too long/)).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('Track Order is disabled while empty; a blank id submitted with Enter asks for one', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderAt('/track')
    expect(screen.getByRole('button', { name: 'Track Order' })).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Order ID' }), '   {Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an order ID')
    expect(fetch).not.toHaveBeenCalled()
  })
  // The shopper asks, then follows a link before the answer comes. The track page stays on
  // screen while the next page's code loads (decision 036); the answer arriving then must not
  // write /track?id= over the next page's history entry.
  it('does not write the id to the URL once the shopper has left for another page', async () => {
    vi.stubGlobal('scrollTo', vi.fn())
    let answerNow: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      answerNow = resolve
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        await held
        return found(order)(url)
      }),
    )
    const next = deferredPage('Next page')
    const router = memoryRoutes(
      [
        {
          element: (
            <>
              <Link to="/next">Next</Link>
              <Outlet />
            </>
          ),
          children: [
            {
              element: <PagesOutlet errorElement={<p>Failed</p>} />,
              children: [
                { path: '/track', element: <TrackPage /> },
                { path: '/next', Component: next.page },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/track'] },
    )
    render(<QueryClientProvider client={createQueryClient()}>{router.element}</QueryClientProvider>)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Order ID' }), 'ORD0000000042')
    await user.click(screen.getByRole('button', { name: 'Track Order' }))
    await user.click(screen.getByRole('link', { name: 'Next' }))
    expect(router.location.pathname).toBe('/next')
    answerNow()
    // The answer is shown on the page still on screen, and the router has not moved.
    expect(await screen.findByRole('heading', { name: 'ORD0000000042' })).toBeInTheDocument()
    expect(router.location.pathname).toBe('/next')
    await act(async () => {
      next.arrive()
      await Promise.resolve()
    })
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument()
    expect(router.location.pathname).toBe('/next')
  })
})
