import { useSyncExternalStore } from 'react'
import { toast } from '../../../lib/toast'
import { initializePayment, submitOrder, verifyPayment } from '../api/checkout-api'
import { PaymentController } from '../payment/payment-controller'
import type { PaymentState, PlacedOrder } from '../payment/payment-state'

type PlacedHandler = (order: PlacedOrder) => void

let placedHandler: PlacedHandler | null = null
let controller: PaymentController | null = null

/** One flow per tab: the checkout page and the app-wide recovery share it. */
export function getPaymentController(): PaymentController {
  controller ??= new PaymentController({
    initialize: initializePayment,
    verify: (reference) => verifyPayment(reference),
    submit: submitOrder,
    storage: window.localStorage,
    notify: {
      success: (message) => {
        toast.success(message)
      },
      error: (message) => {
        toast.error(message)
      },
      info: (message) => {
        toast.info(message, { id: message })
      },
    },
    sleep: (ms) =>
      new Promise((resolve) => {
        setTimeout(resolve, ms)
      }),
    now: () => Date.now(),
    onPlaced: (order) => {
      placedHandler?.(order)
    },
  })
  return controller
}

/**
 * What happens once an order exists — clear the cart, open the confirmation page — belongs to
 * the app, which composes the cart feature with this one.
 */
export function setOrderPlacedHandler(handler: PlacedHandler | null): void {
  placedHandler = handler
}

/** An order placed without the pop-up (pay on delivery): the same confirmation path. */
export function announcePlaced(order: PlacedOrder): void {
  getPaymentController().placedWithoutPopup(order.orderNumber)
  placedHandler?.(order)
}

export function usePaymentState(): PaymentState {
  const flow = getPaymentController()
  return useSyncExternalStore(flow.subscribe, flow.getSnapshot)
}
