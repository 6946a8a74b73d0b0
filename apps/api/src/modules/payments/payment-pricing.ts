import { cartSubtotal, DEFAULT_MAX_QUANTITY } from '@scentia/domain/cart/cart'
import type { Db } from '../../db/client.js'
import type { PaymentCartLine, PaymentShippingSnapshot } from '../../db/schema/index.js'
import { HttpError, badRequest } from '../../plugins/error-handler.js'
import { resolveLocation } from '../addresses/addresses.service.js'
import type { ProductsService } from '../products/products.service.js'
import type { ShippingService } from '../shipping/shipping.service.js'
import type { PromosService } from '../promos/promos.service.js'
import { findPricedProducts } from './payments.repository.js'
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
  /** The promo code applied (issue 14), and the naira it took off the goods. */
  promoCode: string | null
  discount: number
}

export interface PaymentPricingDeps {
  db: Db
  shipping: ShippingService
  catalogue: Pick<ProductsService, 'findProductsByIds'>
  promos: PromosService
}

/**
 * Prices a cart and its delivery from the database: the browser's figures are never believed.
 * Prices and stock are read fresh (not from the catalogue cache), images from the catalogue.
 */
export function createPaymentPricing({ db, shipping, catalogue, promos }: PaymentPricingDeps) {
  async function priceCart(
    lines: InitializePaymentInput['cart_items'],
  ): Promise<PaymentCartLine[]> {
    const quantities = new Map<number, number>()
    for (const line of lines)
      quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity)
    for (const quantity of quantities.values()) {
      if (quantity > DEFAULT_MAX_QUANTITY) throw badRequest(QUANTITY_MESSAGE)
    }
    const ids = [...quantities.keys()]
    const [fresh, listed] = await Promise.all([
      findPricedProducts(db, ids),
      catalogue.findProductsByIds(ids),
    ])
    const byId = new Map(fresh.map((product) => [product.id, product]))
    const images = new Map(listed.map((product) => [product.id, product.image]))

    return ids.map((id) => {
      const quantity = quantities.get(id) ?? 0
      const product = byId.get(id)
      if (!product) throw badRequest(PRODUCT_GONE_MESSAGE)
      if (product.retired)
        throw badRequest(`${product.name} is no longer available. Please remove it from your cart.`)
      if (product.stock <= 0)
        throw new HttpError(409, 'CONFLICT', `${product.name} is out of stock`)
      if (quantity > product.stock) {
        throw new HttpError(
          409,
          'CONFLICT',
          `Only ${product.stock} of ${product.name} left in stock`,
        )
      }
      return {
        id,
        name: product.name,
        image: images.get(id) ?? `/api/products/art/${encodeURIComponent(product.imageId)}.svg`,
        price: product.price,
        quantity,
      }
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
      return {
        lines,
        location,
        subtotal,
        shippingFee: quote.fee,
        total,
        promoCode: null,
        discount: 0,
      }
    },

    /** The goods alone, priced fresh: what the checkout's promo preview discounts. */
    async subtotal(cartItems: InitializePaymentInput['cart_items']): Promise<number> {
      return cartSubtotal(await priceCart(cartItems))
    },

    /**
     * The promo step (issue 14), after the cart and delivery are priced: holds one use of the
     * code for this payment inside `tx` (the transaction that writes the payment) and takes the
     * domain's discount off the goods. A refusal is the shopper's message, answered as a 400.
     */
    async applyPromo(
      tx: Db,
      priced: PricedPayment,
      request: { userId: number; code: string | undefined; paymentReference: string },
    ): Promise<PricedPayment> {
      if (request.code === undefined) return priced
      const result = await promos.redeem(tx, {
        userId: request.userId,
        code: request.code,
        pricing: priced,
        paymentReference: request.paymentReference,
      })
      if (!result.ok) throw badRequest(result.message)
      const { total, discount, promoCode } = result.pricing
      return { ...priced, total, discount, promoCode }
    },
  }
}

export type PaymentPricing = ReturnType<typeof createPaymentPricing>
