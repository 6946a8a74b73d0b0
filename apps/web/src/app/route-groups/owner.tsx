import type { RouteObject } from 'react-router'
import { lazyPage } from '../page-router'
import { privatePage } from '../route-heads'

/** The owner's console: /admin/*. Each route lazy, its own chunk. */
export const ownerRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: privatePage("Owner's console"),
    Component: lazyPage(async () => (await import('../routes/admin-layout')).AdminLayoutRoute),
    children: [
      {
        index: true,
        handle: privatePage("Dashboard · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-dashboard')).AdminDashboardRoute,
        ),
      },
      {
        path: 'orders',
        handle: privatePage("Orders · Owner's console"),
        Component: lazyPage(async () => (await import('../routes/admin-orders')).AdminOrdersRoute),
      },
      {
        path: 'orders/:orderId',
        handle: privatePage("Order · Owner's console"),
        Component: lazyPage(async () => (await import('../routes/admin-order')).AdminOrderRoute),
      },
      {
        path: 'returns',
        handle: privatePage("Returns · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-returns')).AdminReturnsRoute,
        ),
      },
      {
        path: 'returns/:returnId',
        handle: privatePage("Return · Owner's console"),
        Component: lazyPage(async () => (await import('../routes/admin-return')).AdminReturnRoute),
      },
      {
        path: 'orders/:orderId/packing-slip',
        handle: privatePage("Packing slip · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-packing-slip')).AdminPackingSlipRoute,
        ),
      },
      {
        path: 'products',
        handle: privatePage("Products · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-products')).AdminProductsRoute,
        ),
      },
      {
        path: 'products/:productKey',
        handle: privatePage("Product · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-product')).AdminProductRoute,
        ),
      },
      {
        path: 'customers',
        handle: privatePage("Customers · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-customers')).AdminCustomersRoute,
        ),
      },
      {
        path: 'customers/:userId',
        handle: privatePage("Customer · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-customer')).AdminCustomerRoute,
        ),
      },
      {
        path: 'reviews',
        handle: privatePage("Reviews · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-reviews')).AdminReviewsRoute,
        ),
      },
      {
        path: 'promos',
        handle: privatePage("Promo codes · Owner's console"),
        Component: lazyPage(async () => (await import('../routes/admin-promos')).AdminPromosRoute),
      },
      {
        path: 'activity',
        handle: privatePage("Activity · Owner's console"),
        Component: lazyPage(
          async () => (await import('../routes/admin-activity')).AdminActivityRoute,
        ),
      },
    ],
  },
]
