import { GENDER_LABELS, type Product } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import { Link } from 'react-router'
import { productPath } from '../../../config/paths'
import { ProductThumb } from '../../../components/ui/product-thumb'

/**
 * At most this many results are drawn. Filtering the catalogue is cheap; drawing 60 rows with
 * art on each keystroke is what makes a phone stutter. The rest are a tap away in the shop.
 */
export const RESULT_LIMIT = 24

interface SearchResultsProps {
  results: readonly Product[]
  onNavigate: () => void
  isStale: boolean
}

/** Result rows: art, brand, name, family and gender, price; each a link to the product. */
export function SearchResults({ results, onNavigate, isStale }: SearchResultsProps) {
  return (
    <ul
      aria-label="Search results"
      // grid-cols-1 is minmax(0, 1fr): an implicit column would grow to the untruncated name's
      // width and push the price past the screen's edge.
      className={`grid grid-cols-1 gap-1 transition-opacity duration-150 sm:grid-cols-2 sm:gap-x-4 ${isStale ? 'opacity-60' : ''}`}
    >
      {results.slice(0, RESULT_LIMIT).map((product) => (
        <li key={product.id}>
          <Link
            to={productPath(product.productId)}
            onClick={onNavigate}
            className="group flex items-center gap-3 rounded-2xl p-2 transition-colors hover:bg-sand"
          >
            <span className="h-[4.5rem] w-14 shrink-0 overflow-hidden rounded-xl bg-sand">
              <ProductThumb src={product.image} width={56} height={72} className="size-full" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-[0.65rem] font-semibold tracking-[0.16em] text-muted uppercase">
                {product.brand}
              </span>
              <span className="truncate font-serif text-base leading-snug text-ink group-hover:underline group-hover:decoration-gold group-hover:underline-offset-4">
                {product.name}
              </span>
              <span className="truncate text-xs text-muted">
                {product.type} · {GENDER_LABELS[product.gender]} · {product.size}
              </span>
            </span>
            <span className="shrink-0 self-start pt-5 text-sm font-semibold tabular-nums">
              {formatNaira(product.price)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
