import { describe, expect, it } from 'vitest'
import {
  authenticityPhoto,
  isReorderOf,
  mainPhoto,
  movePhoto,
  parsePhotoFileName,
  photoFallbackUrl,
  photoHeightAt,
  photoSrcSet,
  photoWidths,
  widthFor,
} from './product-photos'

describe('photoWidths: the stored widths never upscale', () => {
  it.each([
    [4000, [320, 640, 1080]],
    [1080, [320, 640, 1080]],
    [1000, [320, 640, 1000]],
    [640, [320, 640]],
    [500, [320, 500]],
    [320, [320]],
    [200, [200]],
  ])('an upload %i px wide is stored at %j', (original, widths) => {
    expect(photoWidths(original)).toEqual(widths)
  })
})

describe('widthFor: what a browser fetches for its layout and screen', () => {
  const widths = [320, 640, 1080]
  it.each([
    [180, 1, 320],
    [180, 2.625, 640],
    [372, 2.625, 1080],
    [600, 1, 640],
    [1200, 2, 1080],
  ])('%i css px at %f dppx → %i', (css, dpr, width) => {
    expect(widthFor(widths, css, dpr)).toBe(width)
  })
})

describe('file names and sources', () => {
  const photo = { key: '0123456789abcdef', widths: [320, 640], width: 640, height: 800 }
  it('names each width in a srcset, per format', () => {
    expect(photoSrcSet(photo, 'avif')).toBe(
      '/api/products/photos/0123456789abcdef-320.avif 320w, /api/products/photos/0123456789abcdef-640.avif 640w',
    )
  })
  it('single-image places take the 640 WebP, or the largest there is', () => {
    expect(photoFallbackUrl(photo)).toBe('/api/products/photos/0123456789abcdef-640.webp')
    expect(photoFallbackUrl({ key: photo.key, widths: [200] })).toBe(
      '/api/products/photos/0123456789abcdef-200.webp',
    )
  })
  it('keeps the aspect ratio at every width', () => {
    expect(photoHeightAt(photo, 320)).toBe(400)
  })
  it.each([
    ['0123456789abcdef-320.avif', { key: '0123456789abcdef', width: 320, format: 'avif' }],
    ['0123456789abcdef-1080.webp', { key: '0123456789abcdef', width: 1080, format: 'webp' }],
    ['0123456789abcdef-320.jpg', undefined],
    ['../etc/passwd', undefined],
    ['0123456789ABCDEF-320.avif', undefined],
    ['0123456789abcdef-99999.avif', undefined],
  ])('parsePhotoFileName(%s)', (name, parsed) => {
    expect(parsePhotoFileName(name)).toEqual(parsed)
  })
})

describe('the gallery and the authenticity slot', () => {
  const photos = [
    { id: 3, kind: 'authenticity' as const },
    { id: 1, kind: 'gallery' as const },
    { id: 2, kind: 'gallery' as const },
  ]
  it('the first gallery photo is the main image; the authenticity photo is apart', () => {
    expect(mainPhoto(photos)?.id).toBe(1)
    expect(authenticityPhoto(photos)?.id).toBe(3)
    const none: { id: number; kind: 'gallery' }[] = []
    expect(mainPhoto(none)).toBeUndefined()
    expect(authenticityPhoto(none)).toBeUndefined()
  })
})

describe('movePhoto and isReorderOf', () => {
  it.each([
    [[1, 2, 3], 2, -1, [2, 1, 3]],
    [[1, 2, 3], 2, 1, [1, 3, 2]],
    [[1, 2, 3], 1, -1, undefined],
    [[1, 2, 3], 3, 1, undefined],
    [[1, 2, 3], 9, 1, undefined],
  ] as const)('moving in %j photo %i by %i gives %j', (order, id, delta, next) => {
    expect(movePhoto(order, id, delta)).toEqual(next)
  })
  it.each([
    [[1, 2, 3], [3, 1, 2], true],
    [[1, 2, 3], [1, 2], false],
    [[1, 2, 3], [1, 2, 2], false],
    [[1, 2, 3], [1, 2, 4], false],
  ])('%j → %j is a reorder: %s', (current, proposed, ok) => {
    expect(isReorderOf(current, proposed)).toBe(ok)
  })
})
