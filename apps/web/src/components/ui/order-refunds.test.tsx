import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderRefunds } from './order-refunds'

const refund = (id: number, amount: number, state: string) => ({
  id,
  amount,
  state,
  method: 'paystack',
  created_at: '2026-11-10T09:00:00.000Z',
  settled_at: state === 'processed' ? '2026-11-12T09:00:00.000Z' : null,
})

describe('OrderRefunds', () => {
  it('shows nothing for an order without refunds', () => {
    const { container } = render(<OrderRefunds order={{ total_amount: 50_000, refunds: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('lists each refund with its state, and what the order cost after a partial refund', () => {
    render(
      <OrderRefunds
        order={{
          total_amount: 50_000,
          refunds: [
            refund(1, 10_000, 'failed'),
            refund(2, 10_000, 'processed'),
            refund(3, 5_000, 'processing'),
          ],
        }}
      />,
    )
    const section = screen.getByRole('region', { name: 'Refunds' })
    const items = within(section).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/₦10,000.*Refund failed$/),
      expect.stringMatching(/₦10,000.*Refunded$/),
      expect.stringMatching(/₦5,000.*Refund on its way$/),
    ])
    expect(within(section).getByText('Refunded', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '−₦10,000',
    )
    expect(within(section).getByText('Paid after refunds').nextSibling).toHaveTextContent('₦40,000')
  })
})
