import type { User } from '@scentia/domain/account/user'
import type { CartTotals } from '@scentia/domain/cart/cart'
import { isDeliveryLocationComplete } from '@scentia/domain/shipping/checkout-shipping'
import { formatNairaWithKobo } from '@scentia/domain/money/format'
import { useSampleCreditPreview } from '../../../lib/sample-credits'
import { useSession } from '../../../lib/session'
import { useShippingFee } from '../../../lib/use-shipping-fee'
import { useCartItems } from '../hooks/use-cart'

/** What the cart says while it cannot know where the order goes. */
export const DELIVERY_AT_CHECKOUT = 'Calculated at checkout'

/** Where a signed-in shopper's order goes by default: checkout starts from the same address. */
function defaultAddress(user: User | null) {
  const address = user?.addresses.find((saved) => saved.isPrimary) ?? user?.addresses[0]
  return address && isDeliveryLocationComplete(address)
    ? { state: address.state, lga: address.lga, ward: address.ward }
    : null
}

type Place = { state: string; lga: string; ward: string }

/**
 * Subtotal and total in the cart's 2-decimal naira (docs/product.md §S2, §S9). A signed-in
 * shopper with a saved address sees the delivery fee checkout will show for it, from the same
 * rule and the same server answer (docs/product.md §13); anyone else learns it at checkout, and
 * the cart asks the server nothing for them. A signed-in shopper with a paid sample sees its
 * credit on the full bottle.
 */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const items = useCartItems()
  const credit = useSampleCreditPreview(items)
  const place = defaultAddress(useSession().user)
  const goods = totals.total - credit
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
      {place && items.length > 0 ? (
        <PricedDelivery items={items} place={place} goods={goods} />
      ) : (
        <DeliveryAndTotal delivery={null} total={goods} />
      )}
    </dl>
  )
}

/** The fee for the shopper's saved address, as checkout prices it (lib/use-shipping-fee). */
function PricedDelivery({
  items,
  place,
  goods,
}: {
  items: ReturnType<typeof useCartItems>
  place: Place
  goods: number
}) {
  const shipping = useShippingFee(items, place)
  // Until the server answers (or when it cannot), the cart says what it said before.
  return shipping.isLoading ? (
    <DeliveryAndTotal delivery={null} total={goods} />
  ) : (
    <DeliveryAndTotal
      delivery={{ label: shipping.label, state: place.state }}
      total={goods + shipping.fee}
    />
  )
}

function DeliveryAndTotal({
  delivery,
  total,
}: {
  delivery: { label: string; state: string } | null
  total: number
}) {
  return (
    <>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">
          Delivery
          {delivery ? <span className="block text-xs">to {delivery.state}</span> : null}
        </dt>
        {delivery ? (
          <dd className="font-medium tabular-nums" data-testid="cart-delivery-fee">
            {delivery.label}
          </dd>
        ) : (
          <dd className="text-muted">{DELIVERY_AT_CHECKOUT}</dd>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-serif text-base font-semibold">Total</dt>
        <dd className="font-serif text-lg font-semibold tabular-nums">
          {formatNairaWithKobo(total)}
        </dd>
      </div>
    </>
  )
}
