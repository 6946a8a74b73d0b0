import { listLabel, toOrderStatus, type OrderStatus } from '@scentia/domain/orders/status'

const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
  refunded: 'bg-orange-100 text-orange-900',
}

/** My Orders' status badge with the spec's list labels. */
export function StatusBadge({ status }: { status: string }) {
  const known = toOrderStatus(status)
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[known]}`}>
      {listLabel(known)}
    </span>
  )
}
