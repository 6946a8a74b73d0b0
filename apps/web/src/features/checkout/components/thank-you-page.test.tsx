import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import { toPublicTrackingView } from '@scentia/domain/orders/order'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { memoryRoutes } from '../../../test/memory-routes'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { toast } from '../../../lib/toast'
import { sessionActions } from '../../../lib/session'
import { buildOrder, buildUser } from '../../../test/factories'
import { ThankYouPage } from './thank-you-page'
import { buildAppConfig } from '../../../test/app-config'

vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve()) }))

function renderAt(state: unknown) {
  const router = memoryRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/thank-you-page', element: <ThankYouPage /> },
    ],
    { initialEntries: [{ pathname: '/thank-you-page', state }] },
  )
  render(<QueryClientProvider client={createQueryClient()}>{router.element}</QueryClientProvider>)
  return router
}

const order = {
  orderNumber: 'ORD0123456789',
  total: 25_700,
  items: 2,
  full_name: 'Chiamaka  Eze',
  email: 'chi@example.ng',
  // Stored and answered E.164 since the phone-number migration (decision 014); shown the way Nigerians read it.
  phone_number: '+2348031234567',
  // A Friday morning in Lagos, for Lagos: the window counts business days only.
  placed_at: '2026-11-27T09:00:00.000Z',
  delivery_state: 'Lagos',
}

