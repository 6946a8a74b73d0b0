/**
 * Where a transfer goes, and what the shopper is told about it until the money lands
 * (docs/product.md §10, docs/decisions/037-transfer-instructions.md). Paystack's pay-with-transfer
 * answer names a temporary account: `account_name`, `account_number`, `bank: { name }` and
 * `account_expires_at`. Once a transfer has landed its transaction names the account paid into as
 * `authorization.receiver_bank` and `authorization.receiver_bank_account_number`. The shop keeps
 * whichever it is given, so the thank-you and track pages can repeat it after the pop-up closes.
 */
import { isTransferMethod, TRANSFER_HOLD_MS } from './transfer'
import type { OrderPaymentStatus } from './payment-status'

export interface TransferAccount {
  bank: string
  accountNumber: string
  /** Paystack names the account (often the shop's name); absent on a landed transfer's record. */
  accountName: string | null
  /** When Paystack closes the account; null when it did not say. */
  expiresAt: Date | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A short printable word, or null: these are shown to shoppers, so nothing long or empty. */
function word(value: unknown, max = 120): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed !== '' && trimmed.length <= max ? trimmed : null
}

/** Nigerian bank accounts (NUBAN) are 10 digits; Paystack's test accounts are too. */
const ACCOUNT_NUMBER = /^\d{10}$/

function date(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? null : parsed
}

/**
 * The account in a Paystack transaction's data (verify, charge or webhook), or null when it names
 * none or names it in a shape we cannot trust (a bank without a number, a number that is not 10
 * digits): the pages then show the amount and the deadline without an account.
 */
export function readTransferAccount(data: unknown): TransferAccount | null {
  if (!isRecord(data)) return null
  const bank = isRecord(data.bank) ? word(data.bank.name) : word(data.bank)
  const accountNumber = word(data.account_number)
  if (bank && accountNumber && ACCOUNT_NUMBER.test(accountNumber)) {
    return {
      bank,
      accountNumber,
      accountName: word(data.account_name),
      expiresAt: date(data.account_expires_at),
    }
  }
  const paid = isRecord(data.authorization) ? data.authorization : null
  const receiverBank = paid ? word(paid.receiver_bank) : null
  const receiverNumber = paid ? word(paid.receiver_bank_account_number) : null
  if (receiverBank && receiverNumber && ACCOUNT_NUMBER.test(receiverNumber)) {
    return { bank: receiverBank, accountNumber: receiverNumber, accountName: null, expiresAt: null }
  }
  return null
}

/** Where a transfer stands, as the shopper reads it. */
export type TransferState = 'awaiting' | 'paid' | 'expired'

/**
 * What the thank-you and track pages show about a transfer order (the wire's names): its state, the
 * amount to send, the account and the deadline. The account is Paystack's, not the shopper's,
 * so the public track view carries it too.
 */
export interface TransferInstructions {
  state: TransferState
  /** Integer naira: the order's total, exactly what must arrive. */
  amount: number
  bank: string | null
  account_number: string | null
  account_name: string | null
  /** ISO: the account's expiry or the end of the shop's hold, whichever is first; null once settled. */
  pay_by: string | null
}

export interface TransferOrderFacts {
  paymentStatus: OrderPaymentStatus
  paymentMethod: string
  orderStatus: string
  /** Integer naira. */
  total: number
  /** When the order started holding its stock (the hold's window counts from here). */
  heldSince: Date
  account: TransferAccount | null
}

function transferState(facts: TransferOrderFacts): TransferState | null {
  if (facts.orderStatus.trim().toLowerCase() === 'cancelled') return 'expired'
  switch (facts.paymentStatus) {
    case 'pending':
      return 'awaiting'
    case 'paid':
      return 'paid'
    case 'abandoned':
    case 'failed':
      return 'expired'
    default:
      // refund_due and reversed are support's to explain: the pages say nothing of a transfer.
      return null
  }
}

/**
 * The instructions for a transfer or USSD order, null for any other payment. The deadline is the
 * earlier of the account's own expiry (when Paystack gave one) and the end of the shop's hold
 * (TRANSFER_HOLD_MS): after either, money sent may not reach the order.
 */
export function transferInstructions(facts: TransferOrderFacts): TransferInstructions | null {
  if (!isTransferMethod(facts.paymentMethod)) return null
  const state = transferState(facts)
  if (state === null) return null
  const holdEnds = new Date(facts.heldSince.getTime() + TRANSFER_HOLD_MS)
  const accountCloses = facts.account?.expiresAt
  const payBy = accountCloses && accountCloses < holdEnds ? accountCloses : holdEnds
  return {
    state,
    amount: facts.total,
    bank: facts.account?.bank ?? null,
    account_number: facts.account?.accountNumber ?? null,
    account_name: facts.account?.accountName ?? null,
    pay_by: state === 'awaiting' ? payBy.toISOString() : null,
  }
}

/** The heading the pages give each state. */
export const TRANSFER_STATE_TITLES: Record<TransferState, string> = {
  awaiting: 'Awaiting your transfer',
  paid: 'Transfer received',
  expired: 'Transfer not received: order cancelled',
}

/** Reads the wire's instructions back (the storefront's side); null for anything else. */
export function readTransferInstructions(value: unknown): TransferInstructions | null {
  if (!isRecord(value)) return null
  const { state, amount } = value
  if (state !== 'awaiting' && state !== 'paid' && state !== 'expired') return null
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null
  const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null)
  return {
    state,
    amount,
    bank: text(value.bank),
    account_number: text(value.account_number),
    account_name: text(value.account_name),
    pay_by: text(value.pay_by),
  }
}

const payByFormat = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  hourCycle: 'h12',
  hour: 'numeric',
  minute: '2-digit',
  day: 'numeric',
  month: 'long',
})

/** "1:30 pm, 28 November": the deadline in Lagos time, whatever the device's zone. */
export function formatPayBy(payBy: Date): string {
  const parts = payByFormat.formatToParts(payBy)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}, ${part('day')} ${part('month')}`
}
