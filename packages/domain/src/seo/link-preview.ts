/**
 * The picture a shared link shows (Open Graph, X cards, WhatsApp), docs/product.md §8. Previewers take
 * raster images only (PNG, JPEG, WebP, GIF), so a product's generated SVG art has a PNG twin at
 * the same path and version, drawn at the size they show best (decision 025). An owner's
 * uploaded photo is already raster and is used as it is.
 */

/** 1.91 : 1, the size Facebook, LinkedIn and X's large card show whole. */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const

export interface LinkPreviewImage {
  /** The image's path (or URL) on the shop. */
  url: string
  /** Known for the generated art; an uploaded photo's type and size are its own. */
  type?: 'image/png'
  width?: number
  height?: number
}

/** Where the API serves the product art it draws (decision 003). */
export const PRODUCT_ART_PATH = '/api/products/art'

/** `/api/products/art/{imageId}.svg`, with or without its `?v=` version. */
const GENERATED_ART = new RegExp(`^(${PRODUCT_ART_PATH}/[^/?#]+)\\.svg(\\?v=[\\w-]+)?$`)

/** A product's preview image, from its storefront image (`Product.image`). */
export function linkPreviewImage(image: string): LinkPreviewImage {
  const art = GENERATED_ART.exec(image)
  if (!art) return { url: image }
  return { url: `${art[1]}.png${art[2] ?? ''}`, type: 'image/png', ...LINK_PREVIEW_SIZE }
}

/** The shop's own preview (decision 025): a few of its bottles side by side. */
export const SHOP_PREVIEW_PATH = '/api/products/preview.png'
const SHELF_SIZE = 3

/**
 * The bottles a shared link to the shop shows: best sellers first, then the others, each in the
 * list's order (newest first), among products drawn by the shop (an uploaded photo is the
 * owner's own framing, not a bottle to set on a shelf).
 */
export function shopPreviewProducts<T extends { image: string; best_seller: boolean }>(
  listed: readonly T[],
): T[] {
  const drawn = listed.filter((product) => GENERATED_ART.test(product.image))
  return [
    ...drawn.filter((product) => product.best_seller),
    ...drawn.filter((product) => !product.best_seller),
  ].slice(0, SHELF_SIZE)
}

/**
 * The shop's preview image for the listed catalogue, or undefined when nothing is drawn. Its
 * `v` is made of its bottles' art versions, so another shelf is another URL.
 */
export function shopPreviewImage(
  listed: readonly { image: string; best_seller: boolean }[],
): LinkPreviewImage | undefined {
  const shelf = shopPreviewProducts(listed)
  if (shelf.length === 0) return undefined
  return {
    url: `${SHOP_PREVIEW_PATH}?v=${shopPreviewVersion(shelf)}`,
    type: 'image/png',
    ...LINK_PREVIEW_SIZE,
  }
}

/** The `v` of a shelf's preview: four characters of each bottle's art version. */
export function shopPreviewVersion(shelf: readonly { image: string }[]): string {
  return shelf
    .map((product) => GENERATED_ART.exec(product.image)?.[2]?.slice('?v='.length, 7) ?? '-')
    .join('')
}
