/**
 * What a button that opens a lazily loaded panel (the phone menu, search, the cart drawer) does
 * while the shopper is on the way to it: the pointer over it, keyboard focus on it, a finger's
 * touch before the tap. Each starts fetching the panel's code, so it opens without a wait although
 * it is not in the first load (docs/product.md §8's budgets). Spread onto the button.
 */
export function preloadOnIntent(load: () => void) {
  return { onPointerEnter: load, onFocus: load, onTouchStart: load }
}
