import type { AdminProduct } from '@scentia/domain/admin/order-console'
import {
  checkProductImage,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  isProductImageType,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
} from '@scentia/domain/admin/product-image'
import {
  authenticityPhoto,
  galleryPhotos,
  MAX_GALLERY_PHOTOS,
  movePhoto,
  PHOTO_ALT_MAX_LENGTH,
  photoUrl,
  type PhotoKind,
  type ProductPhoto,
} from '@scentia/domain/catalog/product-photos'
import { useId, useState, type ChangeEvent, type DragEvent } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import {
  useRemovePhoto,
  useReorderPhotos,
  useSetPhotoAlt,
  useUploadPhoto,
} from '../api/admin-products'

/** The first 64 KB hold every header the check reads (PNG IHDR, JPEG SOF, WebP VP8*). */
const HEADER_BYTES = 64 * 1024

/** The API's own rule, run on the file's type, size and first bytes; null when it passes. */
async function problemWith(file: File): Promise<string | null> {
  if (!isProductImageType(file.type)) return IMAGE_TYPE_MESSAGE
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer())
  const check = checkProductImage(head, file.type)
  return check.ok ? null : check.message
}

/** The smallest stored file: a thumbnail in the console. */
function thumbnailUrl(photo: ProductPhoto): string {
  return photoUrl(photo, photo.widths[0] ?? photo.width, 'webp')
}

/** The console's 80 px preview of a photo, its height kept to the photo's proportions. */
function PhotoThumbnail({ photo }: { photo: ProductPhoto }) {
  return (
    <img
      src={thumbnailUrl(photo)}
      alt=""
      width={80}
      height={Math.round((80 * photo.height) / photo.width)}
      className="w-20 shrink-0 rounded-lg bg-sand object-cover"
    />
  )
}

/**
 * The product's photos (docs/decisions/049): the gallery in order (the first is the main image),
 * each with its description for screen readers, Move up / Move down buttons (a drag does the
 * same with a mouse) and Remove; then the authenticity photo (box, seal, batch code). Files are
 * checked here with the API's own rule before they are sent; the API checks again.
 */
export function ProductPhotos({ product }: { product: AdminProduct }) {
  const titleId = useId()
  const reorder = useReorderPhotos()
  const remove = useRemovePhoto()
  const gallery = galleryPhotos(product.photos)
  const order = gallery.map((photo) => photo.id)
  const [dragged, setDragged] = useState<number | null>(null)

  const move = (id: number, delta: -1 | 1) => {
    const next = movePhoto(order, id, delta)
    if (next) reorder.mutate({ id: product.id, order: next })
  }
  const drop = (event: DragEvent, target: number) => {
    event.preventDefault()
    if (dragged === null || dragged === target) return
    const next = order.filter((id) => id !== dragged)
    next.splice(order.indexOf(target), 0, dragged)
    reorder.mutate({ id: product.id, order: next })
    setDragged(null)
  }
  const error = reorder.error?.message ?? remove.error?.message

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={titleId} className="font-serif text-xl">
        Photos
      </h2>
      <p className="mt-1 text-xs text-muted">
        The first photo is the main image on the shop. Without photos the shop shows the drawn art.
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      {gallery.length > 0 ? (
        <ol aria-label="Photos in order" className="mt-3 space-y-3">
          {gallery.map((photo, index) => (
            <li
              key={photo.id}
              draggable
              onDragStart={() => {
                setDragged(photo.id)
              }}
              onDragOver={(event) => {
                event.preventDefault()
              }}
              onDrop={(event) => {
                drop(event, photo.id)
              }}
              className="flex flex-wrap items-start gap-3 rounded-xl border border-line p-3"
            >
              <PhotoThumbnail photo={photo} />
              <div className="min-w-0 flex-1 space-y-2 text-sm">
                <p className="font-medium">
                  Photo {index + 1} of {gallery.length}
                  {index === 0 ? ' (main image)' : ''}
                </p>
                <PhotoAlt productId={product.id} photo={photo} label={`Photo ${index + 1}`} />
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={`Move photo ${index + 1} up`}
                    onClick={() => {
                      move(photo.id, -1)
                    }}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="outline"
                    disabled={index === gallery.length - 1 || reorder.isPending}
                    aria-label={`Move photo ${index + 1} down`}
                    onClick={() => {
                      move(photo.id, 1)
                    }}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={remove.isPending}
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => {
                      remove.mutate({ id: product.id, photoId: photo.id })
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-muted">No photos yet: the shop shows the drawn art.</p>
      )}
      {gallery.length < MAX_GALLERY_PHOTOS ? (
        <PhotoUpload
          product={product}
          kind="gallery"
          label="Add photos"
          multiple
          room={MAX_GALLERY_PHOTOS - gallery.length}
        />
      ) : (
        <p className="mt-3 text-sm text-muted">
          {MAX_GALLERY_PHOTOS} photos is the most a product shows: remove one to add another.
        </p>
      )}
      <AuthenticitySlot product={product} />
    </section>
  )
}

function AuthenticitySlot({ product }: { product: AdminProduct }) {
  const photo = authenticityPhoto(product.photos)
  const remove = useRemovePhoto()
  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 className="font-medium">Authenticity photo</h3>
      <p className="mt-1 text-xs text-muted">
        The box, the seal and the batch code, shown beside the authenticity promise.
      </p>
      {photo ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <PhotoThumbnail photo={photo} />
          <div className="min-w-0 flex-1 space-y-2 text-sm">
            <PhotoAlt productId={product.id} photo={photo} label="Authenticity photo" />
            <Button
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => {
                remove.mutate({ id: product.id, photoId: photo.id })
              }}
            >
              Remove authenticity photo
            </Button>
          </div>
        </div>
      ) : null}
      <PhotoUpload
        product={product}
        kind="authenticity"
        label={photo ? 'Replace the authenticity photo' : 'Add the authenticity photo'}
        room={1}
      />
    </div>
  )
}

