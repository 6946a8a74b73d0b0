import { act, render, screen } from '@testing-library/react'
import toast from 'react-hot-toast'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ThankYouPage } from './thank-you-page'

vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve()) }))

function renderAt(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/thank-you-page', element: <ThankYouPage /> },
    ],
    { initialEntries: [{ pathname: '/thank-you-page', state }] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const order = {
  orderNumber: 'ORD0123456789',
  total: 25_700,
  items: 2,
  full_name: 'Chiamaka  Eze',
  email: 'chi@example.ng',
  phone_number: '08031234567',
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
  vi.useRealTimers()
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
    expect(screen.getByText(/Fri, 27 Nov – Sun, 29 Nov/)).toBeInTheDocument()
    expect(screen.getByText('(5-7 business days)')).toBeInTheDocument()
    expect(screen.getByText('chi@example.ng')).toBeInTheDocument()
    expect(screen.getByText('08031234567')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'What Happens Next?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/track?id=ORD0123456789',
    )
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
