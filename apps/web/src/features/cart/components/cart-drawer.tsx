import { cartLineKey } from '@scentia/domain/cart/cart'
import { ShoppingBag } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { MAX_IDS } from '@scentia/domain/catalog/products-query'
import { productsByIdsQueryOptions } from '../../../lib/catalog'
import { useSessionUserId } from '../../../lib/session'
import { useCartCount, useCartItems, useCartTotals } from '../hooks/use-cart'
import { useCartDrawer } from '../stores/cart-drawer-store'
import { EMPTY_CART_MESSAGE, useCartStore } from '../stores/cart-store'
import { CartLine } from './cart-line'
import { CartSummary } from './cart-summary'

/**
 * The cart drawer (docs/product.md §S2), mounted once by the shell: 400 px on desktop, the full width on a
 * phone; lines, subtotal and total, Checkout (closes and goes to /checkout) and Continue
 * Shopping. Escape, the backdrop and × close it; focus returns to the cart button.
 */
export function CartDrawer() {
  const isOpen = useCartDrawer((state) => state.isOpen)
  const close = useCartDrawer((state) => state.close)
  const items = useCartItems()
  const count = useCartCount()
  const totals = useCartTotals()
  const listRef = useRef<HTMLUListElement>(null)
  const emptyRef = useRef<HTMLDivElement>(null)
  useCartReconciliation(isOpen)

  // A removed line takes its buttons with it: land on the list (or the empty state) instead.
  function focusAfterRemoval() {
    setTimeout(() => {
      ;(listRef.current ?? emptyRef.current)?.focus()
    }, 0)
  }

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title="Your Cart"
      placement="right"
      headerExtra={
        count > 0 ? (
          <span className="mr-1 text-sm text-muted">
            {count === 1 ? '1 item' : `${count} items`}
          </span>
        ) : null
      }
    >
      {items.length === 0 ? (
        <div
          ref={emptyRef}
          tabIndex={-1}
          className="flex h-full flex-col items-center justify-center gap-4 px-8 py-16 text-center outline-none"
        >
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-sand">
            <ShoppingBag aria-hidden="true" className="size-7 text-gold-deep" strokeWidth={1.4} />
          </span>
          <p className="font-serif text-xl">{EMPTY_CART_MESSAGE}</p>
          <p className="max-w-64 text-sm text-muted">
            Discover a fragrance you love and it will wait for you here.
          </p>
          <ButtonLink to="/shop" variant="primary" onClick={close} className="mt-2">
            Continue Shopping
          </ButtonLink>
        </div>
      ) : (
        <div className="flex h-full flex-col">
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label="Items in your cart"
            className="min-h-0 flex-1 divide-y divide-line overflow-y-auto px-5 outline-none"
          >
            {items.map((item) => (
              <CartLine
                key={cartLineKey(item)}
                item={item}
                onRemoved={focusAfterRemoval}
                onNavigate={close}
              />
            ))}
          </ul>
          <div className="border-t border-line bg-sand/60 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            <CartSummary totals={totals} />
            <div className="mt-4 grid gap-2">
              <ButtonLink to="/checkout" variant="primary" size="lg" onClick={close}>
                Checkout
              </ButtonLink>
              <Button variant="outline" size="lg" onClick={close}>
                Continue Shopping
              </Button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  )
}

/**
 * Keeps saved lines in step with the catalogue (prices, stock caps) while the drawer is open: it
 * reads its own lines' products by id (GET /api/products?ids=, docs/product.md §11), never the
 * catalogue, and only when the shopper looks at the cart.
 */
function useCartReconciliation(isOpen: boolean) {
  // The signed-in shopper's reads live under their own key (docs/product.md §S4 Product cache).
  const userId = useSessionUserId()
  const items = useCartItems()
  const ids = [...new Set(items.map((item) => item.id))].slice(0, MAX_IDS)
  const { data } = useQuery({
    ...productsByIdsQueryOptions(ids, userId),
    enabled: isOpen && ids.length > 0,
  })
  const reconcile = useCartStore((state) => state.reconcile)
  useEffect(() => {
    if (data) reconcile(data.products)
  }, [data, reconcile])
}
