/** One root key, so a write can refresh everything the console shows. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  orders: (filters: { search: string; status: string; page: number }) =>
    ['admin', 'orders', filters] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  products: (filters: { q: string; filter: string; page: number }) =>
    ['admin', 'products', filters] as const,
  product: (id: number) => ['admin', 'product', id] as const,
  promos: () => ['admin', 'promos'] as const,
  customers: (filters: { search: string; page: number }) =>
    ['admin', 'customers', filters] as const,
  customer: (userId: number) => ['admin', 'customer', userId] as const,
  audit: (filters: { action: string; target: string; page: number }) =>
    ['admin', 'audit', filters] as const,
}
