/**
 * Product photos (docs/decisions/049): several per product, the first gallery photo is the main
 * image; one optional "authenticity" photo (box, seal, batch code) shown beside the shop's
 * authenticity promise. Each photo is stored as AVIF and WebP files at a few widths, never wider
 * than the upload, under content-hashed names, so a page can offer a phone a phone-sized file.
 * Pure: the API names files and checks requests with it, the storefront builds `<picture>` from it.
 */

export const PHOTO_KINDS = ['gallery', 'authenticity'] as const
export type PhotoKind = (typeof PHOTO_KINDS)[number]

export function isPhotoKind(value: string): value is PhotoKind {
  return (PHOTO_KINDS as readonly string[]).includes(value)
}

/** The widths a photo is stored at (those narrower than the upload, and the upload's own width). */
export const PHOTO_WIDTHS = [320, 640, 1080] as const
const WIDEST = 1080
/** Best first: a `<picture>` offers its sources in this order. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
}

/** A product page's gallery holds at most this many photos; the authenticity slot is one more. */
export const MAX_GALLERY_PHOTOS = 8
export const PHOTO_ALT_MAX_LENGTH = 200

export const PHOTOS_PATH = '/api/products/photos'

/** One photo as the storefront and the console receive it. */
export interface ProductPhoto {
  id: number
  kind: PhotoKind
  /** Content hash of the photo's pixels: the stem of every file name. */
  key: string
  /** The largest stored file's size: the photo's aspect ratio for width/height attributes. */
  width: number
  height: number
  /** The widths stored, smallest first. */
  widths: number[]
  /** What the photo shows, for screen readers; '' when the owner left it empty. */
  alt: string
  /** A tiny blurred WebP as a data: URL, painted while the photo loads. */
  placeholder: string
}

/** The widths to store for an upload `originalWidth` pixels wide: never upscaled. */
export function photoWidths(originalWidth: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width < originalWidth)
  // The upload's own width closes the set when no standard width matches it, capped at the largest.
  const largest = Math.min(originalWidth, WIDEST)
  if (!widths.includes(largest)) widths.push(largest)
  return widths
}

/** The height of a `width`-pixel file of a photo, keeping the upload's aspect ratio. */
export function photoHeightAt(
  photo: Pick<ProductPhoto, 'width' | 'height'>,
  width: number,
): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width))
}

export function photoFileName(key: string, width: number, format: PhotoFormat): string {
  return `${key}-${width}.${format}`
}

const FILE_NAME = /^([0-9a-f]{16})-(\d{1,4})\.(avif|webp)$/

/** A requested file name taken apart; undefined for anything we never name. */
export function parsePhotoFileName(
  name: string,
): { key: string; width: number; format: PhotoFormat } | undefined {
  const match = FILE_NAME.exec(name)
  if (!match?.[1] || !match[2] || !match[3]) return undefined
  return { key: match[1], width: Number(match[2]), format: match[3] as PhotoFormat }
}

export function photoUrl(
  photo: Pick<ProductPhoto, 'key'>,
  width: number,
  format: PhotoFormat,
): string {
  return `${PHOTOS_PATH}/${photoFileName(photo.key, width, format)}`
}

/** `srcset` of one format: every stored width, so the browser picks by its layout and screen. */
export function photoSrcSet(
  photo: Pick<ProductPhoto, 'key' | 'widths'>,
  format: PhotoFormat,
): string {
  return photo.widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(', ')
}

/** The one URL for places that take a single image (cart lines, orders, link previews). */
export function photoFallbackUrl(photo: Pick<ProductPhoto, 'key' | 'widths'>): string {
  const width = photo.widths.find((w) => w >= 640) ?? photo.widths[photo.widths.length - 1] ?? 640
  return photoUrl(photo, width, 'webp')
}

/**
 * The width a browser should fetch for an image shown `cssWidth` pixels wide on a screen of
 * `devicePixelRatio`: the smallest stored width that covers it, else the largest (what a
 * `srcset` with `w` descriptors asks of it; the end-to-end test holds the browser to it).
 */
export function widthFor(widths: readonly number[], cssWidth: number, devicePixelRatio: number) {
  const needed = cssWidth * devicePixelRatio
  return widths.find((width) => width >= needed) ?? widths[widths.length - 1]
}

/** The gallery in order; its first photo is the product's main image. */
export function galleryPhotos<P extends Pick<ProductPhoto, 'kind'>>(photos: readonly P[] = []) {
  return photos.filter((photo) => photo.kind === 'gallery')
}

export function mainPhoto<P extends Pick<ProductPhoto, 'kind'>>(photos: readonly P[] = []) {
  return galleryPhotos(photos)[0]
}

export function authenticityPhoto<P extends Pick<ProductPhoto, 'kind'>>(
  photos: readonly P[] = [],
): P | undefined {
  return photos.find((photo) => photo.kind === 'authenticity')
}

/**
 * The gallery's order after moving photo `id` by `delta` places (-1 up, +1 down); undefined when
 * it is not there or cannot move that way (the first cannot go up, the last cannot go down).
 */
export function movePhoto(
  order: readonly number[],
  id: number,
  delta: -1 | 1,
): number[] | undefined {
  const from = order.indexOf(id)
  const to = from + delta
  if (from < 0 || to < 0 || to >= order.length) return undefined
  const next = [...order]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/** A new order is the same photos, each once, in another order: anything else is refused. */
export function isReorderOf(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length) return false
  const remaining = new Set(current)
  for (const id of proposed) {
    if (!remaining.delete(id)) return false
  }
  return remaining.size === 0
}
