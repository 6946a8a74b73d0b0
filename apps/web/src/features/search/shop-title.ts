import type { ProductsQuery } from '@scentia/domain/catalog/products-query'

/**
 * The shop's heading and title for what it shows (the page and its `<head>` agree). A page past
 * the first says so, so each numbered page has a title of its own.
 */
export function shopPageTitle(query: ProductsQuery): string {
  const shelf = query.q
    ? `Results for “${query.q}”`
    : query.giftSet && !query.family
      ? 'Gift sets'
      : query.travelSize && !query.family
        ? 'Travel sizes'
        : query.sort === 'bestsellers' && !query.family
          ? 'Bestsellers'
          : query.family
            ? `${query.family} fragrances`
            : query.brand
              ? `${query.brand} fragrances`
              : 'All fragrances'
  return query.page > 1 ? `${shelf}, page ${String(query.page)}` : shelf
}
