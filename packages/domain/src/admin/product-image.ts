/**
 * Owner-uploaded product photos (decision 007): PNG, JPEG or WebP, at most 2 MB, told apart by
 * their bytes rather than the header the browser sent, with a size the storefront can show.
 * Pure: the console checks a file before uploading it, the API again before storing it.
 */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number]

export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** Product cards show 4:5 art at most ~600 px wide; this leaves room for 2x screens. */
export const PRODUCT_IMAGE_MAX_SIDE = 4_000
export const PRODUCT_IMAGE_MIN_SIDE = 200

export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image'
export const IMAGE_TOO_LARGE_MESSAGE = 'The image must be 2 MB or smaller'
export const IMAGE_UNREADABLE_MESSAGE = 'This file is not a valid PNG, JPEG or WebP image'
export const IMAGE_MISMATCH_MESSAGE = "The file's content does not match its type"
export const IMAGE_DIMENSIONS_MESSAGE = `The image must be between ${PRODUCT_IMAGE_MIN_SIDE} and ${PRODUCT_IMAGE_MAX_SIDE} pixels on each side`

export interface ImageInfo {
  type: ProductImageType
  width: number
  height: number
}

export type ImageCheck = { ok: true; image: ImageInfo } | { ok: false; message: string }

export function isProductImageType(value: string): value is ProductImageType {
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(value)
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16)
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2)
const ascii = (b: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...b.subarray(start, start + length))

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function readPng(b: Uint8Array): ImageInfo | undefined {
  if (!PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return undefined
  // The first chunk must be IHDR: width and height as big-endian 32-bit integers.
  if (ascii(b, 12, 4) !== 'IHDR' || b.length < 24) return undefined
  return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) }
}

/** JPEG: walk the markers to the first start-of-frame, which holds the size. */
function readJpeg(b: Uint8Array): ImageInfo | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return undefined
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined
    const marker = b[i + 1] ?? 0
    if (marker === 0xff) {
      i++
      continue
    }
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) return { type: 'image/jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) }
    if (marker === 0xd9 || marker === 0xda) return undefined
    i += 2 + u16be(b, i + 2)
  }
  return undefined
}

/** WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function readWebp(b: Uint8Array): ImageInfo | undefined {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP' || b.length < 30) return undefined
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined
    return { type: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') {
    return { type: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  }
  return undefined
}

/** What the bytes are, whatever anyone says they are; undefined for anything else. */
export function sniffImage(bytes: Uint8Array): ImageInfo | undefined {
  return readPng(bytes) ?? readJpeg(bytes) ?? readWebp(bytes)
}

/**
 * The upload rule: a declared type we accept, at most 2 MB, bytes that are that type, and a size
 * in range. The first failure's message is the answer.
 */
export function checkProductImage(bytes: Uint8Array, declaredType: string): ImageCheck {
  const type = declaredType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!isProductImageType(type)) return { ok: false, message: IMAGE_TYPE_MESSAGE }
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_TOO_LARGE_MESSAGE }
  const image = sniffImage(bytes)
  if (!image) return { ok: false, message: IMAGE_UNREADABLE_MESSAGE }
  if (image.type !== type) return { ok: false, message: IMAGE_MISMATCH_MESSAGE }
  const sides = [image.width, image.height]
  if (sides.some((side) => side < PRODUCT_IMAGE_MIN_SIDE || side > PRODUCT_IMAGE_MAX_SIDE)) {
    return { ok: false, message: IMAGE_DIMENSIONS_MESSAGE }
  }
  return { ok: true, image }
}
