import type { AdminProduct } from '@scentia/domain/admin/order-console'
import {
  checkProductImage,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  isProductImageType,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
} from '@scentia/domain/admin/product-image'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { useRemovePhoto, useUploadPhoto } from '../api/admin-products'

/** The first 64 KB hold every header the check reads (PNG IHDR, JPEG SOF, WebP VP8*). */
const HEADER_BYTES = 64 * 1024

/** The API's own rule, run on the file's type, size and first bytes; null when it passes. */
async function problemWith(file: File | null): Promise<string | null> {
  if (!file) return null
  if (!isProductImageType(file.type)) return IMAGE_TYPE_MESSAGE
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer())
  const check = checkProductImage(head, file.type)
  return check.ok ? null : check.message
}

/**
 * Photo upload with a preview. The file is checked here with the API's own rule (type, size,
 * magic bytes, dimensions) so the owner hears about a wrong file before waiting on an upload; the
 * API checks again, and its message is shown if it disagrees.
 */
export function ProductPhoto({ product }: { product: AdminProduct }) {
  const upload = useUploadPhoto()
  const remove = useRemovePhoto()
  const inputId = useId()
  const [selected, setSelected] = useState<{ file: File; preview: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The preview's object URL, freed when replaced and when the page goes.
  const previewUrl = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    },
    [],
  )
  const select = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    previewUrl.current = file ? URL.createObjectURL(file) : null
    setSelected(file && previewUrl.current ? { file, preview: previewUrl.current } : null)
  }
  const file = selected?.file ?? null
  const preview = selected?.preview ?? null

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    select(null)
    upload.reset()
    const found = await problemWith(chosen)
    setProblem(found)
    if (chosen && !found) select(chosen)
  }

  const send = () => {
    if (!file) return
    upload.mutate(
      { id: product.id, file },
      {
        onSuccess: () => {
          toast.success('Photo saved')
          select(null)
        },
      },
    )
  }

  const message = problem ?? upload.error?.message ?? remove.error?.message
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id={`${inputId}-title`} className="font-serif text-xl">
        Photo
      </h2>
      <div className="mt-3 flex gap-4">
        <figure className="w-28 shrink-0">
          <img
            src={preview ?? product.image}
            alt={preview ? 'Preview of the new photo' : `Current picture of ${product.name}`}
            width={112}
            height={140}
            className="h-35 w-28 rounded-xl bg-sand object-cover"
          />
          <figcaption className="mt-1 text-xs text-muted">
            {preview
              ? 'New photo (not saved)'
              : product.has_photo
                ? 'Uploaded photo'
                : 'Generated art'}
          </figcaption>
        </figure>
        <div className="min-w-0 flex-1 space-y-3 text-sm">
          <div>
            <label htmlFor={inputId} className="font-medium">
              Choose a photo
            </label>
            <input
              id={inputId}
              type="file"
              accept={PRODUCT_IMAGE_TYPES.join(',')}
              onChange={(event) => void choose(event)}
              aria-describedby={`${inputId}-hint`}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2"
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
              PNG, JPEG or WebP, up to 2 MB, 200 to 4,000 pixels a side. A 4:5 portrait looks best.
            </p>
          </div>
          {message ? (
            <p role="alert" className="text-rose-700">
              {message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={send} disabled={!file || upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Upload photo'}
            </Button>
            {product.has_photo ? (
              <Button
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                onClick={() => {
                  remove.mutate(product.id)
                }}
              >
                Use generated art
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