/** A photo's description, saved when the owner asks. */
function PhotoAlt({
  productId,
  photo,
  label,
}: {
  productId: number
  photo: ProductPhoto
  label: string
}) {
  const inputId = useId()
  const save = useSetPhotoAlt()
  const [alt, setAlt] = useState(photo.alt)
  return (
    <div>
      <label htmlFor={inputId} className="text-xs text-muted">
        {label}: what it shows (read to blind shoppers)
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={alt}
          maxLength={PHOTO_ALT_MAX_LENGTH}
          onChange={(event) => {
            setAlt(event.target.value)
          }}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line px-3"
        />
        <Button
          variant="outline"
          disabled={alt === photo.alt || save.isPending}
          aria-label={`Save the description of ${label.toLowerCase()}`}
          onClick={() => {
            save.mutate(
              { id: productId, photoId: photo.id, alt },
              {
                onSuccess: () => {
                  toast.success('Description saved')
                },
              },
            )
          }}
        >
          Save
        </Button>
      </div>
      {save.error ? (
        <p role="alert" className="mt-1 text-rose-700">
          {save.error.message}
        </p>
      ) : null}
    </div>
  )
}

/** Choose, check and send one or more files; each becomes a photo at the end of its place. */
function PhotoUpload({
  product,
  kind,
  label,
  multiple = false,
  room,
}: {
  product: AdminProduct
  kind: PhotoKind
  label: string
  multiple?: boolean
  room: number
}) {
  const inputId = useId()
  const upload = useUploadPhoto()
  const [files, setFiles] = useState<File[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])]
    upload.reset()
    setFiles([])
    if (chosen.length > room) {
      setProblem(`Choose at most ${room} more photo${room === 1 ? '' : 's'}`)
      return
    }
    for (const file of chosen) {
      const found = await problemWith(file)
      if (found) {
        setProblem(`${file.name}: ${found}`)
        return
      }
    }
    setProblem(null)
    setFiles(chosen)
  }

  const send = async (form: HTMLFormElement) => {
    setSending(true)
    try {
      // One at a time, in the order chosen: that is the order they join the gallery in.
      for (const file of files) await upload.mutateAsync({ id: product.id, file, kind })
      toast.success(files.length === 1 ? 'Photo saved' : `${files.length} photos saved`)
      setFiles([])
      form.reset()
    } catch {
      // The mutation's error is shown below.
    } finally {
      setSending(false)
    }
  }

  const message = problem ?? upload.error?.message
  return (
    <form
      className="mt-4 space-y-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault()
        void send(event.currentTarget)
      }}
    >
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        onChange={(event) => void choose(event)}
        aria-describedby={`${inputId}-hint`}
        className="block min-h-11 w-full text-sm file:mr-3 file:h-11 file:rounded-full file:border-0 file:bg-sand file:px-4"
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        PNG, JPEG or WebP, up to 2 MB, 200 to 4,000 pixels a side. The shop makes phone-sized copies
        and removes the camera&apos;s details (place, device).
      </p>
      {message ? (
        <p role="alert" className="text-rose-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={files.length === 0 || sending}>
        {sending ? 'Uploading…' : kind === 'gallery' ? 'Upload photos' : 'Upload photo'}
      </Button>
    </form>
  )
}
