import { cartLineKey, cartSubtotal, DEFAULT_MAX_QUANTITY } from '@scentia/domain/cart/cart'
import {
  sampleCredit,
  type AppliedSampleCredit,
  type CreditableLine,
  type PaidSample,
  type SampleCreditResult,
} from '@scentia/domain/cart/sample-credit'
import { orderTotal, priceGift } from '@scentia/domain/checkout/gift'
import { unitsPerSizeProblem, unpaidOrdersProblem } from '@scentia/domain/orders/unpaid-limits'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { CheckoutShipping } from '@scentia/domain/shipping/checkout-shipping'
import {
  addressKey,
  cartKey,
  COURIER_QUOTE_MESSAGES,
  courierQuoteVerdict,
} from '@scentia/domain/couriers/courier-quote'
import type { DeliveryFeeChoice, DeliveryFeeSource } from '@scentia/domain/couriers/couriers'
import type { Db } from '../../db/client.js'
import type { PaymentCartLine, PaymentShippingSnapshot } from '../../db/schema/index.js'
import { HttpError, badRequest } from '../../plugins/error-handler.js'
import { resolveLocation } from '../addresses/index.js'
import { countUnpaidHolds } from '../orders/index.js'
import type { ProductsService } from '../catalogue/index.js'
import type { ShippingService } from '../shipping/index.js'
import { quoteDigest, type QuoteTokens } from '../couriers/index.js'
import type { PromosService } from '../promos/index.js'
import { readShopExtras } from '../shop-settings/index.js'
import { findPricedProducts, findPricedSizes } from './payment-pricing.repository.js'
import { QUANTITY_MESSAGE, type InitializePaymentInput } from './payments.schemas.js'
import {
  findPaidSamples,
  lockShopperForCredit,
  releaseDeadClaims,
} from './sample-credits.repository.js'

/** A generous ceiling for one order (as the shipping fee endpoint's); beyond it, a mistake or abuse. */
export const MAX_ORDER_TOTAL = 100_000_000

const PRODUCT_GONE_MESSAGE =
  'A product in your cart is no longer available. Please refresh your cart.'

/** What the shopper owes, priced by the server alone (docs/product.md §4 step 1). */
export interface PricedPayment {
  lines: PaymentCartLine[]
  /** The address as the locations tables spell it. */
  location: Pick<PaymentShippingSnapshot, 'state' | 'lga' | 'ward'>
  /** Integer naira: what the lines cost, each at its size's price. */
  subtotal: number
  shippingFee: number
  /** What the shopper pays: subtotal − sampleCredit − discount + shippingFee. */
  total: number
  /** Integer naira taken off for samples bought before; 0 when none. */
  sampleCredit: number
  /** The paid sample lines that credit comes from, claimed with the payment. */
  creditsApplied: AppliedSampleCredit[]
  /** The promo code applied, and the naira it took off the goods. */
  promoCode: string | null
  discount: number
  /** The gift asked for (decision 045); `wrap` is integer naira in `total`, 0 when none. */
  gift: { isGift: boolean; message: string | null; wrap: number }
  /** A courier delivery or a pickup at the showroom (decision 046): pickup is priced at 0. */
  deliveryMethod: DeliveryMethod
  /** The owner's table, or the courier's signed live quote (decision 044). */
  shippingFeeSource: DeliveryFeeSource
}

/** Only the full bottle (a line with no size) takes a sample's credit. */
function creditableLines(lines: readonly PaymentCartLine[]): CreditableLine[] {
  return lines.map((line) => ({
    productId: line.id,
    price: line.price,
    quantity: line.quantity,
    isFullBottle: line.sizeId === undefined,
  }))
}

/** What the shopper's paid samples take off these priced lines (the domain's sampleCredit). */
export function sampleCreditFor(
  lines: readonly PaymentCartLine[],
  history: readonly PaidSample[],
  now: Date,
): SampleCreditResult {
  return sampleCredit(history, creditableLines(lines), now)
}

/**
 * The sample credit step, pure: after the lines are priced at their sizes' prices and
 * before any promo code. `history` is the shopper's paid samples, read under their lock.
 */
export function applySampleCredit(
  priced: PricedPayment,
  history: readonly PaidSample[],
  now: Date,
): PricedPayment {
  const credit = sampleCreditFor(priced.lines, history, now)
  return {
    ...priced,
    sampleCredit: credit.total,
    creditsApplied: credit.applied,
    total: orderTotal({
      subtotal: priced.subtotal,
      sampleCredit: credit.total,
      discount: priced.discount,
      shippingFee: priced.shippingFee,
      giftWrap: priced.gift.wrap,
    }),
  }
}

/**
 * The goods a promo code may discount: the lines less the sample credit. The credit is money the
 * shopper already paid (for the sample), so a code discounts only what is still owed for the
 * goods, and `applyPromo` never takes the delivery fee: the total never goes below it.
 */
export function goodsAfterCredit(priced: Pick<PricedPayment, 'subtotal' | 'sampleCredit'>) {
  return priced.subtotal - priced.sampleCredit
}

/** Who is paying, the code they entered, and the payment a code's use is held for. */
interface ShopperPricing {
  userId: number
  code: string | undefined
  paymentReference: string
}

export interface PaymentPricingDeps {
  db: Db
  shipping: ShippingService
  catalogue: Pick<ProductsService, 'findProductsByIds'>
  promos: PromosService
  clock: () => Date
  /** Reads the courier quotes checkout showed, as this server signed them (decision 044). */
  courierQuotes: Pick<QuoteTokens, 'read'>
}

