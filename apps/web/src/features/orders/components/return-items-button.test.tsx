import type { Order, OrderReturn } from '@scentia/domain/orders/order'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildMyOrder, recordRequestsPerTest, renderOrderCard } from '../test-fixtures'
import { RETURN_MESSAGES } from './return-items-button'

const deliveredAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString()

function buildOrder(overrides: Partial<Order> = {}): Order {
  return buildMyOrder({
    order_id: 'ORD1234500002',
    id: 2,
    status: 'delivered',
    cart_items: [
      { id: 3, name: 'Amber Night', image: '/a.svg', price: 45_000, quantity: 2 },
      {
        id: 4,
        name: 'Oud Royale',
        image: '/b.svg',
        price: 0,
        quantity: 1,
        size: '2 ml sample',
        isSample: true,
      },
    ],
    delivered_at: deliveredAt,
    returns: [],
    ...overrides,
  })
}

function buildReturn(overrides: Partial<OrderReturn>): OrderReturn {
  return {
    id: 1,
    state: 'requested',
    reason: 'damaged',
    note: '',
    lines: [{ line: 0, quantity: 1 }],
    resaleable: null,
    owner_note: null,
    amount: null,
    refund_id: null,
    created_at: deliveredAt,
    decided_at: null,
    received_at: null,
    ...overrides,
  }
}

const requests = recordRequestsPerTest(() => ({
  status: 200,
  body: {
    success: true,
    message: 'ok',
    order: buildOrder({
      returns: [buildReturn({ state: 'requested', created_at: new Date().toISOString() })],
    }),
  },
}))

describe('Return items on My Orders', () => {
  it('asks for the chosen full bottles with a reason, offering no sample', async () => {
    const user = renderOrderCard(buildOrder())
    await user.click(screen.getByRole('button', { name: RETURN_MESSAGES.button }))
    const dialog = screen.getByRole('dialog')
    const group = within(dialog).getByRole('group', { name: 'What are you sending back?' })
    // The sample is not offered; the bottle offers 0 to the 2 bought.
    expect(within(group).getAllByRole('combobox')).toHaveLength(1)
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0', '1', '2'])
    await user.click(within(dialog).getByRole('button', { name: RETURN_MESSAGES.send }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the items')
    expect(requests).toHaveLength(0)

    await user.selectOptions(within(group).getByLabelText('Amber Night'), '1')
    await user.selectOptions(within(dialog).getByLabelText('Why?'), 'damaged')
    await user.click(within(dialog).getByRole('button', { name: RETURN_MESSAGES.send }))
    await waitFor(() => {
      expect(requests).toHaveLength(1)
    })
    expect(requests[0]).toMatchObject({
      url: expect.stringContaining('/order/ORD1234500002/returns'),
      method: 'POST',
      body: { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', note: '' },
    })
  })

  it.each([
    ['a shipped order', buildOrder({ status: 'shipped', delivered_at: null })],
    [
      'an order delivered 31 days ago',
      buildOrder({ delivered_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString() }),
    ],
  ])('is not offered on %s', (_name, order) => {
    renderOrderCard(order)
    expect(screen.queryByRole('button', { name: RETURN_MESSAGES.button })).toBeNull()
  })

  it('shows a return with its label once asked', () => {
    renderOrderCard(
      buildOrder({
        returns: [
          buildReturn({ state: 'approved', created_at: deliveredAt, decided_at: deliveredAt }),
        ],
      }),
    )
    expect(screen.getByText('Return approved')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: RETURN_MESSAGES.button })).toBeNull()
  })
})
