import type { Product } from '@scentia/domain/catalog/product'
import {
  LINK_PREVIEW_SIZE,
  shopPreviewProducts,
  shopPreviewVersion,
} from '@scentia/domain/seo/link-preview'
import { type PreparedResponse, prepareBytes } from './prepared-response.js'
import { type ProductArtInput, renderProductArt } from './product-art.js'

/** What the shop's preview reads of a listed product: whether it is drawn, and its art. */
export type ShelfProduct = Pick<Product, 'image' | 'best_seller' | 'imageId'>

/**
 * A product's link preview (decision 025) as PNG: its art on the previewers' 1200 × 630 canvas,
 * drawn by resvg (a Rust SVG renderer, prebuilt for each platform inside its npm packages) on
 * libuv's thread pool, so the event loop keeps serving while it draws. The brand initial takes
 * the machine's own serif font, as the SVG does in a browser; without one it is left out.
 */
export async function renderLinkPreviewPng(product: ProductArtInput): Promise<Buffer> {
  return drawPng(renderProductArt(product, 'link-preview'))
}

async function drawPng(svg: string): Promise<Buffer> {
  // Loaded when first drawn: a platform without a resvg build loses link previews (their route
  // answers the spec's server error, logged), not the shop.
  const { renderAsync } = await import('@resvg/resvg-js')
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: 'serif' },
  })
  return image.asPng()
}

const SHELF_TILE_PX = 340
const SHELF_GAP_PX = 50

/** The art's drawing without its `<svg>` element, its ids prefixed so that several can share a page. */
function nestable(art: string, prefix: string): string {
  return art
    .replace(/^<svg[^>]*>|<\/svg>$/g, '')
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
}

/**
 * The shop's own link preview: its shelf's art (`shopPreviewProducts`) side by side on the
 * 1200 × 630 canvas, each a rounded tile, on the storefront's cream. The drawings go in whole,
 * their ids prefixed per tile, so each brand initial is set in the same fonts as a product's.
 */
export function shopPreviewSvg(arts: readonly string[]): string {
  const { width, height } = LINK_PREVIEW_SIZE
  const row = arts.length * SHELF_TILE_PX + (arts.length - 1) * SHELF_GAP_PX
  const top = (height - SHELF_TILE_PX) / 2
  const tiles = arts.map((art, index) => {
    const x = (width - row) / 2 + index * (SHELF_TILE_PX + SHELF_GAP_PX)
    const box = `x="${x}" y="${top}" width="${SHELF_TILE_PX}" height="${SHELF_TILE_PX}"`
    return (
      `<clipPath id="tile${index}"><rect ${box} rx="20"/></clipPath>` +
      `<g clip-path="url(#tile${index})"><svg ${box} viewBox="0 0 120 120">` +
      `${nestable(art, `t${index}-`)}</svg></g>`
    )
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    '<defs><linearGradient id="bg" x2="1" y2="1"><stop stop-color="#faf7f2"/><stop offset="1" stop-color="#efe4d2"/></linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...tiles,
    '</svg>',
  ].join('')
}

/** A PNG drawing and which one it is (a shelf's version, an art's id). */
export interface Drawing {
  version: string
  response: Promise<PreparedResponse>
}

/**
 * The last PNG drawn, kept from the moment its drawing starts, so requests that arrive meanwhile
 * share it. A failed drawing is not kept: the next request draws again.
 */
function lastDrawing(): (version: string, draw: () => Promise<Buffer>) => Drawing {
  let last: Drawing | undefined
  return (version, draw) => {
    if (last?.version === version) return last
    const kept = { version, response: draw().then((png) => prepareBytes(png, 'image/png')) }
    last = kept
    kept.response.catch(() => {
      if (last === kept) last = undefined
    })
    return kept
  }
}

/**
 * The shop's preview for the listed catalogue, or undefined when nothing on it is drawn. The
 * last shelf drawn is kept (one per process); a new shelf, or a failed drawing, draws again.
 */
export function createShopPreviews(
  artOf: (imageId: string) => Promise<{ response: PreparedResponse } | undefined>,
): (listed: readonly ShelfProduct[]) => Drawing | undefined {
  const drawing = lastDrawing()
  return (listed) => {
    const shelf = shopPreviewProducts(listed)
    if (shelf.length === 0) return undefined
    return drawing(shopPreviewVersion(shelf), async () => {
      const arts = await Promise.all(shelf.map(({ imageId }) => artOf(imageId)))
      return drawPng(
        shopPreviewSvg(arts.flatMap((art) => (art ? [art.response.identity.toString()] : []))),
      )
    })
  }
}

/**
 * The preview's response, drawn on its first request (~60–90 ms on a thread) and kept with the
 * art, so a product nobody shares costs nothing and a shared one is drawn once per process.
 */
export function lazyLinkPreview(product: ProductArtInput): () => Promise<PreparedResponse> {
  const { imageId, brand, type, gift_set, travel_size } = product
  const drawing = lastDrawing()
  return () =>
    drawing(imageId, () => renderLinkPreviewPng({ imageId, brand, type, gift_set, travel_size }))
      .response
}