/**
 * Prices a cart and its delivery from the database: the browser's figures are never believed.
 * Prices and stock are read fresh (not from the catalogue cache), images from the catalogue.
 */
export function createPaymentPricing(deps: PaymentPricingDeps) {
  const { db, shipping, catalogue, promos, clock, courierQuotes } = deps

  /**
   * The delivery fee charged: the courier's live quote when the shopper was shown one and it
   * still holds for this address and cart (the domain's courierQuoteVerdict), else the owner's
   * table. A quote that does not hold is refused in words, never replaced silently by another
   * figure than the one shown: the shopper goes back to Shipping and sees the fee again.
   */
  function deliveryFee(input: InitializePaymentInput, table: CheckoutShipping): DeliveryFeeChoice {
    const token = input.shipping_quote
    const verdict = courierQuoteVerdict(
      token === undefined ? undefined : courierQuotes.read(token),
      {
        table,
        method: input.delivery_method,
        address: quoteDigest(addressKey(input.shipping)),
        cart: quoteDigest(cartKey(input.cart_items)),
        now: clock().getTime(),
      },
    )
    if (verdict.ok) return verdict.choice
    const message = COURIER_QUOTE_MESSAGES[verdict.problem]
    // A token this server never signed is bad input; a true one gone stale is a conflict.
    throw verdict.problem === 'forged'
      ? badRequest(message)
      : new HttpError(409, 'CONFLICT', message)
  }
  async function priceCart(
    lines: InitializePaymentInput['cart_items'],
  ): Promise<PaymentCartLine[]> {
    // A line is a product and a size: the full bottle (no size id) and each other
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
      // Checked before stock, so a hoarder learns the limit, not how much is left (decision 029).
      const tooMany = unitsPerSizeProblem(name, quantity)
      if (tooMany) throw badRequest(tooMany)
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

  /**
   * The promo step, last: after the lines are priced at their sizes' prices and the
   * sample credit is taken off (`applySampleCredit`). Holds one use of the code for this
   * payment inside `tx` (the transaction that writes the payment) and takes the domain's
   * discount off the goods that remain after the credit, never off the delivery fee: the credit
   * already lowered what the shopper owes for the goods, and a percentage of goods the shopper
   * is not paying for would give away more than the code says; the delivery fee is a real cost
   * that the courier is paid in full, so the total never drops below it. A refusal is the
   * shopper's message, answered as a 400.
   */
  async function applyPromo(
    tx: Db,
    priced: PricedPayment,
    request: ShopperPricing,
  ): Promise<PricedPayment> {
    if (request.code === undefined) return priced
    const result = await promos.redeem(tx, {
      userId: request.userId,
      code: request.code,
      pricing: {
        subtotal: goodsAfterCredit(priced),
        shippingFee: priced.shippingFee,
        total: priced.total,
      },
      paymentReference: request.paymentReference,
    })
    if (!result.ok) throw badRequest(result.message)
    const { discount, promoCode } = result.pricing
    // The code's total is the goods and delivery; wrap is added after, never discounted.
    return { ...priced, total: result.pricing.total + priced.gift.wrap, discount, promoCode }
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
        method: input.delivery_method,
      })
      // A complete, resolved address always prices; the ₦2,500 placeholder is never charged.
      if (quote.status === 'location-required') throw badRequest(quote.message)
      const delivery = deliveryFee(input, quote)
      const gift = priceGift(input.gift, (await readShopExtras(db)).giftWrapPrice)
      if (!gift.ok) throw badRequest(gift.message)
      const total = orderTotal({
        subtotal,
        sampleCredit: 0,
        discount: 0,
        shippingFee: delivery.fee,
        giftWrap: gift.wrap,
      })
      if (total > MAX_ORDER_TOTAL) {
        throw badRequest('This order is too large to pay online. Please contact us to place it.')
      }
      return {
        lines,
        location,
        subtotal,
        shippingFee: delivery.fee,
        shippingFeeSource: delivery.source,
        total,
        sampleCredit: 0,
        creditsApplied: [],
        promoCode: null,
        discount: 0,
        gift: { isGift: gift.isGift, message: gift.message, wrap: gift.wrap },
        deliveryMethod: input.delivery_method,
      }
    },

    /** The goods alone, priced fresh (each line at its size's price), without any credit. */
    async lines(cartItems: InitializePaymentInput['cart_items']): Promise<PaymentCartLine[]> {
      return priceCart(cartItems)
    },

    /**
     * The shopper's own steps, in `tx` (the transaction that writes the payment), the same for a
     * card, a transfer and pay on delivery (decision 020): the sample credit, decided
     * under the shopper's lock so two tabs paying at once cannot both take it (credits held by
     * payments that can never become orders are freed first), then the promo code. A shopper
     * with as many unpaid orders as they may have is refused here (decision 029).
     */
    async priceForShopper(
      tx: Db,
      priced: PricedPayment,
      request: ShopperPricing,
    ): Promise<PricedPayment> {
      await lockShopperForCredit(tx, request.userId)
      // Under the same lock: two tabs cannot both start the order past the unpaid limit.
      const unpaid = unpaidOrdersProblem(await countUnpaidHolds(tx, request.userId))
      if (unpaid) throw new HttpError(409, 'CONFLICT', unpaid)
      await releaseDeadClaims(tx, request.userId)
      const history = await findPaidSamples(tx, request.userId)
      return applyPromo(tx, applySampleCredit(priced, history, clock()), request)
    },
  }
}

export type PaymentPricing = ReturnType<typeof createPaymentPricing>
