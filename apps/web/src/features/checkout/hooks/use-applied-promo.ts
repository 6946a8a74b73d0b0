import { keepPromo, keptPromoFor, type AppliedPromo } from '@scentia/domain/promo/applied-promo'
import type { CartItem } from '@scentia/domain/cart/cart'
import { useState } from 'react'

/**
 * Where the checkout keeps an applied promo code, beside the spec's own keys. Session storage:
 * a reload of the payment step keeps the code, a new visit starts without one.
 */
export const PROMO_STORAGE_KEY = 'checkout_promo'

function readKept(): unknown {
  try {
    const raw = sessionStorage.getItem(PROMO_STORAGE_KEY)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  } catch {
    // Storage disabled or an unreadable entry: no code is kept.
    return null
  }
}

function writeKept(value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(PROMO_STORAGE_KEY)
    else sessionStorage.setItem(PROMO_STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the code lives for this page only.
  }
}

/**
 * The checkout's applied code, kept across a reload with the cart it was checked on. Once the
 * cart changes (`keptPromoFor`) it is dropped, and the shopper applies it again so the server
 * checks it on the new cart; initialize prices it again in any case (docs/decisions/018).
 */
export function useAppliedPromo(
  items: readonly CartItem[],
): [AppliedPromo | null, (promo: AppliedPromo | null) => void] {
  const [kept, setKept] = useState(readKept)
  const change = (promo: AppliedPromo | null) => {
    const next = promo ? keepPromo(promo, items) : null
    setKept(next)
    writeKept(next)
  }
  return [keptPromoFor(kept, items), change]
}
