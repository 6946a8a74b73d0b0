import type { Product } from '@scentia/domain/catalog/product'
import { galleryPhotos, type ProductPhoto } from '@scentia/domain/catalog/product-photos'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ProductPicture } from '../../../components/ui/product-picture'

const ART_SIZE = { width: 480, height: 480 }
/** The gallery fills the page's width on a phone (less its 20 px margins), half of it from md. */
export const GALLERY_SIZES =
  '(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 40px)'

type GalleryProduct = Pick<Product, 'name' | 'brand' | 'image' | 'photos'>

/** What a screen reader hears for a photo the owner left undescribed. */
export function photoAlt(product: GalleryProduct, photo: ProductPhoto, index: number): string {
  return photo.alt || `${product.name} by ${product.brand}, photo ${index + 1}`
}

/**
 * The product's pictures (docs/decisions/049). Without photos: the drawn art, as it always was.
 * With photos: a row that swipes (CSS scroll snap, no script needed to move it), Previous and
 * Next buttons and a count for keyboards and screen readers, and a tap or Enter on a photo opens
 * it larger in a dialog. Only the first photo loads at once: it is the page's largest paint.
 */
export function ProductGallery({ product }: { product: GalleryProduct }) {
  const photos = galleryPhotos(product.photos)
  const track = useRef<HTMLUListElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const [current, setCurrent] = useState(0)
  const [zoomed, setZoomed] = useState<number | null>(null)

  if (photos.length === 0) {
    return (
      <div className="aspect-square overflow-hidden rounded-3xl bg-sand">
        <img
          src={product.image}
          alt={`${product.name} by ${product.brand}`}
          width={ART_SIZE.width}
          height={ART_SIZE.height}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
    )
  }

  const count = photos.length
  const show = (index: number) => {
    const list = track.current
    const next = (index + count) % count
    setCurrent(next)
    list?.scrollTo({ left: next * list.clientWidth, behavior: 'smooth' })
  }
  const onScroll = () => {
    const list = track.current
    if (!list || list.clientWidth === 0) return
    setCurrent(Math.min(count - 1, Math.round(list.scrollLeft / list.clientWidth)))
  }
  const zoom = (index: number) => {
    setZoomed(index)
    dialog.current?.showModal()
  }
  const zoomedPhoto = zoomed === null ? undefined : photos[zoomed]

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${product.name}`}>
      <ul
        ref={track}
        onScroll={onScroll}
        className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-sand [scrollbar-width:none]"
      >
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className="size-full shrink-0 snap-center snap-always"
          >
            <button
              type="button"
              onClick={() => {
                zoom(index)
              }}
              aria-label={`Zoom: ${photoAlt(product, photo, index)}`}
              className="block size-full cursor-zoom-in outline-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-gold-deep"
            >
              <ProductPicture
                photo={photo}
                sizes={GALLERY_SIZES}
                alt={photoAlt(product, photo, index)}
                priority={index === 0}
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous photo"
            onClick={() => {
              show(current - 1)
            }}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <p aria-live="polite" className="min-w-16 text-center text-sm text-muted tabular-nums">
            Photo {current + 1} of {count}
          </p>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next photo"
            onClick={() => {
              show(current + 1)
            }}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ) : null}
      <dialog
        ref={dialog}
        aria-label={zoomedPhoto ? photoAlt(product, zoomedPhoto, zoomed ?? 0) : 'Photo'}
        onClose={() => {
          setZoomed(null)
        }}
        className="m-auto max-h-[95vh] w-[min(95vw,60rem)] rounded-2xl bg-cream p-3 backdrop:bg-ink/70"
      >
        {zoomedPhoto ? (
          <>
            {/* showModal() moves focus to the first control, this one; Escape closes. */}
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="icon"
                aria-label="Close"
                onClick={() => dialog.current?.close()}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
            <ProductPicture
              photo={zoomedPhoto}
              sizes="95vw"
              alt={photoAlt(product, zoomedPhoto, zoomed ?? 0)}
              priority
              className="mx-auto max-h-[80vh] w-auto object-contain"
            />
          </>
        ) : null}
      </dialog>
    </section>
  )
}
