import { createHash } from 'node:crypto'
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_FORMATS,
  photoFileName,
  photoWidths,
} from '@scentia/domain/catalog/product-photos'
import type { Sharp, SharpOptions } from 'sharp'
import type { PhotoFile } from './photo-store.js'

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp
let loading: Promise<SharpFactory> | undefined

/**
 * sharp on the first upload, not at start: loading it maps libvips and its codecs, about 20 MB
 * of the process's RSS (measured, docs/decisions/049), which a shop that never receives a photo
 * would carry for nothing (docs/product.md §11: the process within 400 MB). Its operation cache
 * is off: uploads are rare and never repeat an operation, so a cache would only hold memory.
 */
function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loading
}

/** A photo ready to store: its files, and what the product_photos row says of them. */
export interface ProcessedPhoto {
  key: string
  width: number
  height: number
  widths: number[]
  placeholder: string
  files: PhotoFile[]
}

// AVIF at effort 3: sharp's default (4) takes about five times as long for a few per cent fewer
// bytes, and the upload waits on six encodes (docs/decisions/049).
const AVIF = { quality: 50, effort: 3 } as const
const WEBP = { quality: 75 } as const
const PLACEHOLDER_WIDTH = 16

/**
 * An upload turned into what pages serve (docs/decisions/049): turned upright by its EXIF
 * orientation, then written as AVIF and WebP at each width of `photoWidths` (never wider than
 * the upload; the height follows the aspect ratio) plus a 16 px blurred WebP placeholder. sharp
 * writes no metadata unless asked, so the EXIF and GPS of the owner's phone go. Undefined when
 * the bytes do not decode (a header that passed the sniffing, then garbage).
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto | undefined> {
  const sharp = await loadSharp()
  try {
    // Decoded and turned once; each file is made from these pixels.
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    const key = createHash('sha256').update(data).digest('hex').slice(0, 16)
    const widths = photoWidths(info.width)
    const files = await Promise.all(
      widths.flatMap((width) =>
        PHOTO_FORMATS.map(async (format): Promise<PhotoFile> => {
          const resized = sharp(data, raw).resize({ width, withoutEnlargement: true })
          const encoded = format === 'avif' ? resized.avif(AVIF) : resized.webp(WEBP)
          return {
            name: photoFileName(key, width, format),
            contentType: PHOTO_CONTENT_TYPES[format],
            bytes: await encoded.toBuffer(),
          }
        }),
      ),
    )
    const placeholder = await sharp(data, raw)
      .resize({ width: PLACEHOLDER_WIDTH })
      .blur(1)
      .webp({ quality: 40 })
      .toBuffer()
    const largest = widths[widths.length - 1] ?? info.width
    return {
      key,
      width: largest,
      height: Math.max(1, Math.round((info.height * largest) / info.width)),
      widths,
      placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
      files,
    }
  } catch {
    return undefined
  }
}