/** GET /api/config, with or without the shop's WhatsApp number. */
function serveConfig(whatsappNumber: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(buildAppConfig({ whatsappNumber })), { status: 200 }),
      ),
    ),
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(new Date('2026-11-22T10:00:00'))
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: true }),
  })
})
afterEach(() => {
  sessionActions.signOut()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ThankYouPage', () => {
  it('goes home without an order number', () => {
    renderAt({ total: 5 })
    expect(screen.getByText('Home page')).toBeInTheDocument()
  })

  it('greets by first name and shows the order, the window, the email and the phone', () => {
    renderAt(order)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank You, Chiamaka!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Your order has been confirmed!')).toBeInTheDocument()
    expect(screen.getByText('ORD0123456789')).toBeInTheDocument()
    expect(screen.getByText('₦25,700')).toBeInTheDocument()
    expect(screen.getByText('2 items')).toBeInTheDocument()
    expect(screen.getByText(/Tue, 1 Dec – Thu, 3 Dec/)).toBeInTheDocument()
    expect(screen.getByText('(2-4 business days)')).toBeInTheDocument()
    expect(screen.getByText('chi@example.ng')).toBeInTheDocument()
    expect(screen.getByText('0803 123 4567')).toBeInTheDocument()
    expect(screen.getByText(/SMS updates will be sent to/)).toHaveTextContent(
      'SMS updates will be sent to 0803 123 4567',
    )
    expect(screen.getByRole('heading', { name: 'What Happens Next?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/track?id=ORD0123456789',
    )
  })

  it.each([
    // The domain's window for each (orderDeliveryWindow), never today's calendar days.
    ['2026-11-28T09:00:00.000Z', 'Lagos', 'Tue, 1 Dec – Thu, 3 Dec', '(2-4 business days)'],
    ['2026-11-27T09:00:00.000Z', 'Kano', 'Fri, 4 Dec – Tue, 8 Dec', '(5-7 business days)'],
  ])('shows an order placed %s for %s its own window', (placedAt, state, days, label) => {
    renderAt({ ...order, placed_at: placedAt, delivery_state: state })
    expect(screen.getByText('Estimated Delivery').nextElementSibling).toHaveTextContent(
      `${days} ${label}`,
    )
  })

  it('promises no window it cannot work out from the order', () => {
    renderAt({ ...order, placed_at: undefined })
    expect(screen.queryByText('Estimated Delivery')).not.toBeInTheDocument()
  })

  it('shows a pickup order its code, where to collect it and when it is ready (decision 046)', () => {
    renderAt({ ...order, pickup_code: 'KTM3PX', delivery_days: { min_days: 1, max_days: 2 } })
    expect(screen.getByTestId('pickup-code')).toHaveTextContent('KTM 3PX')
    const block = screen.getByTestId('pickup-code-block')
    expect(block).toHaveTextContent(showroomAddress())
    expect(block).toHaveTextContent(SHOWROOM.hours[0].days)
    expect(screen.getByText('Ready for pickup', { selector: 'dt' })).toBeInTheDocument()
    expect(screen.queryByText('Estimated Delivery')).not.toBeInTheDocument()
    expect(screen.getByText('Collected')).toBeInTheDocument()
  })

  it('shows no code a history entry made up', () => {
    renderAt({ ...order, pickup_code: 'OOOOOO' })
    expect(screen.queryByTestId('pickup-code')).not.toBeInTheDocument()
    expect(screen.getByText('Estimated Delivery')).toBeInTheDocument()
  })

  it('says a transfer order is awaiting the transfer, not confirmed', () => {
    renderAt({ ...order, paymentNotice: 'Awaiting your transfer' })
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('Awaiting your transfer')
    expect(screen.queryByText('Your order has been confirmed!')).not.toBeInTheDocument()
  })

  /**
   * GET /api/order/{id} answers the order's public view with this transfer block, whole as its
   * contract says; anything else (the config) an empty object.
   */
  function serveTransfer(transfer: Record<string, unknown>) {
    const tracked = {
      ...toPublicTrackingView(
        buildOrder({
          order_id: 'ORD0123456789',
          status: 'pending',
          payment_method: 'BANK_TRANSFER',
        }),
      ),
      payment_notice: 'Awaiting your transfer',
      transfer,
    }
    // The answer arrives on the real clock (findBy polls with timers).
    vi.useRealTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(
          new Response(
            JSON.stringify(
              input.includes('/order/ORD0123456789')
                ? { success: true, message: 'ok', response_data: tracked, data: tracked }
                : {},
            ),
            { status: 200 },
          ),
        ),
      ),
    )
  }

  const awaiting = {
    state: 'awaiting',
    amount: 25_700,
    bank: 'Test Bank',
    account_number: '1231084927',
    account_name: 'PAYSTACK CHECKOUT',
    pay_by: '2026-11-28T12:30:00.000Z',
  }

  it('repeats where to send how much and by when, and claims no confirmation mail yet', async () => {
    serveTransfer(awaiting)
    renderAt({ ...order, paymentNotice: 'Awaiting your transfer' })
    const panel = await screen.findByTestId('transfer-panel')
    expect(panel).toHaveTextContent('Send exactly ₦25,700 by 1:30 pm, 28 November (Lagos time)')
    expect(panel).toHaveTextContent('Test Bank')
    expect(panel).toHaveTextContent('1231084927')
    expect(panel).toHaveTextContent('PAYSTACK CHECKOUT')
    expect(screen.queryByText(/A confirmation email has been sent/)).not.toBeInTheDocument()
    expect(screen.getByText(/We will email a confirmation to/)).toBeInTheDocument()
  })

  it('says the transfer arrived, and only then that the confirmation was mailed', async () => {
    serveTransfer({ ...awaiting, state: 'paid', pay_by: null })
    renderAt({ ...order, paymentNotice: 'Awaiting your transfer' })
    expect(await screen.findByText('Transfer received')).toBeInTheDocument()
    expect(screen.getByText(/A confirmation email has been sent/)).toBeInTheDocument()
    expect(screen.getByText('Your order has been confirmed!')).toBeInTheDocument()
  })

  it('says an expired transfer cancelled the order', async () => {
    serveTransfer({ ...awaiting, state: 'expired', pay_by: null })
    renderAt({ ...order, paymentNotice: 'Awaiting your transfer' })
    expect(await screen.findByTestId('transfer-panel')).toHaveTextContent(
      'Transfer not received: order cancelled',
    )
    expect(screen.queryByText(/A confirmation email has been sent/)).not.toBeInTheDocument()
  })

  it('promises no texts to a shopper who switched SMS updates off', () => {
    serveConfig(null)
    sessionActions.signIn('header.payload.sig', buildUser({ sms_updates: false }))
    renderAt(order)
    expect(screen.getByText('chi@example.ng')).toBeInTheDocument()
    expect(screen.queryByText(/SMS updates will be sent to/)).not.toBeInTheDocument()
    expect(screen.getByText("You'll receive tracking information by email.")).toBeInTheDocument()
  })

  it('promises texts to a signed-in shopper with SMS updates on', () => {
    serveConfig(null)
    sessionActions.signIn('header.payload.sig', buildUser({ sms_updates: true }))
    renderAt(order)
    expect(screen.getByText(/SMS updates will be sent to/)).toHaveTextContent(
      'SMS updates will be sent to 0803 123 4567',
    )
    expect(
      screen.getByText("You'll receive tracking information by email and SMS."),
    ).toBeInTheDocument()
  })

  it('offers a WhatsApp chat prefilled with the order id when the shop has a number', async () => {
    serveConfig('+2348035552026')
    renderAt(order)
    // vi.waitFor moves the fake clock on, so the config query's scheduled updates run.
    const link = await vi.waitFor(() =>
      screen.getByRole('link', { name: /Chat with us on WhatsApp/ }),
    )
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/2348035552026\?text=.*ORD0123456789/,
    )
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('offers no WhatsApp chat when the shop has no number', async () => {
    serveConfig(null)
    renderAt(order)
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything())
    })
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
  })

  it('greets a Valued Customer without a name', () => {
    renderAt({ orderNumber: 'ORD0123456789' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank You, Valued Customer!' }),
    ).toBeInTheDocument()
  })

  it("copies the order id and says 'Order ID copied!' for 2 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    renderAt(order)
    await act(async () => {
      screen.getByRole('button', { name: 'Copy order ID' }).click()
      await Promise.resolve()
    })
    expect(writeText).toHaveBeenCalledWith('ORD0123456789')
    expect(screen.getByText('Order ID copied!')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1_999)
    })
    expect(screen.getByText('Order ID copied!')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText('Order ID copied!')).not.toBeInTheDocument()
  })
  it('says so when the order id could not be copied, and does not claim it was', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const error = vi.spyOn(toast, 'error')
    renderAt(order)
    await act(async () => {
      screen.getByRole('button', { name: 'Copy order ID' }).click()
      await Promise.resolve()
    })
    expect(error).toHaveBeenCalledWith(
      'Could not copy the order ID. Select it and copy it instead.',
    )
    expect(screen.queryByText('Order ID copied!')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy order ID' })).toHaveTextContent('Copy')
    error.mockRestore()
  })
})
