/**
 * Unpaid orders cannot hoard stock (docs/decisions/029-unpaid-orders.md): an order takes a few
 * units of each size at most, and a shopper has few unpaid orders at once, so nobody can empty
 * the shelves with transfers they never send or deliveries they never pay for.
 */

/** The most units of one fragrance size (the full bottle, a sample…) one order may take. */
export const MAX_UNITS_PER_SIZE = 10

/** The most orders a shopper may have waiting for a transfer or for collection at the door. */
export const MAX_UNPAID_ORDERS = 2

/** Why a line asks for too many units, or null when it is within the limit. */
export function unitsPerSizeProblem(name: string, quantity: number): string | null {
  return quantity > MAX_UNITS_PER_SIZE
    ? `You can order up to ${MAX_UNITS_PER_SIZE} of ${name} at a time. Please lower the quantity and try again.`
    : null
}

/**
 * Why the shopper may not start another order that could end up unpaid, or null when they may:
 * they already have the most unpaid orders, so one must be paid or cancelled first.
 */
export function unpaidOrdersProblem(unpaidOrders: number): string | null {
  return unpaidOrders >= MAX_UNPAID_ORDERS
    ? `You already have ${MAX_UNPAID_ORDERS} orders waiting for payment. Please pay for one of them, or cancel one in My Orders, before placing another.`
    : null
}
