import { describe, expect, it, vi } from 'vitest'
import { contractBreach } from '../../../test/contract-breach'
import { buildOrder } from '../../../test/factories'
import { jsonResponse } from '../../../test/json-response'
import { cancelOrder } from './cancel-order'
import { requestReturn } from './request-return'
import { stubFetchPerTest } from '../../../test/stub-fetch'

// A cancellation's and a return's answers carry the order with its refunds and returns: they
// are parsed with their contract (decision 042), so a drifted answer is a server error, never
// an order shown without the money it owes the shopper.

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

const cancelled = buildOrder({
  status: 'cancelled',
  refunds: [
    {
      id: 4,
      amount: 20_000,
      state: 'processing',
      method: 'paystack',
      created_at: '2026-11-02T10:00:00.000Z',
      settled_at: null,
    },
  ],
})

describe('cancelOrder', () => {
  it('reads a whole answer: the sentence and the cancelled order with its refund', async () => {
    const answer = { success: true, message: 'Order ORD1234567890 is cancelled.', order: cancelled }
    fetchMock.mockImplementation(() => jsonResponse(answer))
    await expect(cancelOrder('ORD1234567890')).resolves.toEqual(answer)
  })

  it("refuses an answer whose refund's amount is missing", async () => {
    const { amount: _dropped, ...refund } = cancelled.refunds?.[0] ?? {}
    fetchMock.mockImplementation(() =>
      jsonResponse({ success: true, message: 'ok', order: { ...cancelled, refunds: [refund] } }),
    )
    const error = await contractBreach(cancelOrder('ORD1234567890'))
    expect(error.details).toMatchObject({ issues: [{ path: ['order', 'refunds', 0, 'amount'] }] })
  })
})

describe('requestReturn', () => {
  it('refuses an answer without the order', async () => {
    fetchMock.mockImplementation(() => jsonResponse({ success: true, message: 'ok' }))
    const error = await contractBreach(
      requestReturn({ orderId: 'ORD1234567890', lines: [], reason: 'damaged', note: '' }),
    )
    expect(error.details).toMatchObject({ issues: [{ path: ['order'] }] })
  })
})
