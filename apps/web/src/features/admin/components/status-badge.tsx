import { toOrderStatus, type OrderStatus } from '@scentia/domain/orders/status'
import { paymentLabel, statusLabel } from './admin-format'

const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-stone-200 text-stone-800',
  refunded: 'bg-orange-100 text-orange-900',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[toOrderStatus(status)]}`}
    >
      {statusLabel(status)}
    </span>
  )
}

export function PaymentBadge({ status }: { status: string }) {
  const tone = status === 'paid' ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>
      {paymentLabel(status)}
    </span>
  )
}
