import type { RouteObject } from 'react-router'
import { lazyPage } from '../page-router'
import { privatePage, sharedWishlistHandle } from '../route-heads'

/** Accounts: /wishlist, /wishlist/share/:shareToken, /account/settings, /verification, /reset-password. Each route lazy, its own chunk. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'wishlist',
    handle: privatePage('My Wishlist'),
    Component: lazyPage(async () => (await import('../routes/wishlist')).WishlistRoute),
  },
  {
    path: 'wishlist/share/:shareToken',
    handle: sharedWishlistHandle,
    Component: lazyPage(
      async () => (await import('../routes/shared-wishlist')).SharedWishlistRoute,
    ),
  },
  {
    path: 'account/settings',
    handle: privatePage('Account Settings'),
    Component: lazyPage(
      async () => (await import('../routes/account-settings')).AccountSettingsRoute,
    ),
  },
  {
    path: 'verification',
    handle: privatePage('Complete Your Registration'),
    Component: lazyPage(async () => (await import('../routes/verification')).VerificationRoute),
  },
  {
    path: 'reset-password',
    handle: privatePage('Change Your Password'),
    Component: lazyPage(async () => (await import('../routes/reset-password')).ResetPasswordRoute),
  },
]
