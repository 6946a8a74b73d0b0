import { SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import { describe, expect, it } from 'vitest'
import { catalogueSeed } from '../../db/seed/data/catalogue.js'
import {
  FAMILY_PALETTES,
  hashString,
  renderProductArt,
  type ProductArtInput,
} from './product-art.js'

const artInputs: ProductArtInput[] = catalogueSeed.map((entry) => ({
  imageId: entry.productId,
  brand: entry.brand,
  type: entry.type,
  gift_set: entry.giftSet ?? false,
  travel_size: entry.travelSize ?? false,
}))

const oud: ProductArtInput = {
  imageId: 'oud-al-lagos-100ml',
  brand: 'Oba Parfums',
  type: 'Woody',
  gift_set: false,
  travel_size: false,
}

/** Tags open and close in order: enough well-formedness for markup we generate ourselves. */
function isBalancedMarkup(svg: string): boolean {
  const stack: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g,
  )) {
    if (selfClosing) continue
    if (closing) {
      if (stack.pop() !== name) return false
    } else if (name) {
      stack.push(name)
    }
  }
  return stack.length === 0
}

describe('renderProductArt', () => {
  it('is deterministic: the same product always gets the same bytes', () => {
    expect(renderProductArt(oud)).toBe(renderProductArt({ ...oud }))
  })

  it('draws a self-contained square SVG', () => {
    const svg = renderProductArt(oud)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain('viewBox="0 0 120 120"')
    expect(isBalancedMarkup(svg)).toBe(true)
  })

  it.each(artInputs.map((input) => [input.imageId, input] as const))(
    '%s stays under 2 KB, well formed, with nothing fetched from elsewhere',
    (_id, input) => {
      const svg = renderProductArt(input)
      expect(Buffer.byteLength(svg)).toBeLessThan(2048)
      expect(isBalancedMarkup(svg)).toBe(true)
      // Only the two namespace URIs may look like URLs: no external fonts, images or scripts.
      const urls = svg.match(/https?:\/\/[^"]+/g) ?? []
      expect(new Set(urls)).toEqual(
        new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']),
      )
      expect(svg).not.toMatch(/<script|<image|<foreignObject|@import|@font-face|on\w+=/i)
    },
  )

  it('gives every seeded product its own picture', () => {
    const svgs = artInputs.map((input) => renderProductArt(input))
    expect(new Set(svgs).size).toBe(svgs.length)
  })

  it('draws the same picture for a link preview, on a 1200 × 630 canvas filled edge to edge', () => {
    const square = renderProductArt(oud)
    const preview = renderProductArt(oud, 'link-preview')
    expect(preview).toMatch(/^<svg [^>]*viewBox="-54\.29 0 228\.57 120" width="1200" height="630">/)
    expect(preview).toContain('<rect x="-54.29" width="228.57" height="120" fill="url(#g)"/>')
    const drawing = (svg: string) =>
      svg
        .replace(/^<svg [^>]*>/, '')
        .replace(/<rect( x="[^"]*")? width="[^"]*" height="120" fill="url\(#g\)"\/>/, '')
    expect(drawing(preview)).toBe(drawing(square))
    expect(square).toMatch(/^<svg [^>]*viewBox="0 0 120 120" width="480" height="480">/)
  })

  it('changes when the art key changes, even within one family and brand', () => {
    expect(renderProductArt({ ...oud, imageId: 'oud-al-lagos-50ml' })).not.toBe(
      renderProductArt(oud),
    )
  })

  it.each(SCENT_FAMILIES)('paints %s products in their family palette', (family) => {
    const svg = renderProductArt({ ...oud, type: family })
    const palette = FAMILY_PALETTES[family]
    for (const colour of [...palette.background, ...palette.liquid, palette.accent]) {
      expect(svg).toContain(colour)
    }
  })

  it.each([
    ['Oba Parfums', 'O'],
    ['nola noir', 'N'],
    ['9 Lives', '9'],
    ['& Co.', 'C'],
  ])('labels a bottle of %s with the initial %s', (brand, initial) => {
    expect(renderProductArt({ ...oud, brand })).toContain(`>${initial}</text>`)
  })

  it('leaves the label blank when the brand has no letter or digit', () => {
    expect(renderProductArt({ ...oud, brand: '—' })).not.toContain('<text')
  })

  it('puts a gift box in front of gift sets only', () => {
    expect(renderProductArt({ ...oud, gift_set: true })).toContain('M88 84v24')
    expect(renderProductArt(oud)).not.toContain('M88 84v24')
  })

  it('draws travel sizes as the slim atomiser', () => {
    const travel = artInputs.filter((input) => input.travel_size)
    expect(travel.length).toBeGreaterThan(0)
    for (const input of travel)
      expect(renderProductArt(input)).toContain('width="22" height="66" rx="11"')
  })

  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('hashes %j with FNV-1a (published test vectors)', (text, expected) => {
    expect(hashString(text)).toBe(expected)
  })
})
