import { formatNaira } from '@scentia/domain/money/format'
import {
  hasDiscountLine,
  hasSampleCreditLine,
  hasShippingLine,
  orderSubtotal,
} from '@scentia/domain/orders/totals'

interface OrderTotalsProps {
  order: {
    total_amount: number
    shipping_fee?: number | null
    sample_credit?: number
    promo_code?: string | null
    discount?: number
  }
  className?: string
}

/** An order's subtotal, sample credit and promo discount (issue 14), shipping (only when a fee exists) and total, by the domain's rules (docs/product.md §S3 Totals). */
export function OrderTotals({ order, className = 'mt-2 space-y-1' }: OrderTotalsProps) {
  return (
    <dl className={className}>
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatNaira(orderSubtotal(order))}</dd>
      </div>
      {hasSampleCreditLine(order) ? (
        <div className="flex justify-between">
          <dt className="text-muted">Sample credit</dt>
          <dd className="tabular-nums">−{formatNaira(order.sample_credit ?? 0)}</dd>
        </div>
      ) : null}
      {hasDiscountLine(order) ? (
        <div className="flex justify-between">
          <dt className="text-muted">Discount{order.promo_code ? ` (${order.promo_code})` : ''}</dt>
          <dd className="tabular-nums">−{formatNaira(order.discount ?? 0)}</dd>
        </div>
      ) : null}
      {hasShippingLine(order) ? (
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd className="tabular-nums">{formatNaira(order.shipping_fee ?? 0)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatNaira(order.total_amount)}</dd>
      </div>
    </dl>
  )
}
