/** The console's paged lists, each served at GET /api/admin/<list>. */
export type AdminList = 'orders' | 'products' | 'customers' | 'audit'

/** One root key, so a write can refresh everything the console shows. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  /** A paged list's page (admin-list-query.ts): the list's name, then its filters. */
  list: <F>(list: AdminList, filters: F) => ['admin', list, filters] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  product: (id: number) => ['admin', 'product', id] as const,
  promos: () => ['admin', 'promos'] as const,
  customer: (userId: number) => ['admin', 'customer', userId] as const,
}
