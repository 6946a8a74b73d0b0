import { availability } from '@scentia/domain/catalog/availability'
import { SCENT_FAMILIES, type Product } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import { linkPreviewImage, shopPreviewImage } from '@scentia/domain/seo/link-preview'
import {
  type JsonLdReview,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from '@scentia/domain/seo/structured-data'
import { productPath, shopPath } from '../config/paths'
import { appConfigQueryOptions } from '../lib/app-config'
import { deliveryRatesQueryOptions } from '../lib/delivery-rates'
import { productQueryOptions, productsPageQueryOptions } from '../lib/catalog'
import { readShopQuery } from '@scentia/domain/catalog/shop-url'
import { parseQuizParams } from '@scentia/domain/quiz/quiz-link'
import { pageUrl } from '@scentia/domain/seo/page-url'
import { getSession } from '../lib/session'
import { reviewKeys } from '../features/reviews/api/review-keys'
import { shopPageTitle } from '../features/search/shop-title'
import { BEST_SELLERS_RAIL, HOME_RAILS, railQuery } from '../features/catalog/home-rails'
import { SITE_DESCRIPTION, type HeadContext, type PageHead, type RouteHandle } from './page-head'

// The metadata of every page (docs/product.md §8), in one file the router and the server both read.
// Kept free of page components, so the first load pays for none of them. What only crawlers and
// link previews read (a computed canonical URL, the preview picture, JSON-LD) is built behind
// `import.meta.env.SSR`, false in the browser's build: the browser's head keeps the tab's title
// and description in step (document-head.tsx), so its bundle leaves those builders out
// (decision 036).

const brand = (title: string) => `${title} · Scentia`

const signedInUserId = () => getSession().user?.user_id ?? null

/** The page of /shop a URL shows, as the page reads it (docs/product.md §11). */
const shopPageQuery = (url: URL) =>
  productsPageQueryOptions(readShopQuery(url.searchParams), signedInUserId())

const SHELF_IMAGE_ALT = 'Perfume bottles from Scentia’s shelves'

/** A shared link to a shelf shows bottles from the read the page made for it (decision 025). */
function shelfPreview(
  queryClient: HeadContext['queryClient'],
  read: ReturnType<typeof productsPageQueryOptions>,
): Pick<PageHead, 'image' | 'imageAlt'> {
  const listed = queryClient.getQueryData(read.queryKey)?.products
  const image = listed ? shopPreviewImage(listed) : undefined
  return image ? { image, imageAlt: SHELF_IMAGE_ALT } : {}
}

/** The best sellers' shelf: the home page's first rail and the collections' first shelf. */
const bestSellersRead = () =>
  productsPageQueryOptions(railQuery(BEST_SELLERS_RAIL), signedInUserId())

/** A private page: a title for the tab, never indexed, served as the app shell. */
export function privatePage(title: string, description = SITE_DESCRIPTION): RouteHandle {
  return { head: { title: brand(title), description, noindex: true } }
}

export const homeHandle: RouteHandle = {
  ssr: true,
  queries: () =>
    HOME_RAILS.map((rail) => productsPageQueryOptions(railQuery(rail), signedInUserId())),
  head: (context: HeadContext): PageHead => {
    const { origin, queryClient } = context
    const config = import.meta.env.SSR
      ? queryClient.getQueryData(appConfigQueryOptions().queryKey)
      : undefined
    return {
      title: 'Scentia — Find Your Signature Scent',
      description: SITE_DESCRIPTION,
      canonical: '/',
      ...(import.meta.env.SSR
        ? {
            ...shelfPreview(queryClient, bestSellersRead()),
            jsonLd: [
              organizationJsonLd(origin, config?.supportEmail ?? 'support@scentia.ng'),
              websiteJsonLd(origin),
            ],
          }
        : {}),
    }
  },
}

export const shopHandle: RouteHandle = {
  ssr: true,
  queries: ({ url }) => [shopPageQuery(url)],
  head: (context) => {
    const query = readShopQuery(context.url.searchParams)
    const title = shopPageTitle(query)
    return {
      title: brand(title),
      description: query.q
        ? `Fragrances matching “${query.q}” at Scentia, delivered across Nigeria.`
        : `${title} at Scentia: designer and niche perfumes with prices in naira, delivered across Nigeria.`,
      // The server renders and caches the page under the same reading of its URL (decision
      // 028); each page of results is its own canonical page.
      ...(import.meta.env.SSR
        ? {
            canonical: pageUrl(context.url.pathname, context.url.searchParams).canonicalUrl,
            ...shelfPreview(context.queryClient, shopPageQuery(context.url)),
          }
        : {}),
      // Search results are for shoppers, not for the index; the filtered shelves are.
      noindex: query.q !== null,
    }
  },
}

export const productHandle: RouteHandle = {
  ssr: true,
  queries: async ({ params }) => {
    if (!params.productId) return []
    // The reviews are rendered (and given to search engines) with the page; their client code
    // stays in the product page's own chunk.
    const { productReviewsQueryOptions } = await import('../features/reviews/api/product-reviews')
    // The delivery box's fees outside Lagos, in the page (its no-JavaScript line too): the page
    // is cached under the table's version (decision 040).
    return [
      productQueryOptions(params.productId),
      productReviewsQueryOptions(params.productId),
      deliveryRatesQueryOptions(),
    ]
  },
  head: ({ params, queryClient, origin }) => {
    const productId = params.productId ?? ''
    const product = queryClient.getQueryData(productQueryOptions(productId).queryKey)
    if (!product) return notFoundHead
    const path = productPath(product.productId)
    const stockLine = describeStock(product)
    return {
      title: brand(`${product.name} by ${product.brand}`),
      description: `${product.name} by ${product.brand}, ${product.size} ${product.type.toLowerCase()} fragrance: ${formatNaira(product.price)}. ${stockLine}, delivered across Nigeria.`,
      canonical: path,
      type: 'product',
      ...(import.meta.env.SSR
        ? {
            image: linkPreviewImage(product.image),
            imageAlt: `${product.name} by ${product.brand}`,
            jsonLd: [
              productJsonLd(
                origin,
                product,
                path,
                // The product page's reviews query, loaded with the page.
                queryClient.getQueryData<{ reviews?: JsonLdReview[] }>(reviewKeys.list(productId))
                  ?.reviews ?? [],
              ),
              breadcrumbJsonLd(origin, [
                { name: 'Home', path: '/' },
                { name: 'Shop', path: '/shop' },
                { name: product.type, path: shopPath({ family: product.type }) },
                { name: product.name, path },
              ]),
            ],
          }
        : {}),
    }
  },
}

export const collectionsHandle: RouteHandle = {
  ssr: true,
  queries: async () => {
    // The shelves' definitions load with the page's reads, not with every first page.
    const { COLLECTIONS, familyQuery, shelfQuery } =
      await import('../features/collections/collections')
    const userId = signedInUserId()
    return [
      bestSellersRead(),
      ...COLLECTIONS.map((collection) => productsPageQueryOptions(shelfQuery(collection), userId)),
      ...SCENT_FAMILIES.map((family) => productsPageQueryOptions(familyQuery(family), userId)),
    ]
  },
  head: (context) => ({
    title: brand('Collections'),
    description:
      'Best sellers, new arrivals, gift sets and travel sizes: Scentia’s curated perfume shelves.',
    canonical: '/collections',
    ...(import.meta.env.SSR ? shelfPreview(context.queryClient, bestSellersRead()) : {}),
  }),
}

export const aboutHandle: RouteHandle = {
  ssr: true,
  head: {
    title: brand('About'),
    description:
      'Scentia sells authentic designer and niche perfumes in Nigeria, sourced from authorised distributors.',
    canonical: '/about',
  },
}

export const contactHandle: RouteHandle = {
  ssr: true,
  head: {
    title: brand('Contact'),
    description: 'Questions about a fragrance or an order? Write to Scentia or chat with us.',
    canonical: '/contact',
  },
}

/** A policy page (docs/product.md §12): text only, one HTML for everyone, in the sitemap. */
function policyHandle(path: string, title: string, description: string): RouteHandle {
  return { ssr: true, head: { title: brand(title), description, canonical: path } }
}

export const returnsHandle = policyHandle(
  '/returns',
  'Returns and refunds',
  'Free returns within 30 days for sealed, unused bottles, refunded through Paystack. What can come back, and how long a refund takes.',
)
export const deliveryHandle: RouteHandle = {
  ...policyHandle(
    '/delivery',
    'Delivery',
    'Scentia delivers to every state in Nigeria: 2-4 business days in Lagos, priced by ward, and a fee and window for every other state, shown before you pay.',
  ),
  // The page lists the owner's table for every state; it is cached under the table's version
  // (decision 040), so a save re-renders it.
  queries: () => [deliveryRatesQueryOptions()],
}
export const authenticityHandle = policyHandle(
  '/authenticity',
  'Authenticity',
  'Every Scentia bottle comes from the brand or its authorised distributor. How to read a batch code, and what to do if a bottle looks wrong.',
)
export const privacyHandle = policyHandle(
  '/privacy',
  'Privacy',
  'What Scentia keeps about you, why and for how long, and your rights under the Nigeria Data Protection Act 2023.',
)
export const termsHandle = policyHandle(
  '/terms',
  'Terms of sale',
  'The terms every Scentia order is sold on: prices with VAT included, payment, delivery, cancellations and returns.',
)

export const quizHandle: RouteHandle = {
  ssr: true,
  queries: async ({ url }) => {
    const answers = parseQuizParams(url.searchParams)
    if (!answers) return []
    // The scoring's module loads with the results, not with every first page.
    const { quizCandidateQueries } = await import('@scentia/domain/quiz/score-products')
    return quizCandidateQueries(answers).map((query) =>
      productsPageQueryOptions(query, signedInUserId()),
    )
  },
  head: ({ url }) => ({
    title: brand(parseQuizParams(url.searchParams) ? 'Your perfume matches' : 'Perfume quiz'),
    description: 'Five quick questions, and Scentia matches you with fragrances from our shelves.',
    ...(import.meta.env.SSR
      ? { canonical: pageUrl(url.pathname, url.searchParams).canonicalUrl }
      : {}),
  }),
}

export const trackHandle: RouteHandle = {
  ssr: true,
  head: ({ url }) => ({
    title: brand('Track your order'),
    description:
      'Track a Scentia order with its order id and the email or phone it was placed with.',
    ...(import.meta.env.SSR
      ? { canonical: pageUrl(url.pathname, url.searchParams).canonicalUrl }
      : {}),
  }),
}

export const sharedWishlistHandle: RouteHandle = {
  ssr: true,
  cache: false,
  queries: async ({ params }) => {
    const { sharedWishlistQueryOptions } = await import('../features/wishlist/api/wishlist-api')
    return [sharedWishlistQueryOptions(params.shareToken ?? '')]
  },
  head: {
    title: brand('A shared wishlist'),
    description: 'Fragrances someone picked out at Scentia and shared with you.',
    noindex: true,
  },
}

const notFoundHead: PageHead = {
  title: brand('Fragrance Not Found'),
  description: 'This page has evaporated. Search for a scent, or head back to the collection.',
  noindex: true,
}

export const notFoundHandle: RouteHandle = { ssr: true, head: notFoundHead }

/** The stock words of a product page's description: a sold-out bottle may still sell a sample. */
function describeStock(product: Product): string {
  const state = availability(product)
  if (state.kind === 'full-bottle') return 'In stock'
  if (state.kind === 'sold-out') return 'Out of stock'
  return `${state.sizes.map((size) => size.label).join(' and ')} in stock`
}
