import {
  photoFallbackUrl,
  photoSrcSet,
  type ProductPhoto,
} from '@scentia/domain/catalog/product-photos'

interface ProductPictureProps {
  photo: ProductPhoto
  /** How wide the image is shown at each breakpoint: the browser picks its file from it. */
  sizes: string
  alt: string
  /** Eager for the page's main image (its LCP); lazy for the rest. */
  priority?: boolean
  className?: string
}

/**
 * An owner's photo as `<picture>` (docs/decisions/049): AVIF, then WebP, each at every stored
 * width, so a phone fetches a file for its own screen. width/height give the box its ratio before
 * a byte arrives (no layout shift), and the blurred placeholder paints it meanwhile.
 */
export function ProductPicture({
  photo,
  sizes,
  alt,
  priority = false,
  className,
}: ProductPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoFallbackUrl(photo)}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
        style={{ backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' }}
      />
    </picture>
  )
}
