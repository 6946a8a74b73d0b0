import { formatNaira } from '@scentia/domain/money/format'
import { hasDiscountLine, hasShippingLine, orderSubtotal } from '@scentia/domain/orders/totals'

interface OrderTotalsProps {
  order: {
    total_amount: number
    shipping_fee?: number | null
    promo_code?: string | null
    discount?: number
  }
  className?: string
}

/** An order's subtotal, promo discount (issue 14), shipping (only when a fee exists) and total, by the domain's rules (spec §3 Totals). */
export function OrderTotals({ order, className = 'mt-2 space-y-1' }: OrderTotalsProps) {
  return (
    <dl className={className}>
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatNaira(orderSubtotal(order))}</dd>
      </div>
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
