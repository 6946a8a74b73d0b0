import type { RouteObject } from 'react-router'
import { privatePage, trackHandle } from '../route-heads'

/** Checkout and orders: /checkout, /thank-you-page, /orders, /orders/{id}/receipt, /orders/track, /track. Each route lazy, its own chunk. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    handle: privatePage('Checkout'),
    lazy: async () => ({ Component: (await import('../routes/checkout')).CheckoutRoute }),
  },
  {
    // The checkout reminder's links (docs/decisions/048-checkout-reminders.md).
    path: 'checkout/resume',
    handle: privatePage('Your cart'),
    lazy: async () => ({
      Component: (await import('../routes/checkout-reminders')).CheckoutResumePage,
    }),
  },
  {
    path: 'reminders/unsubscribe',
    handle: privatePage('Checkout reminders'),
    lazy: async () => ({
      Component: (await import('../routes/checkout-reminders')).ReminderUnsubscribePage,
    }),
  },
  {
    path: 'thank-you-page',
    handle: privatePage('Order confirmed'),
    lazy: async () => ({ Component: (await import('../routes/thank-you')).ThankYouRoute }),
  },
  {
    path: 'orders',
    handle: privatePage('My Orders'),
    lazy: async () => ({ Component: (await import('../routes/orders')).OrdersRoute }),
  },
  {
    path: 'orders/:orderId/receipt',
    handle: privatePage('Receipt'),
    lazy: async () => ({
      Component: (await import('../routes/order-receipt')).OrderReceiptRoute,
    }),
  },
  {
    path: 'orders/track',
    handle: trackHandle,
    lazy: async () => ({ Component: (await import('../routes/track')).TrackRoute }),
  },
  {
    path: 'track',
    handle: trackHandle,
    lazy: async () => ({ Component: (await import('../routes/track')).TrackRoute }),
  },
]
