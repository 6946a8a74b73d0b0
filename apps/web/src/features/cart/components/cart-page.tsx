import { cartLineKey } from '@scentia/domain/cart/cart'
import { ArrowRight, ShoppingBag } from 'lucide-react'
import { Button, ButtonLink } from '../../../components/ui/button'
import { FreeReturnsLink } from '../../../components/ui/free-returns-link'
import { useCartCount, useCartItems, useCartTotals } from '../hooks/use-cart'
import { EMPTY_CART_MESSAGE, useCartStore } from '../stores/cart-store'
import { CartLine } from './cart-line'
import { CartSummary } from './cart-summary'
import { HeadedSection } from '../../../components/ui/headed-section'

/**
 * The /cart page (docs/product.md §S2): the whole cart with totals, Clear Cart, Checkout and Continue
 * Shopping; the empty state points back to the shop. Checkout's back arrow lands here.
 */
export function CartPage() {
  const items = useCartItems()
  const count = useCartCount()
  const totals = useCartTotals()
  const clear = useCartStore((state) => state.clear)

  function focusHeading() {
    setTimeout(() => {
      document.getElementById('cart-heading')?.focus()
    }, 0)
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 md:pt-12 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-5">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
            Your selection
          </p>
          <h1
            id="cart-heading"
            tabIndex={-1}
            className="mt-1 font-serif text-3xl tracking-tight outline-none sm:text-4xl"
          >
            Shopping Cart
          </h1>
        </div>
        {items.length > 0 ? (
          <p className="text-sm text-muted">{count === 1 ? '1 item' : `${count} items`}</p>
        ) : null}
      </header>

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-20 text-center">
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand">
            <ShoppingBag aria-hidden="true" className="size-9 text-gold-deep" strokeWidth={1.3} />
          </span>
          <h2 className="font-serif text-2xl">{EMPTY_CART_MESSAGE}</h2>
          <p className="max-w-sm text-muted">
            Explore our fragrances and find a scent that feels like yours.
          </p>
          <ButtonLink to="/shop" variant="primary" size="lg" className="mt-2">
            Continue Shopping
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:gap-12">
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="sr-only">
              Items
            </h2>
            <ul className="divide-y divide-line">
              {items.map((item) => (
                <CartLine key={cartLineKey(item)} item={item} size="md" onRemoved={focusHeading} />
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
              <ButtonLink to="/shop" variant="link">
                Continue Shopping
              </ButtonLink>
              <Button
                variant="ghost"
                size="md"
                onClick={() => {
                  clear()
                  focusHeading()
                }}
              >
                Clear Cart
              </Button>
            </div>
          </section>
          <HeadedSection
            headingId="cart-summary-heading"
            title="Order Summary"
            as="aside"
            className="h-fit rounded-3xl border border-line bg-sand/60 p-5 sm:p-6 lg:sticky lg:top-28"
            headingClassName="mb-4 font-serif text-xl"
          >
            <CartSummary totals={totals} />
            <ButtonLink to="/checkout" variant="primary" size="lg" className="mt-6 w-full">
              Checkout
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ul className="mt-4 space-y-1 text-center text-xs text-muted">
              <li>Secure card payment</li>
              <li>
                <FreeReturnsLink />
              </li>
            </ul>
          </HeadedSection>
        </div>
      )}
    </div>
  )
}
