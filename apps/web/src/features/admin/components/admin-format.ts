import { LIST_LABELS, toOrderStatus } from '@scentia/domain/orders/status'

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' })

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
export const formatDate = (iso: string) => dateOnly.format(new Date(iso))

export const statusLabel = (status: string) => LIST_LABELS[toOrderStatus(status)]

/** Payment states as the owner reads them (payments/payment-outcome.ts names). */
export const PAYMENT_LABELS: Record<string, string> = {
  paid: 'Paid',
  refund_due: 'Refund due',
  pending: 'Payment pending',
  failed: 'Payment failed',
  abandoned: 'Abandoned',
  reversed: 'Reversed',
}

export const paymentLabel = (status: string) => PAYMENT_LABELS[status] ?? status
