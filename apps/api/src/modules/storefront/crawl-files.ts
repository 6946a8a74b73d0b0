import { PRODUCT_ART_PATH } from '@scentia/domain/seo/link-preview'
import { PHOTO_PATH } from '../catalogue/index.js'

/** robots.txt and sitemap.xml (docs/product.md §8): pure, from the paths and products given. */

export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    // The API is no page, but its product pictures are what the pages' JSON-LD and link
    // previews point at: a search engine indexes them and X's card crawler only fetches an
    // image robots.txt allows. The longer rule wins (RFC 9309 §2.2.2); first for the rest.
    `Allow: ${PRODUCT_ART_PATH}/`,
    `Allow: ${PHOTO_PATH}/`,
    'Disallow: /api/',
    'Disallow: /dev/',
    ...[...new Set(privatePaths)].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ]
  return lines.join('\n')
}

export interface SitemapEntry {
  path: string
  /** ISO time; left out when the page has no data of its own to date it by. */
  lastModified?: string
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, origin).toString())}</loc>`
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''
    return `  <url>${loc}${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
