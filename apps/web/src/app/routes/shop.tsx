import { shopPageTitle } from '../../features/search/shop-title'
import { useShopQuery } from '../../features/search/hooks/use-shop-query'
import { useProductsPage } from '../../lib/catalog'
import { lazyPart } from '../../lib/deferred-hydration'

// What the page's first screen shows but need not answer at once hydrates apart, its code after
// the page's (shop-parts.tsx, decision 036): the active filters (plain links until then), the
// filter form (a GET form: before its code it submits natively, and a press on its button is
// kept) and the results: the cards with their cart controls and hearts (each a link until then),
// Load more and the page links.
const ActiveFilters = lazyPart(async () => (await import('./shop-parts')).ActiveFilters)
const ShopFilterPanel = lazyPart(async () => (await import('./shop-parts')).ShopFilterPanel)
const ShopResults = lazyPart(async () => (await import('./shop-parts')).ShopResults)

/**
 * The shop (docs/product.md §11): one page of 24 from GET /api/products for the URL's query,
 * its total, facet counts in the filters, numbered page links that work without JavaScript, and
 * "Load more" with it, which appends the next pages below without leaving this URL.
 */
export function ShopRoute() {
  const { query, setQuery, clearQuery } = useShopQuery()
  // The facets of the page the results show (the same read, shop-parts.tsx).
  const { data } = useProductsPage(query, { keepPrevious: true })
  const title = shopPageTitle(query)

  return (
    <div className="mx-auto max-w-7xl px-5 pt-8 pb-16 md:px-8 md:pt-12">
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">Shop</p>
      <h1 className="mt-2 font-serif text-4xl tracking-tight break-words md:text-5xl">{title}</h1>
      <ActiveFilters query={query} />
      <ShopFilterPanel query={query} facets={data?.facets} onChange={setQuery} />
      <ShopResults query={query} clearQuery={clearQuery} />
    </div>
  )
}
