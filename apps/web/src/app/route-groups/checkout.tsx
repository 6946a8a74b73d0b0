import type { RouteObject } from 'react-router'
import { lazyPage } from '../page-router'
import { privatePage, trackHandle } from '../route-heads'

/** Checkout and orders: /checkout, /thank-you-page, /orders, /orders/{id}/receipt, /orders/track, /track. Each route lazy, its own chunk. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    handle: privatePage('Checkout'),
    Component: lazyPage(async () => (await import('../routes/checkout')).CheckoutRoute),
  },
  {
    // The checkout reminder's links (docs/decisions/048-checkout-reminders.md).
    path: 'checkout/resume',
    handle: privatePage('Your cart'),
    Component: lazyPage(
      async () => (await import('../routes/checkout-reminders')).CheckoutResumePage,
    ),
  },
  {
    path: 'reminders/unsubscribe',
    handle: privatePage('Checkout reminders'),
    Component: lazyPage(
      async () => (await import('../routes/checkout-reminders')).ReminderUnsubscribePage,
    ),
  },
  {
    path: 'thank-you-page',
    handle: privatePage('Order confirmed'),
    Component: lazyPage(async () => (await import('../routes/thank-you')).ThankYouRoute),
  },
  {
    path: 'orders',
    handle: privatePage('My Orders'),
    Component: lazyPage(async () => (await import('../routes/orders')).OrdersRoute),
  },
  {
    path: 'orders/:orderId/receipt',
    handle: privatePage('Receipt'),
    Component: lazyPage(async () => (await import('../routes/order-receipt')).OrderReceiptRoute),
  },
  {
    path: 'orders/track',
    handle: trackHandle,
    Component: lazyPage(async () => (await import('../routes/track')).TrackRoute),
  },
  {
    path: 'track',
    handle: trackHandle,
    Component: lazyPage(async () => (await import('../routes/track')).TrackRoute),
  },
]
