import {
  addToCart,
  clearCart,
  decrementQuantity,
  incrementQuantity,
  reconcileCart,
  removeFromCart,
  setQuantity,
  type CartChange,
  type CartItem,
  type CartLineKey,
  type CartProduct,
} from '@scentia/domain/cart/cart'
import { parseStoredCart } from '@scentia/domain/cart/stored-cart'
import { create } from 'zustand'
import { isHydrating } from '../../../lib/hydration'
import { toast } from '../../../lib/toast'

/** docs/product.md §S3 and §S9: the cart lives in the browser under this key. */
export const CART_STORAGE_KEY = 'perfume_cart_items'

/** docs/product.md §S2: what the drawer and the cart page say with nothing in the cart. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty'

/** docs/product.md §S4: the toast shown when the cart is cleared. */
export const CART_CLEARED_MESSAGE = 'Cart cleared successfully'

/** localStorage throws when it is disabled or full; the cart then lives for this tab only. */
function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY))
  } catch {
    return []
  }
}

function writeStoredCart(items: readonly CartItem[]) {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items))
  } catch {
    // Private mode or a full quota: keep the cart in memory rather than fail the click.
  }
}

interface CartStore {
  items: CartItem[]
  /** Adds one of the product's default size, or of `sizeId` (each size is a line). */
  add: (product: CartProduct, sizeId?: number) => void
  /** Lines are keyed by product and size (cartLineKey); a bare product id is its default size. */
  increment: (key: CartLineKey) => void
  decrement: (key: CartLineKey) => void
  setQuantity: (key: CartLineKey, quantity: number) => void
  remove: (key: CartLineKey) => void
  clear: () => void
  /** Lines refreshed from the catalogue (price, stock), quantities cut to stock. */
  reconcile: (products: readonly CartProduct[]) => void
  /** Reads the stored cart again (another tab changed it, or a test set it). */
  reload: () => void
}

/**
 * The cart (docs/product.md §S4). Every rule is the domain's; this store only keeps the result, saves it on
 * every change and shows the rule's message as an error toast. Loaded from storage at start.
 */
export const useCartStore = create<CartStore>()((set, get) => {
  function apply(change: CartChange) {
    set({ items: change.items })
    // One toast id: tapping + at the cap repeats the same message instead of stacking copies.
    if (change.error) toast.error(change.error, { id: 'cart-stock-limit' })
  }
  return {
    // A server-rendered page hydrates with the visitor's empty cart; loadStoredCart() follows.
    items: isHydrating() ? [] : readStoredCart(),
    add: (product, sizeId) => {
      apply(addToCart(get().items, product, sizeId))
    },
    increment: (key) => {
      apply(incrementQuantity(get().items, key))
    },
    decrement: (key) => {
      apply(decrementQuantity(get().items, key))
    },
    setQuantity: (key, quantity) => {
      apply(setQuantity(get().items, key, quantity))
    },
    remove: (key) => {
      set({ items: removeFromCart(get().items, key) })
    },
    clear: () => {
      set({ items: clearCart() })
      toast.success(CART_CLEARED_MESSAGE)
    },
    reconcile: (products) => {
      const result = reconcileCart(get().items, products)
      if (result.changed) set({ items: result.items })
    },
    reload: () => {
      set({ items: readStoredCart() })
    },
  }
})

// Saves on every change (docs/product.md §S4), except a change that came from storage itself.
let isReadingStorage = false
useCartStore.subscribe((state, previous) => {
  if (state.items !== previous.items && !isReadingStorage) writeStoredCart(state.items)
})

/** Fills the cart from storage after hydration, without writing it back. */
export function loadStoredCart(): void {
  isReadingStorage = true
  try {
    useCartStore.getState().reload()
  } finally {
    isReadingStorage = false
  }
}

// Another tab changed the cart: follow it, so two open tabs never overwrite each other's lines.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return
    loadStoredCart()
  })
}
