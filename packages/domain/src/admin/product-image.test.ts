import { describe, expect, it } from 'vitest'
import {
  checkProductImage,
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_MISMATCH_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  sniffImage,
} from './product-image'

/** ASCII text as bytes (the fixtures hold nothing else). */
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

/** Just the headers the sniffers read, at a given size. */
function pngHeader(width: number, height: number, padTo = 64): Uint8Array {
  const b = new Uint8Array(padTo)
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(b.buffer).setUint32(16, width)
  new DataView(b.buffer).setUint32(20, height)
  return b
}

function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)]
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    ...Array.from({ length: 9 }, () => 0),
  ]
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9])
}

function webpHeader(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Uint8Array {
  const b = new Uint8Array(40)
  b.set(ascii('RIFF'), 0)
  b.set(ascii('WEBP'), 8)
  b.set(ascii(chunk), 12)
  const view = new DataView(b.buffer)
  if (chunk === 'VP8 ') {
    b.set([0x9d, 0x01, 0x2a], 23)
    view.setUint16(26, width, true)
    view.setUint16(28, height, true)
  } else if (chunk === 'VP8L') {
    b[20] = 0x2f
    view.setUint32(21, (width - 1) | ((height - 1) << 14), true)
  } else {
    view.setUint16(24, (width - 1) & 0xffff, true)
    b[26] = (width - 1) >> 16
    view.setUint16(27, (height - 1) & 0xffff, true)
    b[29] = (height - 1) >> 16
  }
  return b
}

describe('sniffImage', () => {
  it.each([
    ['png', pngHeader(800, 1000), { type: 'image/png', width: 800, height: 1000 }],
    ['jpeg', jpegHeader(640, 480), { type: 'image/jpeg', width: 640, height: 480 }],
    ['webp lossy', webpHeader('VP8 ', 500, 600), { type: 'image/webp', width: 500, height: 600 }],
    [
      'webp lossless',
      webpHeader('VP8L', 300, 301),
      { type: 'image/webp', width: 300, height: 301 },
    ],
    [
      'webp extended',
      webpHeader('VP8X', 1200, 1500),
      { type: 'image/webp', width: 1200, height: 1500 },
    ],
    ['text', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['gif', ascii('GIF89a\x01\x00\x01\x00'), undefined],
    ['empty', new Uint8Array(), undefined],
  ])('%s', (_label, bytes, expected) => {
    expect(sniffImage(bytes)).toEqual(expected)
  })
})

describe('checkProductImage', () => {
  it.each([
    ['a png', pngHeader(800, 800), 'image/png', null],
    ['a jpeg with parameters', jpegHeader(800, 800), 'image/jpeg; charset=binary', null],
    ['a gif type', pngHeader(800, 800), 'image/gif', IMAGE_TYPE_MESSAGE],
    ['an svg', ascii('<svg/>'), 'image/svg+xml', IMAGE_TYPE_MESSAGE],
    ['3 MB', pngHeader(800, 800, 3 * 1024 * 1024), 'image/png', IMAGE_TOO_LARGE_MESSAGE],
    [
      'text posing as png',
      ascii('hello world, not an image at all'),
      'image/png',
      IMAGE_UNREADABLE_MESSAGE,
    ],
    ['a png posing as jpeg', pngHeader(800, 800), 'image/jpeg', IMAGE_MISMATCH_MESSAGE],
    ['a tiny png', pngHeader(100, 800), 'image/png', IMAGE_DIMENSIONS_MESSAGE],
    ['a huge png', pngHeader(5000, 800), 'image/png', IMAGE_DIMENSIONS_MESSAGE],
  ])('%s', (_label, bytes, type, message) => {
    const result = checkProductImage(bytes, type)
    if (message === null) expect(result.ok).toBe(true)
    else expect(result).toEqual({ ok: false, message })
  })
})
