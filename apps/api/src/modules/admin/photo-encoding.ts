import type { ImageInfo } from '@scentia/domain/admin/product-image'
import sharp from 'sharp'

export interface EncodedPhoto extends ImageInfo {
  bytes: Buffer
}

/**
 * A product photo re-encoded from its pixels alone, in the type it came in. A phone's photo
 * carries EXIF (the camera, when it was taken) and often GPS (where: the owner's home or shop);
 * served byte for byte, every shopper could read them. sharp writes no metadata unless asked,
 * and `rotate()` first turns the pixels as the EXIF orientation said, since that tag goes too.
 * Undefined when the bytes do not decode (a header that passed the sniffing, then garbage).
 */
export async function encodePhotoWithoutMetadata(
  bytes: Buffer,
  type: ImageInfo['type'],
): Promise<EncodedPhoto | undefined> {
  try {
    const image = sharp(bytes, { failOn: 'error' }).rotate()
    const encoded =
      type === 'image/png'
        ? image.png()
        : type === 'image/webp'
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: data, type, width: info.width, height: info.height }
  } catch {
    return undefined
  }
}
