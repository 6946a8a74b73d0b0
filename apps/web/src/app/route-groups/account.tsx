import type { RouteObject } from 'react-router'

/** Accounts: /wishlist, /wishlist/share/:shareToken, /account/settings, /verification, /reset-password. Each route lazy, its own chunk. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'wishlist',
    lazy: async () => ({ Component: (await import('../routes/wishlist')).WishlistRoute }),
  },
  {
    path: 'wishlist/share/:shareToken',
    lazy: async () => ({
      Component: (await import('../routes/shared-wishlist')).SharedWishlistRoute,
    }),
  },
  {
    path: 'account/settings',
    lazy: async () => ({
      Component: (await import('../routes/account-settings')).AccountSettingsRoute,
    }),
  },
  {
    path: 'verification',
    lazy: async () => ({ Component: (await import('../routes/verification')).VerificationRoute }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({
      Component: (await import('../routes/reset-password')).ResetPasswordRoute,
    }),
  },
]
