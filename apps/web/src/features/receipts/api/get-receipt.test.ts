import { buildReceipt } from '@scentia/domain/receipt/receipt'
import { PAID_CARD_ORDER } from '@scentia/domain/receipt/receipt-fixtures'
import { describe, expect, it, vi } from 'vitest'
import { contractBreach } from '../../../test/contract-breach'
import { jsonResponse } from '../../../test/json-response'
import { getReceipt } from './get-receipt'
import { stubFetchPerTest } from '../../../test/stub-fetch'

// The receipt states what was paid, refunded and the VAT: parsed with its contract (decision
// 042), a drifted answer is a server error, never a receipt printed with a figure missing.

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

/** The server's receipt, made by the same domain function the API answers with. */
const receipt = buildReceipt(PAID_CARD_ORDER, { supportEmail: 'help@scentia.ng' })

describe('getReceipt', () => {
  it('reads a whole receipt', async () => {
    fetchMock.mockImplementation(() => jsonResponse({ success: true, receipt }))
    await expect(getReceipt(receipt.order_id)).resolves.toEqual(receipt)
  })

  it('refuses a receipt without its net paid', async () => {
    const { net_paid: _dropped, ...partial } = receipt
    fetchMock.mockImplementation(() => jsonResponse({ success: true, receipt: partial }))
    const error = await contractBreach(getReceipt(receipt.order_id))
    expect(error.details).toMatchObject({ issues: [{ path: ['receipt', 'net_paid'] }] })
  })
})
