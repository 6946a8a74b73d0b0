import { lazyLinkPreview } from './link-preview.js'
import { contentHash, prepareResponse, type PreparedResponse } from './prepared-response.js'
import { type ProductArtInput, renderProductArt } from './product-art.js'

const SVG_TYPE = 'image/svg+xml'

export interface ProductArt {
  /** Short hash of the SVG; the `v` of the product's image URL. */
  version: string
  /** The SVG, drawn and compressed when first asked (docs/decisions/032). */
  response(): Promise<PreparedResponse>
  /** The same art as a 1200 × 630 PNG for link previews (decision 025), drawn when first asked. */
  linkPreview(): Promise<PreparedResponse>
}

/** What the art is drawn from, as one key: a change to any of these redraws it. */
export function artInputKey(input: ProductArtInput): string {
  return JSON.stringify([input.imageId, input.brand, input.type, input.gift_set, input.travel_size])
}

/** The `v` of an art URL: the start of its SVG's content hash, which is its ETag too. */
export function artVersionOf(input: ProductArtInput): string {
  return contentHash(renderProductArt(input)).slice(0, 12)
}

/**
 * Art a browser asked for recently, compressed once, at most `maxEntries` pieces (the least
 * recently asked go first). Compressing every product's art at each catalogue build held
 * 1.3 GB at 5,000 products; a shopper's screen shows a few dozen. About 5 kB an entry, plus the
 * link preview's PNG once a previewer asked for it.
 */
export const ART_CACHE_ENTRIES = 512

export function createArtCache({
  maxEntries = ART_CACHE_ENTRIES,
  onPrepared = () => undefined,
}: {
  maxEntries?: number
  /** Told of each art compressed. */
  onPrepared?: () => void
} = {}) {
  const entries = new Map<string, ProductArt>()
  /** The art of this version if kept, marked as recently used. */
  function kept(version: string): ProductArt | undefined {
    const art = entries.get(version)
    if (art) {
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      entries.delete(version)
      entries.set(version, art)
    }
    return art
  }
  return {
    kept,
    /** The art of this version, drawn from `input` when first asked for. */
    art(version: string, input: ProductArtInput): ProductArt {
      const found = kept(version)
      if (found) return found
      const { imageId, brand, type, gift_set, travel_size } = input
      const drawnFrom = { imageId, brand, type, gift_set, travel_size }
      let response: Promise<PreparedResponse> | undefined
      const art: ProductArt = {
        version,
        response() {
          if (!response) {
            onPrepared()
            response = prepareResponse(renderProductArt(drawnFrom), SVG_TYPE, { precompress: true })
          }
          return response
        },
        linkPreview: lazyLinkPreview(drawnFrom),
      }
      entries.set(version, art)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return art
    },
    get size() {
      return entries.size
    },
  }
}
