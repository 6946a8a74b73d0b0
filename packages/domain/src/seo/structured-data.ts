import { defaultSize, type Product, type ProductSize } from '../catalog/product'
import { linkPreviewImage } from './link-preview'

/**
 * schema.org JSON-LD for the server-rendered pages (docs/product.md §8). Pure: the origin and paths
 * are passed in, so the API's renderer and the tests build the same objects.
 */

export type JsonLd = Record<string, unknown>

const SHOP_NAME = 'Scentia'

/** An absolute URL on the shop's origin; already-absolute URLs are kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  const base = origin.replace(/\/+$/, '')
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export interface Crumb {
  name: string
  path: string
}

/**
 * A product's pictures: the storefront's, and for generated art its PNG (decision 025) as well,
 * since search engines' shopping results take raster images more readily than SVG.
 */
function productImages(origin: string, image: string): string | string[] {
  const raster = linkPreviewImage(image).url
  return raster === image
    ? absoluteUrl(origin, image)
    : [absoluteUrl(origin, image), absoluteUrl(origin, raster)]
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  }
}

/** What a product page's JSON-LD says of one review (the first few the page shows). */
export interface JsonLdReview {
  authorName: string
  stars: number
  text: string
  createdAt: string
}

const MAX_LD_REVIEWS = 5

function offer(url: string, size: Pick<ProductSize, 'price' | 'stock'>, name?: string): JsonLd {
  return {
    '@type': 'Offer',
    url,
    ...(name === undefined ? {} : { name }),
    price: size.price.toFixed(2),
    priceCurrency: 'NGN',
    availability: size.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: SHOP_NAME },
  }
}

/**
 * The full bottle's Offer; a fragrance also sold as a sample or travel size offers each size with
 * its own price and availability, full bottle first, so a sold-out bottle with a sample
 * in stock is not announced as out of stock.
 */
function productOffers(url: string, product: Product): JsonLd | JsonLd[] {
  const others = product.sizes.filter((size) => !size.isDefault)
  if (others.length === 0) return offer(url, product)
  return [
    offer(url, product, defaultSize(product.sizes)?.label ?? product.size),
    ...others.map((size) => offer(url, size, size.label)),
  ]
}

/**
 * Product + Offer (NGN, availability) + Brand for one product page, with aggregateRating and
 * review when verified reviews exist: search engines show stars only for real ones.
 */
export function productJsonLd(
  origin: string,
  product: Product,
  path: string,
  reviews: readonly JsonLdReview[] = [],
): JsonLd {
  const url = absoluteUrl(origin, path)
  const rated = product.rating && product.rating.count > 0 ? product.rating : null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product.productId,
    image: productImages(origin, product.image),
    url,
    brand: { '@type': 'Brand', name: product.brand },
    category: `${product.type} fragrance`,
    size: product.size,
    offers: productOffers(url, product),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rated.average,
            reviewCount: rated.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(rated && reviews.length > 0
      ? {
          review: reviews.slice(0, MAX_LD_REVIEWS).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            ...(review.text ? { reviewBody: review.text } : {}),
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.stars,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  }
}

export function organizationJsonLd(origin: string, supportEmail: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: SHOP_NAME,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    email: supportEmail,
    areaServed: { '@type': 'Country', name: 'Nigeria' },
  }
}

/** WebSite with the sitelinks search box: searches go to /shop?search=. */
export function websiteJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: absoluteUrl(origin, '/'),
    inLanguage: 'en-NG',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, '/shop')}?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}
