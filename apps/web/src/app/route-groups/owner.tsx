import type { RouteObject } from 'react-router'

/** The owner's console: /admin/*. Each route lazy, its own chunk. */
export const ownerRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('../routes/admin-layout')).AdminLayoutRoute }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../routes/admin-dashboard')).AdminDashboardRoute,
        }),
      },
      {
        path: 'orders',
        lazy: async () => ({
          Component: (await import('../routes/admin-orders')).AdminOrdersRoute,
        }),
      },
      {
        path: 'orders/:orderId',
        lazy: async () => ({ Component: (await import('../routes/admin-order')).AdminOrderRoute }),
      },
      {
        path: 'products',
        lazy: async () => ({
          Component: (await import('../routes/admin-products')).AdminProductsRoute,
        }),
      },
      {
        path: 'products/:productKey',
        lazy: async () => ({
          Component: (await import('../routes/admin-product')).AdminProductRoute,
        }),
      },
      {
        path: 'customers',
        lazy: async () => ({
          Component: (await import('../routes/admin-customers')).AdminCustomersRoute,
        }),
      },
      {
        path: 'customers/:userId',
        lazy: async () => ({
          Component: (await import('../routes/admin-customer')).AdminCustomerRoute,
        }),
      },
      {
        path: 'promos',
        lazy: async () => ({
          Component: (await import('../routes/admin-promos')).AdminPromosRoute,
        }),
      },
      {
        path: 'activity',
        lazy: async () => ({
          Component: (await import('../routes/admin-activity')).AdminActivityRoute,
        }),
      },
    ],
  },
]
