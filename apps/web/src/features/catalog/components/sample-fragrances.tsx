import type { ScentFamily } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import { Link } from 'react-router'
import { familyShopPath } from '../../../config/paths'

/** docs/product.md §S2 Not found page: three hard-coded sample fragrances, each at ₦15,000. */
export const SAMPLE_FRAGRANCE_PRICE = 15_000

const SAMPLES: readonly { name: string; family: ScentFamily; notes: string; swatch: string }[] = [
  {
    name: 'Midnight Oud',
    family: 'Woody',
    notes: 'Oud, saffron, smoked cedar',
    swatch: 'from-[#d9c3a5] to-[#8f6a48]',
  },
  {
    name: 'Jasmine Silk',
    family: 'Floral',
    notes: 'Jasmine, pear, white musk',
    swatch: 'from-[#f6e1dc] to-[#dba49d]',
  },
  {
    name: 'Citrus Breeze',
    family: 'Citrus',
    notes: 'Bergamot, lime, vetiver',
    swatch: 'from-[#f7ecb8] to-[#dcb64b]',
  },
]

/** Three suggestions for a shopper who followed a dead link: each opens its scent family. */
export function SampleFragrances() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {SAMPLES.map((sample) => (
        <li key={sample.name}>
          <Link
            to={familyShopPath(sample.family)}
            className="group flex h-full overflow-hidden rounded-2xl border border-line bg-white/60 text-left transition-shadow hover:shadow-lg sm:flex-col"
          >
            <span
              aria-hidden="true"
              className={`flex w-28 shrink-0 items-center justify-center bg-gradient-to-br py-4 sm:h-40 sm:w-auto ${sample.swatch}`}
            >
              <BottleGlyph />
            </span>
            <span className="flex flex-1 flex-col p-4">
              <span className="text-[0.68rem] font-semibold tracking-[0.18em] text-muted uppercase">
                {sample.family}
              </span>
              <span className="mt-1 font-serif text-lg leading-snug">{sample.name}</span>
              <span className="mt-0.5 text-xs text-muted">{sample.notes}</span>
              <span className="mt-3 font-semibold tabular-nums">
                {formatNaira(SAMPLE_FRAGRANCE_PRICE)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** A small frosted bottle, drawn inline: these samples have no product art of their own. */
function BottleGlyph() {
  return (
    <svg viewBox="0 0 60 90" className="h-20 w-auto drop-shadow-sm sm:h-24">
      <rect x="22" y="4" width="16" height="14" rx="2" fill="#1c1917" />
      <rect x="26" y="18" width="8" height="7" fill="#b08d4a" />
      <rect x="8" y="25" width="44" height="60" rx="10" fill="#faf7f2" fillOpacity="0.6" />
      <rect x="8" y="25" width="44" height="60" rx="10" fill="none" stroke="#faf7f2" />
      <rect x="13" y="31" width="5" height="46" rx="2.5" fill="#fff" fillOpacity="0.6" />
      <rect x="18" y="48" width="24" height="14" rx="1.5" fill="#faf7f2" />
    </svg>
  )
}
