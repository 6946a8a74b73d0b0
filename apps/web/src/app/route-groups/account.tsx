import type { RouteObject } from 'react-router'

/** Accounts: /wishlist, /wishlist/share/:shareToken, /account/settings, /verification, /reset-password. Each route lazy, its own chunk. */
export const accountRoutes: RouteObject[] = []
