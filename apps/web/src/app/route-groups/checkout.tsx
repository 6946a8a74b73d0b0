import type { RouteObject } from 'react-router'

/** Checkout and orders: /checkout, /thank-you-page, /orders, /orders/track, /track. Each route lazy, its own chunk. */
export const checkoutRoutes: RouteObject[] = []
