import type { Product, ProductSize } from '../catalog/product'

/**
 * A cart line as the browser keeps it (docs/product.md §S3 Cart item). `id`, `name`, `price`, `image` and
 * `quantity` are the spec's fields; `productId` links the line back to its product page and
 * `stock` caps the quantity (docs/product.md §S4). Both are optional so that carts stored before they
 * existed still load.
 */
export interface CartItem {
  /** The product's integer id (order lines carry it). */
  id: number
  name: string
  /** Integer naira, as listed when the line was last touched. */
  price: number
  image: string
  quantity: number
  productId?: string
  stock?: number
  /**
   * A size other than the full bottle: its own line, priced and stocked per size.
   * Absent means the product's default size, which is how carts stored before sizes existed
   * read: every old line is a full-bottle line, so they migrate with no rewrite.
   */
  sizeId?: number
  /** The size as shown on the line, e.g. "2 ml sample". */
  sizeLabel?: string
}

/** What the cart needs from a product to add it. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'image'> &
  Partial<Pick<Product, 'productId' | 'stock' | 'sizes'>>

/**
 * Which line a change is for: a line is a product and a size. A bare product id (a number) is
 * the product's default-size line, so product tiles that know nothing of sizes keep working.
 */
export type CartLineKey = number | string

/**
 * A line's name as the shopper reads it wherever the cart names a line (its label, its buttons,
 * the remove question): with its size when it is not the full bottle, "Rose Oud, 2 ml sample",
 * so two sizes of one fragrance are never told apart by their picture alone.
 */
export function cartLineName(line: { name: string; sizeLabel?: string | undefined }): string {
  return line.sizeLabel ? `${line.name}, ${line.sizeLabel}` : line.name
}

/** The key of a line: `12` for the default size, `12:40` for size 40 of product 12. */
export function cartLineKey(line: { id: number; sizeId?: number }): string {
  return line.sizeId === undefined ? String(line.id) : `${line.id}:${line.sizeId}`
}

function isLine(item: CartItem, key: CartLineKey): boolean {
  return cartLineKey(item) === String(key)
}

/**
 * The result of a cart change. Expected refusals (a quantity above stock) are values, not
 * exceptions: the caller shows `error` and keeps `items`, which already holds the capped cart.
 */
export interface CartChange {
  items: CartItem[]
  error?: string
}

/** docs/product.md §S4: "The maximum is 100 when stock is not given." */
export const DEFAULT_MAX_QUANTITY = 100

/** docs/product.md §S4's message when a quantity is cut down to stock. */
export function stockLimitMessage(available: number): string {
  return `Only ${available} items in stock`
}

function hasStock(stock: number | undefined): stock is number {
  return typeof stock === 'number' && Number.isFinite(stock)
}

/** The largest quantity a line may hold: its stock when known (never below 0), else 100. */
export function maxQuantity(item: { stock?: number }): number {
  return hasStock(item.stock) ? Math.max(0, Math.floor(item.stock)) : DEFAULT_MAX_QUANTITY
}

/** docs/product.md §S4: "The increment is disabled at the maximum." */
export function canIncrement(item: { quantity: number; stock?: number }): boolean {
  return item.quantity < maxQuantity(item)
}

/** The quantity of a product in the cart, 0 when it has no line. */
export function quantityInCart(items: readonly CartItem[], key: CartLineKey): number {
  return items.find((item) => isLine(item, key))?.quantity ?? 0
}

/** The product's size with this id, when it is not the default (the default has no line size). */
function nonDefaultSize(product: CartProduct, sizeId: number | undefined): ProductSize | undefined {
  if (sizeId === undefined) return undefined
  const size = product.sizes?.find((candidate) => candidate.id === sizeId)
  return size && !size.isDefault ? size : undefined
}

function lineFrom(product: CartProduct, quantity: number, size?: ProductSize): CartItem {
  const line: CartItem = {
    id: product.id,
    name: product.name,
    price: size ? size.price : product.price,
    image: product.image,
    quantity,
  }
  if (product.productId !== undefined) line.productId = product.productId
  const stock = size ? size.stock : product.stock
  if (hasStock(stock)) line.stock = stock
  if (size) {
    line.sizeId = size.id
    line.sizeLabel = size.label
  }
  return line
}

/**
 * Sets a line's quantity (docs/product.md §S4): 0 or less removes the line; above the maximum the line is
 * cut down to it and the change carries 'Only {n} items in stock'. An id with no line, or a
 * quantity that is not a number, leaves the cart as it is.
 */
