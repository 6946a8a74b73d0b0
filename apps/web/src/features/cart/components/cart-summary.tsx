import type { CartTotals } from '@scentia/domain/cart/cart'
import { formatNairaWithKobo } from '@scentia/domain/money/format'
import { useSampleCreditPreview } from '../../../lib/sample-credits'
import { useCartItems } from '../hooks/use-cart'

/**
 * Subtotal and total in the cart's 2-decimal naira (docs/product.md §S2, §S9); delivery comes at checkout.
 * A signed-in shopper with a paid sample sees its credit on the full bottle.
 */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const credit = useSampleCreditPreview(useCartItems())
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">Subtotal</dt>
        <dd className="font-medium tabular-nums">{formatNairaWithKobo(totals.subtotal)}</dd>
      </div>
      {credit > 0 ? (
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">Sample credit</dt>
          <dd className="font-medium text-emerald-800 tabular-nums">
            −{formatNairaWithKobo(credit)}
          </dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">Delivery</dt>
        <dd className="text-muted">Calculated at checkout</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-serif text-base font-semibold">Total</dt>
        <dd className="font-serif text-lg font-semibold tabular-nums">
          {formatNairaWithKobo(totals.total - credit)}
        </dd>
      </div>
    </dl>
  )
}
