import type { RouteObject } from 'react-router'

/** The owner's console: /admin/*. Each route lazy, its own chunk. */
export const ownerRoutes: RouteObject[] = []
