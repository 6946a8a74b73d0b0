import type { Product, ScentFamily } from '@scentia/domain/catalog/product'
import { LINK_PREVIEW_SIZE } from '@scentia/domain/seo/link-preview'

/** What the art depends on; a change to any of these changes the picture and so its URL. */
export type ProductArtInput = Pick<
  Product,
  'imageId' | 'brand' | 'type' | 'gift_set' | 'travel_size'
>

interface Palette {
  /** Background gradient, top-left to bottom-right. */
  background: readonly [string, string]
  /** The juice: its edge and its lit middle. */
  liquid: readonly [string, string]
  /** Label initial, glass edge, gift box. */
  accent: string
}

/** One mood per scent family (docs/product.md §S9), so a shelf of the same family reads as a set. */
export const FAMILY_PALETTES: Record<ScentFamily, Palette> = {
  Floral: { background: ['#fdeef3', '#f4c9d8'], liquid: ['#d9739c', '#f6b8cf'], accent: '#9c3a66' },
  Woody: { background: ['#f4ebe1', '#dcc3a6'], liquid: ['#9a6434', '#d6a472'], accent: '#5a381b' },
  Oriental: {
    background: ['#f9e7cf', '#e7b07c'],
    liquid: ['#a8431f', '#e3894f'],
    accent: '#6b1d27',
  },
  Fresh: { background: ['#e8f7f7', '#bfe4e7'], liquid: ['#4fb3bb', '#a6e0e4'], accent: '#1d6670' },
  Citrus: { background: ['#fff6dc', '#ffd98f'], liquid: ['#eea024', '#ffd46b'], accent: '#b35c0c' },
  Gourmand: {
    background: ['#f8ece2', '#e6c2a4'],
    liquid: ['#b9794a', '#e7b68d'],
    accent: '#63381f',
  },
  Aromatic: {
    background: ['#edf2e8', '#cbdcbe'],
    liquid: ['#7a9d64', '#bcd6a6'],
    accent: '#36532f',
  },
}

/** Metal or lacquer for the cap: gold, the family's own dark tone, or satin silver. */
const CAP_FINISHES = [
  ['#b8892f', '#f4df9c'],
  ['accent', '#ffffff'],
  ['#8c949c', '#eef1f4'],
] as const

interface Silhouette {
  /** The glass body, drawn once in <defs> and reused for the glass and the liquid's clip. */
  body: string
  /** Top and bottom of the body, for the liquid level. */
  top: number
  bottom: number
  /** Neck: half width, and the y where the cap sits. */
  neckHalf: number
  neckTop: number
  /** Where the label is centred. */
  labelY: number
  /** Shine stroke down the left of the glass. */
  shine: string
}

const SILHOUETTES: readonly Silhouette[] = [
  // Block: the classic rectangular flacon.
  {
    body: '<rect x="34" y="46" width="52" height="58" rx="7"/>',
    top: 46,
    bottom: 104,
    neckHalf: 7,
    neckTop: 38,
    labelY: 78,
    shine: 'M40 54v40',
  },
  // Flask: a round apothecary bottle.
  {
    body: '<circle cx="60" cy="77" r="28"/>',
    top: 49,
    bottom: 105,
    neckHalf: 6,
    neckTop: 41,
    labelY: 79,
    shine: 'M40 66q-4 11 0 22',
  },
  // Tower: tall and slim.
  {
    body: '<rect x="42" y="36" width="36" height="68" rx="5"/>',
    top: 36,
    bottom: 104,
    neckHalf: 6,
    neckTop: 28,
    labelY: 72,
    shine: 'M47 43v52',
  },
  // Facet: an octagonal cut-glass bottle.
  {
    body: '<path d="M44 46h32l12 12v36l-10 10H42l-10-10V58z"/>',
    top: 46,
    bottom: 104,
    neckHalf: 7,
    neckTop: 38,
    labelY: 76,
    shine: 'M38 60v32',
  },
  // Arch: a rounded shoulder.
  {
    body: '<path d="M36 104V66a24 24 0 0 1 48 0v38z"/>',
    top: 42,
    bottom: 104,
    neckHalf: 6,
    neckTop: 34,
    labelY: 80,
    shine: 'M42 64v32',
  },
]

/** Travel sprays are always the slim atomiser, so the chip's products look the part. */
const ATOMISER: Silhouette = {
  body: '<rect x="49" y="38" width="22" height="66" rx="11"/>',
  top: 38,
  bottom: 104,
  neckHalf: 4,
  neckTop: 32,
  labelY: 76,
  shine: 'M54 48v44',
}

/** A travel spray's slim push cap. */
const ATOMISER_CAP = (b: number) => `<rect x="50" y="${b - 19}" width="20" height="20" rx="4"/>`

/** Caps drawn over the neck; `b` is the y of the cap's bottom edge. */
const CAPS: readonly ((b: number) => string)[] = [
  (b) => `<rect x="47" y="${b - 13}" width="26" height="14" rx="2"/>`,
  (b) => `<rect x="52" y="${b - 22}" width="16" height="23" rx="3"/>`,
  (b) => `<circle cx="60" cy="${b - 9}" r="10"/>`,
  (b) => `<path d="M46 ${b + 1}a14 13 0 0 1 28 0z"/>`,
  (b) => `<path d="M46 ${b - 8}l8-10h12l8 10-4 9H50z"/>`,
]

