import { cartLineKey, maxQuantity, type CartItem } from './cart'

// The cart as the browser keeps it (docs/product.md §S3): reading back what storage holds, which may be
// stale, tampered with or garbage. The cart's rules themselves are in cart.ts.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Strings from storage are shown on screen; cap them so a tampered entry cannot bloat the UI. */
const MAX_STORED_TEXT = 500

function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_STORED_TEXT
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

function parseStoredLine(entry: unknown): CartItem | null {
  if (!isRecord(entry)) return null
  const { id, name, price, image, quantity, productId, stock, sizeId, sizeLabel } = entry
  if (!isWholeNumber(id) || !isShortString(name) || !isShortString(image)) return null
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null
  if (!isWholeNumber(quantity) || quantity < 1) return null
  if (productId !== undefined && !isShortString(productId)) return null
  if (stock !== undefined && !isWholeNumber(stock)) return null
  if (sizeId !== undefined && !isWholeNumber(sizeId)) return null
  if (sizeLabel !== undefined && !isShortString(sizeLabel)) return null
  const line: CartItem = { id, name, price, image, quantity }
  if (productId !== undefined) line.productId = productId
  if (stock !== undefined) line.stock = stock
  if (sizeId !== undefined) line.sizeId = sizeId
  if (sizeLabel !== undefined) line.sizeLabel = sizeLabel
  const max = maxQuantity(line)
  if (max < 1) return null
  line.quantity = Math.min(quantity, max)
  return line
}

/**
 * Reads the cart kept under `perfume_cart_items` (docs/product.md §S3): a JSON string or an already-parsed
 * value. Entries that fail the type checks are dropped (spec: "Stored entries that fail the type
 * checks are dropped on load"), a repeated line (product and size) keeps its first entry, quantities above the cap are
 * cut down, and anything that is not a list — garbage JSON included — is an empty cart.
 */
export function parseStoredCart(raw: unknown): CartItem[] {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown
    } catch {
      return []
    }
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const items: CartItem[] = []
  for (const entry of value as unknown[]) {
    const line = parseStoredLine(entry)
    if (!line || seen.has(cartLineKey(line))) continue
    seen.add(cartLineKey(line))
    items.push(line)
  }
  return items
}
