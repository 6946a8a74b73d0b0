import type { CartItem } from '../cart/cart'

/** A code the server accepted for the cart, with its preview of the discount. */
export interface AppliedPromo {
  code: string
  /** The server's preview; initialize prices the code again and its figure is the one charged. */
  discount: number
}

/** An applied code as the browser keeps it: with the cart it was checked on. */
export interface KeptPromo extends AppliedPromo {
  cart: string
}

type PricedLine = Pick<CartItem, 'id' | 'sizeId' | 'quantity' | 'price'>

/**
 * The cart a code was checked on, as a string: its lines, their sizes, quantities and prices, in
 * any order. Any change to one of them changes the discount a code gives (or whether its
 * minimum is met), so the code must be checked again.
 */
export function promoCartKey(items: readonly PricedLine[]): string {
  return items
    .map(
      (line) =>
        `${String(line.id)}:${String(line.sizeId ?? '')}x${String(line.quantity)}@${String(line.price)}`,
    )
    .sort()
    .join(',')
}

/** What to keep once the server accepted `promo` for `items`. */
export function keepPromo(promo: AppliedPromo, items: readonly PricedLine[]): KeptPromo {
  return { code: promo.code, discount: promo.discount, cart: promoCartKey(items) }
}

/**
 * The kept code, if it was checked on this very cart; null when nothing readable is kept or the
 * cart has changed since (a line added, removed, its quantity or price moved), so the shopper
 * applies it again and the server checks it on the cart as it now stands.
 */
export function keptPromoFor(kept: unknown, items: readonly PricedLine[]): AppliedPromo | null {
  if (typeof kept !== 'object' || kept === null) return null
  const { code, discount, cart } = kept as Partial<Record<keyof KeptPromo, unknown>>
  if (typeof code !== 'string' || typeof cart !== 'string') return null
  if (typeof discount !== 'number' || !Number.isInteger(discount) || discount < 0) return null
  if (items.length === 0 || cart !== promoCartKey(items)) return null
  return { code, discount }
}
