import { describe, expect, it } from 'vitest'
import {
  formatPayBy,
  readTransferAccount,
  readTransferInstructions,
  transferInstructions,
  type TransferAccount,
} from './transfer-account'
import { TRANSFER_HOLD_MS } from './transfer'

describe('readTransferAccount', () => {
  const payWithTransfer = {
    status: 'pending',
    account_name: 'PAYSTACK CHECKOUT',
    account_number: '1231084927',
    bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
    account_expires_at: '2026-11-28T13:10:55.000Z',
  }
  it('reads Paystack’s pay-with-transfer answer', () => {
    expect(readTransferAccount(payWithTransfer)).toEqual({
      bank: 'Test Bank',
      accountNumber: '1231084927',
      accountName: 'PAYSTACK CHECKOUT',
      expiresAt: new Date('2026-11-28T13:10:55.000Z'),
    })
  })

  it('reads the account a landed transfer was paid into', () => {
    expect(
      readTransferAccount({
        authorization: { receiver_bank: 'Wema Bank', receiver_bank_account_number: '9903213470' },
      }),
    ).toEqual({
      bank: 'Wema Bank',
      accountNumber: '9903213470',
      accountName: null,
      expiresAt: null,
    })
  })

  it.each([
    ['a card payment', { authorization: { last4: '4081', bank: 'TEST BANK' } }],
    ['no number', { bank: { name: 'Test Bank' } }],
    ['a number that is not a NUBAN', { ...payWithTransfer, account_number: '12-34' }],
    ['a bank without a name', { ...payWithTransfer, bank: {} }],
    ['an overlong bank name', { ...payWithTransfer, bank: { name: 'x'.repeat(200) } }],
    ['not an object', 'pending'],
    ['null', null],
  ])('none for %s', (_name, data) => {
    expect(readTransferAccount(data)).toBeNull()
  })

  it('keeps the account when its expiry is unreadable', () => {
    expect(
      readTransferAccount({ ...payWithTransfer, account_expires_at: 'soon' })?.expiresAt,
    ).toBeNull()
  })
})

describe('transferInstructions', () => {
  const heldSince = new Date('2026-11-28T12:00:00Z')
  const holdEnds = new Date(heldSince.getTime() + TRANSFER_HOLD_MS).toISOString()
  const account: TransferAccount = {
    bank: 'Test Bank',
    accountNumber: '1231084927',
    accountName: 'PAYSTACK CHECKOUT',
    expiresAt: new Date('2026-11-28T12:30:00Z'),
  }
  const facts = {
    paymentStatus: 'pending' as const,
    paymentMethod: 'BANK_TRANSFER',
    orderStatus: 'pending',
    total: 57_500,
    heldSince,
    account,
  }

  it('an awaited transfer: the amount, the account and the earlier deadline', () => {
    expect(transferInstructions(facts)).toEqual({
      state: 'awaiting',
      amount: 57_500,
      bank: 'Test Bank',
      account_number: '1231084927',
      account_name: 'PAYSTACK CHECKOUT',
      pay_by: '2026-11-28T12:30:00.000Z',
    })
  })

  it.each([
    ['no account given', null, holdEnds],
    [
      'an account that outlives the hold',
      { ...account, expiresAt: new Date('2026-11-29T00:00:00Z') },
      holdEnds,
    ],
    ['an account without an expiry', { ...account, expiresAt: null }, holdEnds],
  ])('%s: pay by the end of the hold', (_name, given, payBy) => {
    expect(transferInstructions({ ...facts, account: given })?.pay_by).toBe(payBy)
  })

  it.each([
    ['paid', 'BANK_TRANSFER', 'processing', 'paid'],
    ['abandoned', 'BANK_TRANSFER', 'pending', 'expired'],
    ['failed', 'USSD', 'pending', 'expired'],
    ['pending', 'BANK_TRANSFER', 'cancelled', 'expired'],
    ['pending', 'USSD', 'pending', 'awaiting'],
  ] as const)('%s %s, order %s → %s', (paymentStatus, paymentMethod, orderStatus, state) => {
    const shown = transferInstructions({ ...facts, paymentStatus, paymentMethod, orderStatus })
    expect(shown?.state).toBe(state)
    // A deadline only while there is still something to pay.
    expect(shown?.pay_by === null).toBe(state !== 'awaiting')
  })

  it.each([
    ['a card payment', 'pending', 'CARD'],
    ['pay on delivery', 'pending', 'POD'],
    ['a transfer being refunded', 'refund_due', 'BANK_TRANSFER'],
  ] as const)('nothing for %s', (_name, paymentStatus, paymentMethod) => {
    expect(transferInstructions({ ...facts, paymentStatus, paymentMethod })).toBeNull()
  })
})

describe('readTransferInstructions', () => {
  it('reads back what the API sent', () => {
    const sent = transferInstructions({
      paymentStatus: 'pending',
      paymentMethod: 'BANK_TRANSFER',
      orderStatus: 'pending',
      total: 10_000,
      heldSince: new Date('2026-11-28T12:00:00Z'),
      account: null,
    })
    expect(readTransferInstructions(JSON.parse(JSON.stringify(sent)))).toEqual(sent)
  })
  it.each([[null], [{ state: 'lost', amount: 1 }], [{ state: 'paid' }], ['awaiting']])(
    'none for %j',
    (value) => {
      expect(readTransferInstructions(value)).toBeNull()
    },
  )
})

describe('formatPayBy', () => {
  it.each([
    ['2026-11-28T12:30:00Z', '1:30 pm, 28 November'],
    // Lagos is an hour ahead of UTC: 23:15 UTC is the next morning there.
    ['2026-11-28T23:15:00Z', '12:15 am, 29 November'],
    ['2026-11-28T08:05:00Z', '9:05 am, 28 November'],
  ])('%s reads "%s" in Lagos', (iso, expected) => {
    expect(formatPayBy(new Date(iso))).toBe(expected)
  })
})
