import { SCENT_FAMILIES, type ScentFamily } from '@scentia/domain/catalog/product'
import { Link } from 'react-router'
import { familyShopPath } from '../../../config/paths'

/** How each family reads and looks on its tile. */
const FAMILY_STYLE: Record<ScentFamily, { notes: string; swatch: string }> = {
  Floral: { notes: 'Rose, jasmine, tuberose', swatch: 'from-[#f4d9d6] to-[#e8b9b4]' },
  Woody: { notes: 'Oud, cedar, sandalwood', swatch: 'from-[#d9c3a5] to-[#a98461]' },
  Oriental: { notes: 'Amber, spice, resin', swatch: 'from-[#ecc89a] to-[#c1803f]' },
  Fresh: { notes: 'Aquatic, green, airy', swatch: 'from-[#d5e8e4] to-[#9cc6be]' },
  Citrus: { notes: 'Bergamot, lemon, neroli', swatch: 'from-[#f6e7a8] to-[#e7c45a]' },
  Gourmand: { notes: 'Vanilla, tonka, caramel', swatch: 'from-[#ead5c0] to-[#b98a63]' },
  Aromatic: { notes: 'Lavender, sage, herbs', swatch: 'from-[#dcd6ea] to-[#a99cc8]' },
}

/** Shop by scent family: one tile per family of docs/product.md §S9, each a filtered shop link. */
export function ScentFamilyTiles() {
  return (
    <section
      aria-labelledby="scent-families-heading"
      className="mx-auto max-w-7xl px-5 py-12 md:px-8 md:py-16"
    >
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">Explore</p>
      <h2
        id="scent-families-heading"
        className="mt-2 font-serif text-3xl tracking-tight md:text-4xl"
      >
        Shop by scent family
      </h2>
      <ul className="mt-7 grid grid-cols-2 gap-2.5 sm:grid-cols-4 sm:gap-3 lg:grid-cols-7 lg:gap-4">
        {SCENT_FAMILIES.map((family) => (
          // Seven tiles in two columns would leave one alone: the last spans the row on phones.
          // The swatch is a band over the words at every width: beside them, a 360 px phone's
          // half-width tile left "Gourmand" too little room and it ran out of its tile.
          <li key={family} className="max-sm:last:col-span-2">
            <Link
              to={familyShopPath(family)}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white/50 transition-shadow hover:shadow-lg"
            >
              <span
                aria-hidden="true"
                className={`block h-12 w-full shrink-0 bg-gradient-to-br ${FAMILY_STYLE[family].swatch} transition-transform duration-500 lg:h-24 lg:group-hover:scale-105`}
              />
              <span className="flex min-w-0 flex-1 flex-col px-3 py-2.5 lg:px-3.5 lg:py-3">
                <span className="font-serif text-[1.05rem] leading-tight lg:text-lg">{family}</span>
                <span className="mt-0.5 text-xs leading-snug text-muted lg:mt-1">
                  {FAMILY_STYLE[family].notes}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
