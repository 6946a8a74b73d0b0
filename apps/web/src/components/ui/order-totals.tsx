import { orderTotalsLines, type OrderTotalsLine } from '@scentia/domain/orders/totals'

interface OrderTotalsProps {
  order: Parameters<typeof orderTotalsLines>[0]
  /** Shopper summaries show delivery only when charged; the owner's console always shows it. */
  delivery?: 'when-charged' | 'always'
  className?: string
}

/**
 * An order's money, itemised as everywhere else (the confirmation mail included): the domain's
 * orderTotalsLines, so the lines add up to the total (docs/product.md §S3 Totals).
 */
export function OrderTotals({
  order,
  delivery = 'when-charged',
  className = 'mt-2 space-y-1',
}: OrderTotalsProps) {
  return (
    <dl className={className}>
      {orderTotalsLines(order, { delivery }).map((line: OrderTotalsLine) => (
        <div
          key={line.id}
          className={
            line.id === 'total' ? 'flex justify-between font-semibold' : 'flex justify-between'
          }
        >
          <dt className={line.id === 'total' ? undefined : 'text-muted'}>{line.label}</dt>
          <dd className="tabular-nums">{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}
