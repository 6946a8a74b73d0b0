import type { RouteObject } from 'react-router'

/** Checkout and orders: /checkout, /thank-you-page, /orders, /orders/track, /track. Each route lazy, its own chunk. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    lazy: async () => ({ Component: (await import('../routes/checkout')).CheckoutRoute }),
  },
  {
    path: 'thank-you-page',
    lazy: async () => ({ Component: (await import('../routes/thank-you')).ThankYouRoute }),
  },
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('../routes/orders')).OrdersRoute }),
  },
  {
    path: 'orders/track',
    lazy: async () => ({ Component: (await import('../routes/track')).TrackRoute }),
  },
  {
    path: 'track',
    lazy: async () => ({ Component: (await import('../routes/track')).TrackRoute }),
  },
]
