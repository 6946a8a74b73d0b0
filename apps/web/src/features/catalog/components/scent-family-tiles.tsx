import { SCENT_FAMILIES, type ScentFamily } from '@scentia/domain/catalog/product'
import { Link } from 'react-router'
import { familyShopPath } from '../shop-links'

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

/** Shop by scent family: one tile per family of spec §9, each a filtered shop link. */
export function ScentFamilyTiles() {
  return (
    <section
      aria-labelledby="scent-families-heading"
      className="mx-auto max-w-7xl px-5 py-12 md:px-8 md:py-16"
    >
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
        Explore
      </p>
      <h2 id="scent-families-heading" className="mt-2 font-serif text-3xl tracking-tight md:text-4xl">
        Shop by scent family
      </h2>
      <ul className="mt-7 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7 lg:gap-4">
        {SCENT_FAMILIES.map((family) => (
          <li key={family}>
            <Link
              to={familyShopPath(family)}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white/50 transition-shadow hover:shadow-lg"
            >
              <span
                aria-hidden="true"
                className={`block h-20 bg-gradient-to-br ${FAMILY_STYLE[family].swatch} transition-transform duration-500 group-hover:scale-105 lg:h-24`}
              />
              <span className="flex flex-1 flex-col px-3.5 py-3">
                <span className="font-serif text-lg leading-tight">{family}</span>
                <span className="mt-1 text-xs leading-snug text-muted">
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
