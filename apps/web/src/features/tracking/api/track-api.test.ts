import { toPublicTrackingView } from '@scentia/domain/orders/order'
import { describe, expect, it, vi } from 'vitest'
import { fetchTransferInstructions } from '../../../components/transfer/use-transfer-instructions'
import { contractBreach } from '../../../test/contract-breach'
import { buildOrder } from '../../../test/factories'
import { jsonResponse } from '../../../test/json-response'
import { fetchTrackedOrder } from './track-api'
import { stubFetchPerTest } from '../../../test/stub-fetch'

// GET /api/order/{id} is parsed with its contract (decision 042): the owner's whole order or
// the public view, each with its transfer block; a drifted answer is a server error, never a
// transfer's amount or account shown wrong.

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

const order = buildOrder({ status: 'pending', payment_status: 'pending', payment_method: 'USSD' })
const transfer = {
  state: 'awaiting' as const,
  amount: 20_000,
  bank: 'Test Bank',
  account_number: '1231084927',
  account_name: 'PAYSTACK CHECKOUT',
  pay_by: '2026-11-01T10:30:00.000Z',
}
const found = (tracked: object) =>
  jsonResponse({ success: true, message: 'ok', response_data: tracked, data: tracked })

describe('fetchTrackedOrder', () => {
  it("reads the owner's whole order and the public view", async () => {
    fetchMock.mockImplementation(() => found({ ...order, transfer: null }))
    await expect(fetchTrackedOrder(order.order_id)).resolves.toEqual({ ...order, transfer: null })
    const view = { ...toPublicTrackingView(order), transfer }
    fetchMock.mockImplementation(() => found(view))
    await expect(fetchTrackedOrder(order.order_id)).resolves.toEqual(view)
  })

  it('refuses a public view whose status is not one the shop knows', async () => {
    fetchMock.mockImplementation(() =>
      found({ ...toPublicTrackingView(order), status: 'lost', transfer: null }),
    )
    await contractBreach(fetchTrackedOrder(order.order_id))
  })
})

describe('fetchTransferInstructions', () => {
  it('reads the transfer block of a whole answer', async () => {
    fetchMock.mockImplementation(() => found({ ...toPublicTrackingView(order), transfer }))
    await expect(fetchTransferInstructions(order.order_id)).resolves.toMatchObject({
      state: 'awaiting',
      amount: 20_000,
    })
  })

  it('refuses a transfer whose amount is a string', async () => {
    fetchMock.mockImplementation(() =>
      found({ ...toPublicTrackingView(order), transfer: { ...transfer, amount: '20000' } }),
    )
    await contractBreach(fetchTransferInstructions(order.order_id))
  })
})
