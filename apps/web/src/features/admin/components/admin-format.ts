import { isOrderPaymentStatus, PAYMENT_STATUS_LABELS } from '@scentia/domain/payment/payment-status'
import { LIST_LABELS, toOrderStatus } from '@scentia/domain/orders/status'

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' })

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
export const formatDate = (iso: string) => dateOnly.format(new Date(iso))

export const statusLabel = (status: string) => LIST_LABELS[toOrderStatus(status)]

/** Payment states as the owner reads them: the domain's labels; an unknown word shows as it is. */
export const paymentLabel = (status: string): string =>
  isOrderPaymentStatus(status) ? PAYMENT_STATUS_LABELS[status] : status
