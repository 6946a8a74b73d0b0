import { describe, expect, it } from 'vitest'
import {
  LINK_PREVIEW_SIZE,
  linkPreviewImage,
  shopPreviewImage,
  shopPreviewProducts,
} from './link-preview'

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

describe('shopPreviewImage', () => {
  const art = (name: string, version: string, best_seller = false) => ({
    image: `/api/products/art/${name}.svg?v=${version}`,
    best_seller,
  })

  it('sets three drawn bottles on the shelf, best sellers first, versioned by their art', () => {
    const listed = [
      art('newest', 'AAAA11112222'),
      { image: '/api/products/photo/7?v=9f86d081884c', best_seller: true },
      art('older', 'BBBB11112222'),
      art('best', 'CCCC11112222', true),
      art('oldest', 'DDDD11112222'),
    ]
    expect(shopPreviewProducts(listed).map(({ image }) => image)).toEqual([
      listed[3]?.image,
      listed[0]?.image,
      listed[2]?.image,
    ])
    expect(shopPreviewImage(listed)).toEqual({
      url: '/api/products/preview.png?v=CCCCAAAABBBB',
      type: 'image/png',
      width: 1200,
      height: 630,
    })
  })

  it('moves its version when a bottle on the shelf is redrawn or replaced', () => {
    const before = shopPreviewImage([art('a', 'AAAA11112222'), art('b', 'BBBB11112222')])
    const redrawn = shopPreviewImage([art('a', 'AAAX11112222'), art('b', 'BBBB11112222')])
    expect(redrawn?.url).not.toBe(before?.url)
  })

  it('has no picture when nothing in the shop is drawn by it', () => {
    expect(shopPreviewImage([])).toBeUndefined()
    expect(
      shopPreviewImage([{ image: '/api/products/photo/7?v=9f86d081884c', best_seller: true }]),
    ).toBeUndefined()
  })
})
