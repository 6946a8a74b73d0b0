import { cartLineKey, cartSubtotal, lineTotal, type CartItem } from '@scentia/domain/cart/cart'
import { formatNaira } from '@scentia/domain/money/format'
import { RotateCcw, ShieldCheck } from 'lucide-react'
import type { CheckoutTotals } from '../hooks/use-checkout-totals'
import { FreeReturnsLink } from '../../../components/ui/free-returns-link'
import { ThumbLine } from '../../../components/ui/thumb-line'
import { HeadedSection } from '../../../components/ui/headed-section'

interface OrderSummaryProps {
  items: readonly CartItem[]
  shippingLabel: string
  /** The checkout's figures: the total and the sample credit preview. */
  totals: Pick<CheckoutTotals, 'total' | 'sampleCredit'> & Partial<Pick<CheckoutTotals, 'giftWrap'>>
  /** An applied promo code: its line sits between the subtotal and shipping. */
  promo?: { code: string; discount: number } | null
}

/** docs/product.md §S2: the Order Summary sidebar. */
export function OrderSummary({
  items,
  shippingLabel,
  totals: { total, sampleCredit, giftWrap = 0 },
  promo,
}: OrderSummaryProps) {
  return (
    <HeadedSection
      headingId="order-summary-heading"
      title="Order Summary"
      className="rounded-3xl border border-line bg-sand/60 p-5 sm:p-6"
    >
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={cartLineKey(item)} className="flex items-center gap-3 py-3">
            <ThumbLine image={item.image}>
              <p className="truncate font-serif">{item.name}</p>
              {item.sizeLabel ? <p className="text-sm text-muted">{item.sizeLabel}</p> : null}
              <p className="text-sm text-muted">Qty: {item.quantity}</p>
            </ThumbLine>
            <p className="text-sm font-medium tabular-nums">{formatNaira(lineTotal(item))}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatNaira(cartSubtotal(items))}</dd>
        </div>
        {sampleCredit > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">Sample credit</dt>
            <dd className="text-emerald-800 tabular-nums">−{formatNaira(sampleCredit)}</dd>
          </div>
        ) : null}
        {promo ? (
          <div className="flex justify-between">
            <dt className="text-muted">Discount ({promo.code})</dt>
            <dd className="tabular-nums">−{formatNaira(promo.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd className="tabular-nums">{shippingLabel}</dd>
        </div>
        {giftWrap > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">Gift wrap</dt>
            <dd className="tabular-nums">{formatNaira(giftWrap)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatNaira(total)}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-2 text-xs text-muted">
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-gold-deep" />
          Secure SSL Payment
        </li>
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-4 text-gold-deep" />
          <FreeReturnsLink />
        </li>
      </ul>
    </HeadedSection>
  )
}
