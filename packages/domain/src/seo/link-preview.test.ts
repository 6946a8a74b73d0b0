import { describe, expect, it } from 'vitest'
import { LINK_PREVIEW_SIZE, linkPreviewImage } from './link-preview'

describe('linkPreviewImage', () => {
  it("gives generated art its PNG twin, at the art's version and the previewers' size", () => {
    expect(linkPreviewImage('/api/products/art/oud-al-lagos-100ml.svg?v=AbC123_-xYz0')).toEqual({
      url: '/api/products/art/oud-al-lagos-100ml.png?v=AbC123_-xYz0',
      type: 'image/png',
      width: 1200,
      height: 630,
    })
    expect(linkPreviewImage('/api/products/art/rose.svg')).toEqual({
      url: '/api/products/art/rose.png',
      type: 'image/png',
      ...LINK_PREVIEW_SIZE,
    })
  })

  it("keeps an owner's uploaded photo as it is: already raster, of its own size", () => {
    expect(linkPreviewImage('/api/products/photo/12?v=9f86d081884c')).toEqual({
      url: '/api/products/photo/12?v=9f86d081884c',
    })
  })

  it('leaves anything else alone rather than invent a URL', () => {
    for (const image of [
      'https://cdn.example.com/bottle.svg',
      '/api/products/art/a/b.svg',
      '/api/products/art/oud.svg?v=1&x=2',
      '/elsewhere/oud.svg?v=1',
    ]) {
      expect(linkPreviewImage(image)).toEqual({ url: image })
    }
  })
})