/** FNV-1a: a tiny, stable string hash, so the same product always gets the same bottle. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A deterministic stream of choices seeded by the hash (xorshift32). */
function choices(seed: number) {
  let state = seed === 0 ? 0x9e3779b9 : seed
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x1_0000_0000
  }
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    between: (low: number, high: number) => Math.round(low + next() * (high - low)),
  }
}

/** The brand's initial for the label: decoration, never text the shopper has to read. */
function brandInitial(brand: string): string {
  return /[a-z0-9]/i.exec(brand)?.[0]?.toUpperCase() ?? ''
}

/**
 * Where the drawing is shown: the storefront's square, or a link preview (decision 025), the
 * same drawing in the middle of a wider canvas whose background runs to both edges.
 */
export type ArtFrame = 'square' | 'link-preview'

/** The SVG's own size and canvas, in the drawing's 120-unit square's coordinates. */
function canvas(frame: ArtFrame) {
  if (frame === 'square') return { x: 0, width: 120, pixels: { width: 480, height: 480 } }
  const width = Math.round((120 * LINK_PREVIEW_SIZE.width * 100) / LINK_PREVIEW_SIZE.height) / 100
  // Centred: as much canvas left of the square as right of it.
  return { x: -Math.round((width / 2 - 60) * 100) / 100, width, pixels: LINK_PREVIEW_SIZE }
}

/**
 * A product's bottle illustration as a small, self-contained SVG (docs/product.md §3): silhouette, cap
 * and bokeh chosen by a hash of the art key, colours by scent family, the brand's initial on the
 * label, a gift box for gift sets. Pure and deterministic, so its bytes can be hashed into a
 * version and cached for a year.
 */
export function renderProductArt(product: ProductArtInput, frame: ArtFrame = 'square'): string {
  const palette = FAMILY_PALETTES[product.type]
  const pick = choices(hashString(product.imageId))
  const shape = product.travel_size ? ATOMISER : pick.pick(SILHOUETTES)
  const cap = product.travel_size ? ATOMISER_CAP : pick.pick(CAPS)
  const [capEdge, capLight] = pick.pick(CAP_FINISHES)
  const capColour = capEdge === 'accent' ? palette.accent : capEdge
  const fillTop = shape.top + Math.round(((shape.bottom - shape.top) * pick.between(16, 42)) / 100)
  const bokeh = [0, 1, 2]
    .map(
      () =>
        `<circle cx="${pick.between(8, 112)}" cy="${pick.between(8, 58)}" r="${pick.between(4, 13)}"/>`,
    )
    .join('')
  const initial = brandInitial(product.brand)
  const neckX = 60 - shape.neckHalf
  const labelRadius = product.travel_size ? 7 : 10
  const { x, width, pixels } = canvas(frame)
  const origin = x === 0 ? '' : ` x="${x}"`

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${x} 0 ${width} 120" width="${pixels.width}" height="${pixels.height}">`,
    '<defs>',
    `<linearGradient id="g" x2="1" y2="1"><stop stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>`,
    `<linearGradient id="q"><stop stop-color="${palette.liquid[0]}"/><stop offset=".45" stop-color="${palette.liquid[1]}"/><stop offset="1" stop-color="${palette.liquid[0]}"/></linearGradient>`,
    `<linearGradient id="c"><stop stop-color="${capColour}"/><stop offset=".4" stop-color="${capLight}"/><stop offset="1" stop-color="${capColour}"/></linearGradient>`,
    // A clip path's <use> must point at a shape itself, not a group, so the id goes on the shape.
    `${shape.body.replace(/^<(\w+)/, '<$1 id="s"')}<clipPath id="k"><use xlink:href="#s"/></clipPath>`,
    '</defs>',
    `<rect${origin} width="${width}" height="120" fill="url(#g)"/>`,
    `<g fill="#fff" opacity=".35">${bokeh}</g>`,
    '<ellipse cx="60" cy="107" rx="30" ry="4" fill="#000" opacity=".12"/>',
    `<rect x="${neckX}" y="${shape.neckTop}" width="${shape.neckHalf * 2}" height="${shape.top - shape.neckTop + 2}" fill="#fff" opacity=".7"/>`,
    `<use xlink:href="#s" fill="#fff" fill-opacity=".5" stroke="${palette.accent}" stroke-opacity=".35" stroke-width="1.5"/>`,
    `<rect clip-path="url(#k)" y="${fillTop}" width="120" height="${120 - fillTop}" fill="url(#q)" opacity=".9"/>`,
    `<circle cx="60" cy="${shape.labelY}" r="${labelRadius}" fill="#fff" opacity=".88"/>`,
    initial
      ? `<text x="60" y="${shape.labelY + (product.travel_size ? 3 : 4.5)}" fill="${palette.accent}" font-family="Georgia,serif" font-size="${product.travel_size ? 9 : 13}" text-anchor="middle">${initial}</text>`
      : '',
    `<path d="${shape.shine}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>`,
    `<g fill="url(#c)">${cap(shape.neckTop + 1)}</g>`,
    product.gift_set ? giftBox(palette.accent) : '',
    '</svg>',
  ].join('')
}

/** A ribboned box in front of the bottle: the Gift Sets chip at a glance. */
function giftBox(accent: string): string {
  return (
    `<rect x="70" y="84" width="36" height="24" rx="2" fill="${accent}"/>` +
    '<path d="M88 84v24M70 94h36" stroke="#f4df9c" stroke-width="4"/>' +
    '<path d="M88 84c-9-9-13 1 0 0c9-9 13 1 0 0" fill="none" stroke="#f4df9c" stroke-width="2.5"/>'
  )
}
