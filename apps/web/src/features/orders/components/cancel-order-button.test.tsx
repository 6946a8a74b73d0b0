import type { Order } from '@scentia/domain/orders/order'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderOrderCard } from '../test-fixtures'
import { CANCEL_MESSAGES } from './cancel-order-button'

const USER_ID = 7

function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_id: 'ORD1234500001',
    id: 1,
    status: 'pending',
    total_amount: 53_000,
    shipping_fee: 8_000,
    cart_items: [{ id: 3, name: 'Amber Night', image: '/a.svg', price: 45_000, quantity: 1 }],
    shipping_address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    full_name: 'Ada Obi',
    phone_number: '+2348031234567',
    email: 'ada@example.ng',
    created_at: '2026-11-03T09:00:00.000Z',
    estimated_delivery: '2026-11-10T09:00:00.000Z',
    payment_status: 'pending',
    payment_method: 'BANK_TRANSFER',
    ...overrides,
  }
}

const requests: { url: string; method: string }[] = []
let answer: { status: number; body: unknown } = { status: 200, body: {} }

beforeEach(() => {
  requests.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET' })
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }))
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function renderCard(order: Order) {
  return renderOrderCard(order, USER_ID)
}

describe('Cancel on My Orders', () => {
  it('is offered on a paid order before it ships, saying the money goes back', async () => {
    renderCard(buildOrder({ payment_status: 'paid', payment_method: 'CARD', total_amount: 45_000 }))
    await userEvent.setup().click(screen.getByRole('button', { name: CANCEL_MESSAGES.button }))
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /is paid\. If you cancel it, its items go back on sale and we refund ₦45,000/,
    )
  })

  it.each([
    ['a card payment still pending', buildOrder({ payment_method: 'CARD' })],
    ['a cancelled order', buildOrder({ status: 'cancelled', payment_status: 'abandoned' })],
    ['a shipped order', buildOrder({ status: 'shipped', payment_status: 'paid' })],
  ])('is not offered on %s', (_name, order) => {
    renderCard(order)
    expect(screen.queryByRole('button', { name: CANCEL_MESSAGES.button })).toBeNull()
  })

  it('asks first in a dialog, and keeping the order calls nothing', async () => {
    const events = renderCard(buildOrder())
    await events.click(screen.getByRole('button', { name: CANCEL_MESSAGES.button }))
    const dialog = screen.getByRole('dialog', { name: CANCEL_MESSAGES.title })
    expect(dialog).toHaveAccessibleDescription(/nothing is owed and its items go back on sale/)
    expect(within(dialog).getByRole('button', { name: CANCEL_MESSAGES.keep })).toHaveFocus()
    await events.click(within(dialog).getByRole('button', { name: CANCEL_MESSAGES.keep }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(requests).toEqual([])
  })

  it('cancels on confirmation and says what the server says when it refuses', async () => {
    answer = {
      status: 409,
      body: {
        success: false,
        message: 'This order can no longer be cancelled: it is not waiting for a payment.',
      },
    }
    const events = renderCard(buildOrder({ payment_method: 'POD' }))
    await events.click(screen.getByRole('button', { name: CANCEL_MESSAGES.button }))
    await events.click(screen.getByRole('button', { name: CANCEL_MESSAGES.confirm }))
    await waitFor(() => {
      expect(requests).toContainEqual({ url: '/api/order/ORD1234500001/cancel', method: 'POST' })
    })
    // Refused: the dialog stays, so the shopper can keep the order or try again.
    expect(await screen.findByRole('button', { name: CANCEL_MESSAGES.confirm })).toBeEnabled()
  })
})
