import type { ScentFamily } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import { Link } from 'react-router'
import { familyShopPath } from '../shop-links'

/** Spec §2 Not found page: three hard-coded sample fragrances, each at ₦15,000. */
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
    <ul className="grid gap-4 sm:grid-cols-3">
      {SAMPLES.map((sample) => (
        <li key={sample.name}>
          <Link
            to={familyShopPath(sample.family)}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white/60 text-left transition-shadow hover:shadow-lg"
          >
            <span
              aria-hidden="true"
              className={`flex h-32 items-end justify-center bg-gradient-to-br ${sample.swatch}`}
            >
              <span className="mb-0 flex h-20 w-12 flex-col items-center">
                <span className="h-3 w-5 rounded-sm bg-ink/85" />
                <span className="h-full w-full rounded-t-xl bg-cream/55 ring-1 ring-cream/70" />
              </span>
            </span>
            <span className="flex flex-1 flex-col p-4">
              <span className="text-[0.68rem] font-semibold tracking-[0.18em] text-muted uppercase">
                {sample.family}
              </span>
              <span className="mt-1 font-serif text-lg">{sample.name}</span>
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
