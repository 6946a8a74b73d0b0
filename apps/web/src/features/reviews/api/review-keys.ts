/**
 * The reviews' query keys, on their own so the route heads (first load) can read the product
 * page's reviews from the cache without pulling the reviews client into the first load.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (productId: string) => ['reviews', 'list', productId] as const,
  mine: (productId: string, userId: number | null) =>
    ['reviews', 'mine', productId, { userId }] as const,
}
