import type { CartTotals } from '@scentia/domain/cart/cart'
import { formatNairaWithKobo } from '@scentia/domain/money/format'

/** Subtotal and total in the cart's 2-decimal naira (spec §2, §9); delivery comes at checkout. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">Subtotal</dt>
        <dd className="font-medium tabular-nums">{formatNairaWithKobo(totals.subtotal)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">Delivery</dt>
        <dd className="text-muted">Calculated at checkout</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-serif text-base font-semibold">Total</dt>
        <dd className="font-serif text-lg font-semibold tabular-nums">
          {formatNairaWithKobo(totals.total)}
        </dd>
      </div>
    </dl>
  )
}
