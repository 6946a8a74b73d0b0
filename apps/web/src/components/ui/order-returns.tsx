import { formatNaira } from '@scentia/domain/money/format'
import type { OrderReturn } from '@scentia/domain/orders/order'
import { orderItemLabel } from '@scentia/domain/orders/totals'
import {
  isReturnReason,
  RETURN_REASON_LABELS,
  returnStateHelp,
  returnStateLabel,
  returnStateTone,
  type ReturnTone,
} from '@scentia/domain/payment/returns'

export const returnToneClasses: Record<ReturnTone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
}

/** A return's state as a badge with its own label and colour (docs/product.md §12). */
export function ReturnStateBadge({ state }: { state: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${returnToneClasses[returnStateTone(state)]}`}
    >
      {returnStateLabel(state)}
    </span>
  )
}

export function returnReasonLabel(reason: string): string {
  return isReturnReason(reason) ? RETURN_REASON_LABELS[reason] : reason
}

/**
 * An order's returns, for its shopper: what goes back, the state, and what to do or expect next
 * (once approved, where to send it). Nothing when the order has none.
 */
export function OrderReturns({
  order,
  className = 'mt-3 border-t border-line pt-3 text-sm',
}: {
  order: {
    cart_items: { name: string; size?: string | null; isSample?: boolean }[]
    returns?: OrderReturn[] | undefined
  }
  className?: string
}) {
  const returns = order.returns ?? []
  if (returns.length === 0) return null
  return (
    <section aria-label="Returns" className={className}>
      <h3 className="font-medium">Returns</h3>
      <ul className="mt-1 space-y-3">
        {returns.map((entry) => (
          <li key={entry.id} data-return-state={entry.state}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {entry.lines
                  .map(({ line, quantity }) => {
                    const item = order.cart_items[line]
                    return `${item ? orderItemLabel(item) : 'Item'} × ${String(quantity)}`
                  })
                  .join(', ')}
              </span>
              <ReturnStateBadge state={entry.state} />
            </div>
            <p className="mt-1 text-muted">
              {returnStateHelp(entry.state, entry.owner_note)}
              {entry.amount !== null && entry.amount > 0
                ? ` Refund: ${formatNaira(entry.amount)}.`
                : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
