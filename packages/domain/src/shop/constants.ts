/**
 * The storefront's remaining business constants (docs/product.md §S9). Rules with their own module keep
 * theirs there: token margin (session/token), cache lifetimes (session/cache), payment retries
 * and timeouts (checkout/recovery), order progress steps (orders/status).
 */

/** Every API call gives up after 60 s (docs/product.md §S7). */
export const API_TIMEOUT_MS = 60_000

/** The splash screen fades out after 5 s (docs/product.md §S2). */
export const SPLASH_MS = 5_000

/** 'Order ID copied!' shows for 2 s (docs/product.md §S2 Order confirmation). */
export const COPY_CONFIRMATION_MS = 2_000

/** Toast lifetimes by kind (docs/product.md §S9): react-hot-toast's own defaults, written down. */
export const TOAST_DURATIONS_MS = {
  blank: 4_000,
  error: 4_000,
  custom: 4_000,
  success: 2_000,
  loading: Number.POSITIVE_INFINITY,
} as const

/** At most 20 toasts at once (docs/product.md §S9). */
export const TOAST_LIMIT = 20

/** The confirmation page's confetti: 50 pieces, updated every 50 ms (docs/product.md §S9). */
export const CONFETTI_PIECES = 50
export const CONFETTI_INTERVAL_MS = 50

/** Orders listed in the account panel; 'View all orders' shows when there are more (docs/product.md §S2). */
export const RECENT_ORDERS = 2

/** Items an order card shows before '+N more items' (docs/product.md §S2, §S9). */
export const ORDER_CARD_PREVIEW = 1

/** Below this width, in px, the header shows the menu button (docs/product.md §S9). */
export const MOBILE_BREAKPOINT = 768

/** The cart drawer's width on desktop, in px (docs/product.md §S2, §S9). */
export const CART_DRAWER_WIDTH = 400

/** Browser storage keys (docs/product.md §S9); kept as the spec names them. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  userData: 'user_data',
  lastProfileUpdate: 'last_profile_update',
  orderCache: 'order-store-cache',
  cartItems: 'perfume_cart_items',
} as const

/** Home after registration completion or a password change (docs/product.md §S2, §S9). */
export const SUCCESS_REDIRECT_MS = 2_000

/** Home after an invalid reset token (docs/product.md §S2, §S9). */
export const RESET_TOKEN_FAILURE_REDIRECT_MS = 5_000

/** A profile refresh follows an address or profile change after about 1 s (docs/product.md §S4). */
export const PROFILE_REFRESH_AFTER_CHANGE_MS = 1_000

/** 'Free returns within 30 days' (docs/product.md §S2, §S9). */
export const FREE_RETURNS_DAYS = 30
