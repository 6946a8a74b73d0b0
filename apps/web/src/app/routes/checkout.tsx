import { cartTotals, lineTotal } from '@scentia/domain/cart/cart'
import { formatNairaWithKobo } from '@scentia/domain/money/format'
import { ArrowLeft, Mail } from 'lucide-react'
import { Link, Navigate } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { CartSummary } from '../../features/cart/components/cart-summary'
import { useCartItems } from '../../features/cart/hooks/use-cart'
import { useAppConfig } from '../../lib/app-config'

/**
 * Checkout until card payment lands (a later issue replaces this screen): what the shopper is
 * buying and what it costs, and the way to place the order today — by email, with the cart
 * already written into the message.
 */
export function CheckoutRoute() {
  const items = useCartItems()
  const { data: config } = useAppConfig()

  // Spec §2: an empty cart has nothing to check out; the cart page says so and what to do.
  if (items.length === 0) return <Navigate to="/cart" replace />

  const totals = cartTotals(items)
  const orderText = [
    'Hello Scentia, I would like to order:',
    '',
    ...items.map((item) => `${item.quantity} × ${item.name} (${formatNairaWithKobo(lineTotal(item))})`),
    '',
    `Subtotal: ${formatNairaWithKobo(totals.subtotal)}`,
    '',
    'My delivery address (street, ward, LGA, state):',
    'My phone number:',
  ].join('\n')
  const mailto = config
    ? `mailto:${config.supportEmail}?subject=${encodeURIComponent('Order request')}&body=${encodeURIComponent(orderText)}`
    : null

  return (
    <div className="mx-auto max-w-3xl px-5 pt-6 pb-16 md:px-8 md:pt-10">
      <title>Checkout · Scentia</title>
      <Link
        to="/cart"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Cart
      </Link>
      <h1 className="mt-2 font-serif text-4xl tracking-tight">Checkout</h1>

      <section
        aria-labelledby="summary-heading"
        className="mt-8 rounded-3xl border border-line bg-sand/60 p-5 sm:p-6"
      >
        <h2 id="summary-heading" className="font-serif text-xl">
          Order Summary
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-3">
              <img
                src={item.image}
                alt=""
                width={56}
                height={70}
                className="h-[70px] w-14 shrink-0 rounded-lg bg-sand object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-serif">{item.name}</p>
                <p className="text-sm text-muted">Qty {item.quantity}</p>
              </div>
              <p className="text-sm font-medium tabular-nums">
                {formatNairaWithKobo(lineTotal(item))}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-line pt-4">
          <CartSummary totals={totals} />
        </div>
      </section>

      <section aria-labelledby="place-order-heading" className="mt-8">
        <h2 id="place-order-heading" className="font-serif text-xl">
          Place your order
        </h2>
        <p className="mt-2 leading-relaxed text-muted">
          Send us your order by email, with your delivery address and phone number. We will reply
          with the delivery fee to your ward and how to pay, then dispatch your fragrances.
        </p>
        {mailto ? (
          <a href={mailto} className={buttonClasses({ size: 'lg', className: 'mt-5' })}>
            <Mail aria-hidden="true" className="size-4" />
            Email your order
          </a>
        ) : null}
      </section>
    </div>
  )
}
