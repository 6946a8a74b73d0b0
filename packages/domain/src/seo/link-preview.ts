/**
 * The picture a shared link shows (Open Graph, X cards, WhatsApp), PRODUCT §8. Previewers take
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

/** `/api/products/art/{imageId}.svg`, with or without its `?v=` version. */
const GENERATED_ART = /^(\/api\/products\/art\/[^/?#]+)\.svg(\?v=[\w-]+)?$/

/** A product's preview image, from its storefront image (`Product.image`). */
export function linkPreviewImage(image: string): LinkPreviewImage {
  const art = GENERATED_ART.exec(image)
  if (!art) return { url: image }
  return { url: `${art[1]}.png${art[2] ?? ''}`, type: 'image/png', ...LINK_PREVIEW_SIZE }
}
