import type { ProductsFacets } from '@scentia/domain/catalog/products-query'
import { CATEGORY_TILES, type CategoryTile } from '@scentia/domain/catalog/search'

/** A tint per tile: the palette's warm neutrals, nudged towards each family's mood. */
const tints: Record<(typeof CATEGORY_TILES)[number]['id'], string> = {
  'for-her': 'bg-[#f4e6e3]',
  'for-him': 'bg-[#e6e8e6]',
  unisex: 'bg-[#efe7d8]',
  woody: 'bg-[#e9dcc8]',
  floral: 'bg-[#f3e3ea]',
  fresh: 'bg-[#e2ece6]',
}

/** How many fragrances a tile opens, from the shop's unfiltered facet counts. */
function tileCount(tile: CategoryTile, facets: ProductsFacets | undefined): number | undefined {
  const { gender, family } = tile.criteria
  if (gender) return facets?.gender.find((entry) => entry.value === gender)?.count
  if (family) return facets?.family.find((entry) => entry.value === family)?.count
  return undefined
}

/**
 * Quick category tiles: one tap sets a gender or scent family. Each says how many fragrances it
 * holds once GET /api/products has answered the overlay's first question.
 */
export function CategoryTiles({
  facets,
  onSelect,
}: {
  facets?: ProductsFacets | undefined
  onSelect: (tile: CategoryTile) => void
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {CATEGORY_TILES.map((tile) => {
        const count = tileCount(tile, facets)
        return (
          <li key={tile.id}>
            <button
              type="button"
              onClick={() => {
                onSelect(tile)
              }}
              className={`group relative flex h-24 w-full flex-col justify-end overflow-hidden rounded-2xl p-3.5 text-left transition-transform duration-200 hover:-translate-y-0.5 sm:h-28 ${tints[tile.id]}`}
            >
              <span
                aria-hidden="true"
                className="absolute -top-6 -right-6 size-20 rounded-full border border-gold/40 transition-transform duration-300 group-hover:scale-110"
              />
              <span className="font-serif text-lg leading-tight text-ink">{tile.label}</span>
              <span className="mt-0.5 text-xs text-muted">
                {tile.hint}
                {count === undefined ? null : ` · ${count.toLocaleString('en')}`}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
