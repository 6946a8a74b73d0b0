import type { GiftRequest } from '@scentia/domain/checkout/gift'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import type { CheckoutOrderPayload } from '@scentia/domain/orders/order'
import { buildCheckoutPayload } from '@scentia/domain/payment/checkout-payload'
import {
  paymentMethodFromChannel,
  type VerifiedTransaction,
} from '@scentia/domain/payment/paystack'
import type { InitializedPayment } from '../api/checkout-api'
import type { RecoveryOrderData } from './recovery-storage'

export interface CheckoutContext {
  userId: number
  shipping: ShippingDetails
  items: readonly { id: number; quantity: number }[]
  /** The code the shopper applied; the server prices it again at initialize. */
  promoCode?: string
  /** "This is a gift" (decision 045): the message and wrap; the server prices the wrap. */
  gift?: GiftRequest
  /** A courier delivery (absent) or a pickup at the showroom (decision 046). */
  deliveryMethod?: DeliveryMethod
  /** The courier's signed live quote the shipping step showed (docs/decisions/044). */
  shippingQuote?: string | null
}

/** The docs/product.md §S3 order payload: the server reads only the reference, the rest is its preview. */
export function buildOrderPayload(
  payment: InitializedPayment,
  context: CheckoutContext,
  transaction: Pick<VerifiedTransaction, 'status' | 'channel'>,
): CheckoutOrderPayload {
  return buildCheckoutPayload({
    userId: context.userId,
    shipping: context.shipping,
    reference: payment.reference,
    paymentStatus: transaction.status,
    paymentMethod: paymentMethodFromChannel(transaction.channel),
    preview: {
      cartItems: payment.cart_items.map(({ id, name, image, price, quantity }) => ({
        id,
        name,
        image,
        price,
        quantity,
      })),
      totalAmount: payment.amount,
      shippingFee: payment.shipping_fee,
    },
  })
}

/** What the confirmation page and the recovery record keep of a paid order. */
export function orderDataOf(
  payment: InitializedPayment,
  shipping: ShippingDetails,
): RecoveryOrderData {
  return {
    total: payment.amount,
    ...(payment.discount
      ? { discount: payment.discount, promo_code: payment.promo_code ?? '' }
      : {}),
    items: payment.cart_items.reduce((count, item) => count + item.quantity, 0),
    full_name: shipping.full_name,
    email: shipping.email,
    phone_number: shipping.phone_number,
  }
}
