import {
  canIncrement,
  cartItemCount,
  cartLineKey,
  cartTotals,
  maxQuantity,
  type CartLineKey,
} from '@scentia/domain/cart/cart'
import { useCartStore } from '../stores/cart-store'

/** The header badge's number: the sum of quantities (docs/product.md §S2). */
export function useCartCount(): number {
  return useCartStore((state) => cartItemCount(state.items))
}

export function useCartItems() {
  return useCartStore((state) => state.items)
}

/** Subtotal, shipping (0 until checkout knows the address) and total. */
export function useCartTotals() {
  const items = useCartItems()
  return cartTotals(items)
}

/** How many of a product (a bare id: its full bottle) or of one size the cart holds. */
export function useCartLine(key: CartLineKey) {
  const line = useCartStore((state) =>
    state.items.find((item) => cartLineKey(item) === String(key)),
  )
  return {
    line,
    quantity: line?.quantity ?? 0,
    max: line ? maxQuantity(line) : null,
    canIncrement: line ? canIncrement(line) : true,
  }
}
