import { createHash } from 'node:crypto'
import { notionists } from '@dicebear/collection'
import { createAvatar } from '@dicebear/core'

export interface RenderedAvatar {
  svg: string
  etag: string
}

/**
 * DiceBear's "Notionists" (CC0, by Zoish): hand-drawn line portraits that sit well on the shop's
 * cream and ink. Rendered here, so no third party learns who our customers are (docs/product.md §6).
 * The same seed and colour always give the same picture.
 */
export function renderAvatar(seed: string, backgroundColor: string): RenderedAvatar {
  const svg = createAvatar(notionists, { seed, backgroundColor: [backgroundColor] }).toString()
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`
  return { svg, etag }
}
