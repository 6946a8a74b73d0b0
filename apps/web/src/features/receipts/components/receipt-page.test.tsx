import {
  buildReceipt,
  RECEIPT_NOT_PAID_MESSAGE,
  type Receipt,
} from '@scentia/domain/receipt/receipt'
import { PAID_CARD_ORDER } from '@scentia/domain/receipt/receipt-fixtures'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { RECEIPT_NOT_FOUND_TITLE, RECEIPT_NOT_PAID_TITLE, ReceiptPage } from './receipt-page'

const ORDER_ID = PAID_CARD_ORDER.order_id

/** The server's receipt, made by the same domain function the API answers with. */
function paidReceipt(refunds: Receipt['refunds'] = []): Receipt {
  return buildReceipt(PAID_CARD_ORDER, { supportEmail: 'help@scentia.ng', refunds })
}

const fetchMock = vi.fn()
const answer = (status: number, body: unknown) => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  )
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReceiptPage orderId={ORDER_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('the receipt page, signed in', () => {
  stubFetchPerTest(fetchMock, buildUser())

  it('shows the paid order itemised, its payment and the VAT it includes, and prints', async () => {
    answer(200, { success: true, receipt: paidReceipt() })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const events = renderPage()

    const receipt = await screen.findByRole('article', { name: 'Receipt' })
    expect(fetchMock).toHaveBeenCalledWith(`/api/order/${ORDER_ID}/receipt`, expect.anything())
    expect(within(receipt).getByText(ORDER_ID)).toBeVisible()
    expect(
      within(receipt).getByText('14 Admiralty Way, Lekki Phase 1, Lagos', { exact: false }),
    ).toBeVisible()
    const lines = within(receipt).getByRole('table', { name: 'What you bought' })
    const rows = within(lines).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      '₦60,000',
      '₦4,500',
    ])
    const totalsList = within(receipt).getByLabelText('Totals')
    const pairs = [...totalsList.querySelectorAll('div')].map((pair) =>
      [...pair.children].map((part) => part.textContent.trim()),
    )
    expect(pairs).toEqual([
      ['Subtotal', '₦64,500'],
      ['Sample credit', '−₦4,500'],
      ['Discount (WELCOME10)', '−₦6,000'],
      ['Delivery', '₦5,500'],
      ['Total paid', '₦59,500'],
      // 59,500 × 7.5 / 107.5 = 4,151.1628
      ['VAT (7.5%) included', '₦4,151.16'],
    ])
    expect(within(receipt).getByText('Card (Paystack)')).toBeVisible()
    expect(within(receipt).getByText('SCN_abc123')).toBeVisible()
    // Phone numbers are shown in the local form (docs/product.md §5).
    expect(within(receipt).getByText('0803 123 4567', { exact: false })).toBeVisible()
    expect(within(receipt).queryByText(/Refunded/)).toBeNull()

    await events.click(screen.getByRole('button', { name: 'Print receipt' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('states each refund and what stayed paid', async () => {
    answer(200, {
      success: true,
      receipt: paidReceipt([
        {
          amount: 30_000,
          refunded_at: '2026-11-25T09:00:00.000Z',
          description: 'Return of 1 × Rose Oud',
        },
      ]),
    })
    renderPage()
    const totalsList = await screen.findByLabelText('Totals')
    expect(within(totalsList).getByText('Return of 1 × Rose Oud')).toBeVisible()
    expect(within(totalsList).getByText('−₦30,000')).toBeVisible()
    expect(within(totalsList).getByText('Net paid').nextSibling?.textContent).toBe('₦29,500')
    // 29,500 × 7.5 / 107.5 = 2,058.1395
    expect(within(totalsList).getByText('₦2,058.14')).toBeVisible()
  })

  it('says an unpaid order has no receipt yet', async () => {
    answer(409, { success: false, message: RECEIPT_NOT_PAID_MESSAGE })
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: RECEIPT_NOT_PAID_TITLE }),
    ).toBeVisible()
    expect(screen.getByText(RECEIPT_NOT_PAID_MESSAGE)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    )
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull()
  })

  it("shows Not Found for an order that is not the shopper's, asking once", async () => {
    answer(404, { success: false, message: 'Order not found' })
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: RECEIPT_NOT_FOUND_TITLE }),
    ).toBeVisible()
    expect(fetchMock).toHaveBeenCalledOnce()
  })
})

describe('the receipt page, signed out', () => {
  stubFetchPerTest(fetchMock)

  it('asks the visitor to sign in and asks the API nothing', async () => {
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see your receipt' }),
    ).toBeVisible()
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/receipt'),
      expect.anything(),
    )
  })
})
