import { ShoppingBag } from 'lucide-react'
import { useCartCount } from '../hooks/use-cart'
import { useCartDrawer } from '../stores/cart-drawer-store'
import { preloadOnIntent } from '../../../lib/preload-on-intent'

/** The drawer's code, fetched while the finger or pointer is on its way (it loads on first open). */
function preloadDrawer() {
  void import('./cart-drawer')
}

/** 'Cart, 3 items': the button's name carries the count the badge shows. */
export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
}

/**
 * The header's cart button (docs/product.md §S2): opens the drawer; the badge shows the sum of quantities
 * when above 0.
 */
export function CartButton() {
  const count = useCartCount()
  const open = useCartDrawer((state) => state.open)
  return (
    <button
      type="button"
      onClick={open}
      {...preloadOnIntent(preloadDrawer)}
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/[0.06]"
    >
      <ShoppingBag aria-hidden="true" className="size-[1.35rem]" strokeWidth={1.6} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute top-1 right-0.5 inline-flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-gold px-1 text-[0.65rem] leading-none font-bold text-ink tabular-nums ring-2 ring-cream"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  )
}
