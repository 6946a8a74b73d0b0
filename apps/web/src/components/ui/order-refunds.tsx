import { formatNaira } from '@scentia/domain/money/format'
import type { OrderRefund } from '@scentia/domain/orders/order'
import {
  isRefundState,
  REFUND_STATE_TONES,
  refundStateLabel,
  refundTotals,
  type RefundTone,
} from '@scentia/domain/payment/refunds'

const toneClasses: Record<RefundTone, string> = {
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
}

const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' })

function formatDay(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : day.format(time)
}

/**
 * An order's refunds (docs/product.md §12): each with its amount, state and date, then what the
 * order cost once the refunds that went through are taken off, so the totals above stay true
 * after a partial refund. Nothing when the order has none.
 */
export function OrderRefunds({
  order,
  className = 'mt-3 border-t border-line pt-3 text-sm',
}: {
  order: { total_amount: number; refunds?: OrderRefund[] | undefined }
  className?: string
}) {
  const refunds = order.refunds ?? []
  if (refunds.length === 0) return null
  const totals = refundTotals(
    order.total_amount,
    refunds.map((refund) => ({
      amount: refund.amount,
      state: isRefundState(refund.state) ? refund.state : 'pending',
    })),
  )
  return (
    <section aria-label="Refunds" className={className}>
      <h3 className="font-medium">Refunds</h3>
      <ul className="mt-1 space-y-1">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="tabular-nums">
              {formatNaira(refund.amount)}
              <span className="text-muted">
                {' '}
                · {formatDay(refund.settled_at ?? refund.created_at)}
                {refund.method === 'cash' ? ' · cash' : ''}
              </span>
            </span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                toneClasses[isRefundState(refund.state) ? REFUND_STATE_TONES[refund.state] : 'blue']
              }`}
            >
              {refundStateLabel(refund.state)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1">
        {totals.refunded > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">Refunded</dt>
            <dd className="tabular-nums">−{formatNaira(totals.refunded)}</dd>
          </div>
        ) : null}
        {totals.inFlight > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">Refund on its way</dt>
            <dd className="tabular-nums">{formatNaira(totals.inFlight)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between font-semibold">
          <dt>Paid after refunds</dt>
          <dd className="tabular-nums">{formatNaira(totals.netPaid)}</dd>
        </div>
      </dl>
    </section>
  )
}
