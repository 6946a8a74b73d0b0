import type { Product } from '../catalog/product'

/**
 * schema.org JSON-LD for the server-rendered pages (PRODUCT §8). Pure: the origin and paths
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

/** Product + Offer (NGN, availability) + Brand for one product page. */
export function productJsonLd(origin: string, product: Product, path: string): JsonLd {
  const url = absoluteUrl(origin, path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product.productId,
    image: absoluteUrl(origin, product.image),
    url,
    brand: { '@type': 'Brand', name: product.brand },
    category: `${product.type} fragrance`,
    size: product.size,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'NGN',
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
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