export function setQuantity(
  items: readonly CartItem[],
  key: CartLineKey,
  quantity: number,
): CartChange {
  const line = items.find((item) => isLine(item, key))
  if (!line || Number.isNaN(quantity)) return { items: [...items] }
  const wanted = Math.floor(quantity)
  if (wanted <= 0) return { items: removeFromCart(items, key) }
  const max = maxQuantity(line)
  if (max <= 0) {
    // Sold out since it was added: keeping a line that cannot be bought helps no one.
    return { items: removeFromCart(items, key), error: stockLimitMessage(0) }
  }
  const capped = Math.min(wanted, max)
  const next = items.map((item) => (isLine(item, key) ? { ...item, quantity: capped } : item))
  return capped < wanted ? { items: next, error: stockLimitMessage(max) } : { items: next }
}

/**
 * docs/product.md §S4: adding an existing item raises its quantity by 1; a new item starts at 1. The line
 * takes the product's current name, price, image and stock, which are fresher than the cart's.
 * `sizeId` picks a size: each size is its own line; the default size (or none) is the
 * product's plain line.
 */
export function addToCart(
  items: readonly CartItem[],
  product: CartProduct,
  sizeId?: number,
): CartChange {
  const size = nonDefaultSize(product, sizeId)
  const key = cartLineKey({ id: product.id, sizeId: size?.id })
  const existing = items.find((item) => isLine(item, key))
  if (!existing) {
    const line = lineFrom(product, 1, size)
    if (maxQuantity(line) < 1) return { items: [...items], error: stockLimitMessage(0) }
    return { items: [...items, line] }
  }
  const refreshed = items.map((item) =>
    isLine(item, key) ? lineFrom(product, existing.quantity, size) : item,
  )
  return setQuantity(refreshed, key, existing.quantity + 1)
}

export function incrementQuantity(items: readonly CartItem[], key: CartLineKey): CartChange {
  return setQuantity(items, key, quantityInCart(items, key) + 1)
}

/** Takes one off; from 1 this removes the line (the UI asks 'Remove item from cart?' first). */
export function decrementQuantity(items: readonly CartItem[], key: CartLineKey): CartChange {
  return setQuantity(items, key, quantityInCart(items, key) - 1)
}

/** docs/product.md §S4: removing deletes the line. */
export function removeFromCart(items: readonly CartItem[], key: CartLineKey): CartItem[] {
  return items.filter((item) => !isLine(item, key))
}

export function clearCart(): CartItem[] {
  return []
}

/** docs/product.md §S2: the header badge counts units, not lines. */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** What a line costs. Every screen, mail and the server's charge price a line with this. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return item.price * item.quantity
}

/**
 * The sum of the lines: the cart's, an order's or a payment's (anything with a price and a
 * quantity), so the server's charge and every screen add up the same way.
 */
export function cartSubtotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0)
}

export interface CartTotals {
  subtotal: number
  shipping: number
  total: number
}

/**
 * The cart's totals. The drawer and cart page know no delivery fee (it depends on the address
 * chosen at checkout), so shipping defaults to 0 and total equals subtotal there.
 */
export function cartTotals(items: readonly CartItem[], shipping = 0): CartTotals {
  const subtotal = cartSubtotal(items)
  return { subtotal, shipping, total: subtotal + shipping }
}

/**
 * Brings stored lines up to date with the catalogue: current name, price, image and stock, and
 * quantities cut down to stock. Lines whose product is not listed are kept as they are (the
 * list drops sold-out products, and checkout prices and checks stock on the server anyway).
 * `changed` tells the caller whether anything differs, so it can skip a needless save.
 */
export function reconcileCart(
  items: readonly CartItem[],
  products: readonly CartProduct[],
): { items: CartItem[]; changed: boolean } {
  const byId = new Map(products.map((product) => [product.id, product]))
  const next = items.flatMap((item) => {
    const product = byId.get(item.id)
    if (!product) return [item]
    const size = nonDefaultSize(product, item.sizeId)
    // A size the owner removed (or made the default) cannot be refreshed: keep it for the server
    // to judge, as a product missing from the list is kept.
    if (item.sizeId !== undefined && !size) return [item]
    const line = lineFrom(product, item.quantity, size)
    line.quantity = Math.min(item.quantity, maxQuantity(line))
    return line.quantity < 1 ? [] : [line]
  })
  const changed =
    next.length !== items.length ||
    next.some((line, index) => {
      const item = items[index]
      return (
        item === undefined ||
        line.name !== item.name ||
        line.price !== item.price ||
        line.image !== item.image ||
        line.quantity !== item.quantity ||
        line.stock !== item.stock ||
        line.productId !== item.productId ||
        line.sizeLabel !== item.sizeLabel
      )
    })
  return { items: changed ? next : [...items], changed }
}
