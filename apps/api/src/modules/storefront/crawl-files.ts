/** robots.txt and sitemap.xml (PRODUCT §8): pure, from the paths and products given. */

export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
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
