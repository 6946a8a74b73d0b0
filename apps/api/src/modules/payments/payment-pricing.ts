import { cartLineKey, cartSubtotal, DEFAULT_MAX_QUANTITY } from '@scentia/domain/cart/cart'
import type { Db } from '../../db/client.js'
import type { PaymentCartLine, PaymentShippingSnapshot } from '../../db/schema/index.js'
import { HttpError, badRequest } from '../../plugins/error-handler.js'
import { resolveLocation } from '../addresses/addresses.service.js'
import type { ProductsService } from '../products/products.service.js'
import type { ShippingService } from '../shipping/shipping.service.js'
import { findPricedProducts, findPricedSizes } from './payments.repository.js'
import { QUANTITY_MESSAGE, type InitializePaymentInput } from './payments.schemas.js'

/** A generous ceiling for one order (as the shipping fee endpoint's); beyond it, a mistake or abuse. */
export const MAX_ORDER_TOTAL = 100_000_000

const PRODUCT_GONE_MESSAGE =
  'A product in your cart is no longer available. Please refresh your cart.'

/** What the shopper owes, priced by the server alone (PRODUCT §4 step 1). */
export interface PricedPayment {
  lines: PaymentCartLine[]
  /** The address as the locations tables spell it. */
  location: Pick<PaymentShippingSnapshot, 'state' | 'lga' | 'ward'>
  /** Integer naira. */
  subtotal: number
  shippingFee: number
  total: number
}

export interface PaymentPricingDeps {
  db: Db
  shipping: ShippingService
  catalogue: Pick<ProductsService, 'findProductsByIds'>
}

/**
 * Prices a cart and its delivery from the database: the browser's figures are never believed.
 * Prices and stock are read fresh (not from the catalogue cache), images from the catalogue.
 */
export function createPaymentPricing({ db, shipping, catalogue }: PaymentPricingDeps) {
  async function priceCart(
    lines: InitializePaymentInput['cart_items'],
  ): Promise<PaymentCartLine[]> {
    // A line is a product and a size (issue 14): the full bottle (no size id) and each other
    // size are priced, capped and stocked apart.
    const wanted = new Map<string, { id: number; sizeId: number | undefined; quantity: number }>()
    for (const line of lines) {
      const key = cartLineKey({ id: line.id, sizeId: line.size_id })
      const entry = wanted.get(key) ?? { id: line.id, sizeId: line.size_id, quantity: 0 }
      entry.quantity += line.quantity
      wanted.set(key, entry)
    }
    const entries = [...wanted.values()]
    if (entries.some((entry) => entry.quantity > DEFAULT_MAX_QUANTITY))
      throw badRequest(QUANTITY_MESSAGE)
    const ids = [...new Set(entries.map((entry) => entry.id))]
    const sizeIds = entries.flatMap((entry) => (entry.sizeId === undefined ? [] : [entry.sizeId]))
    const [fresh, sizes, listed] = await Promise.all([
      findPricedProducts(db, ids),
      findPricedSizes(db, sizeIds),
      catalogue.findProductsByIds(ids),
    ])
    const byId = new Map(fresh.map((product) => [product.id, product]))
    const sizesById = new Map(sizes.map((size) => [size.id, size]))
    const images = new Map(listed.map((product) => [product.id, product.image]))

    return entries.map(({ id, sizeId, quantity }) => {
      const product = byId.get(id)
      if (!product) throw badRequest(PRODUCT_GONE_MESSAGE)
      if (product.retired)
        throw badRequest(`${product.name} is no longer available. Please remove it from your cart.`)
      const size = sizeId === undefined ? undefined : sizesById.get(sizeId)
      // A size of another product, or one the owner removed (or made the default), is stale.
      if (sizeId !== undefined && size?.productId !== id) throw badRequest(PRODUCT_GONE_MESSAGE)
      const name = size ? `${product.name} (${size.label})` : product.name
      const stock = size ? size.stock : product.stock
      if (stock <= 0) throw new HttpError(409, 'CONFLICT', `${name} is out of stock`)
      if (quantity > stock) {
        throw new HttpError(409, 'CONFLICT', `Only ${stock} of ${name} left in stock`)
      }
      const line: PaymentCartLine = {
        id,
        name: product.name,
        image: images.get(id) ?? `/api/products/art/${encodeURIComponent(product.imageId)}.svg`,
        price: size ? size.price : product.price,
        quantity,
        size: size ? size.label : product.size,
      }
      if (size) {
        line.sizeId = size.id
        line.isSample = size.isSample
      }
      return line
    })
  }

  return {
    async price(input: InitializePaymentInput): Promise<PricedPayment> {
      const { shipping: address } = input
      const location = await resolveLocation(db, {
        state: address.state,
        lga: address.lga,
        ward: address.ward,
      })
      const lines = await priceCart(input.cart_items)
      const subtotal = cartSubtotal(lines)
      const quote = await shipping.quote({
        location,
        subtotal,
        itemNames: lines.map((line) => line.name),
      })
      // A complete, resolved address always prices; the ₦2,500 placeholder is never charged.
      if (quote.status === 'location-required') throw badRequest(quote.message)
      const total = subtotal + quote.fee
      if (total > MAX_ORDER_TOTAL) {
        throw badRequest('This order is too large to pay online. Please contact us to place it.')
      }
      return { lines, location, subtotal, shippingFee: quote.fee, total }
    },
  }
}

export type PaymentPricing = ReturnType<typeof createPaymentPricing>
