import { renderAsync } from '@resvg/resvg-js'
import { type PreparedResponse, prepareBytes } from './prepared-response.js'
import { type ProductArtInput, renderProductArt } from './product-art.js'

/**
 * A product's link preview (decision 025) as PNG: its art on the previewers' 1200 × 630 canvas,
 * drawn by resvg (a Rust SVG renderer, prebuilt for each platform inside its npm packages) on
 * libuv's thread pool, so the event loop keeps serving while it draws. The brand initial takes
 * the machine's own serif font, as the SVG does in a browser; without one it is left out.
 */
export async function renderLinkPreviewPng(product: ProductArtInput): Promise<Buffer> {
  const image = await renderAsync(renderProductArt(product, 'link-preview'), {
    font: { loadSystemFonts: true, defaultFontFamily: 'serif' },
  })
  return image.asPng()
}

/**
 * The preview's response, drawn on its first request (~60–90 ms on a thread) and kept with the
 * art, so a product nobody shares costs nothing and a shared one is drawn once per process.
 * A failed drawing is not kept: the next request tries again.
 */
export function lazyLinkPreview(product: ProductArtInput): () => Promise<PreparedResponse> {
  const { imageId, brand, type, gift_set, travel_size } = product
  let prepared: Promise<PreparedResponse> | undefined
  return () => {
    prepared ??= renderLinkPreviewPng({ imageId, brand, type, gift_set, travel_size }).then(
      (png) => prepareBytes(png, 'image/png'),
      (error: unknown) => {
        prepared = undefined
        throw error
      },
    )
    return prepared
  }
}
