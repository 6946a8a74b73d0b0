import { SCENT_FAMILIES, type ScentFamily } from '@scentia/domain/catalog/product'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Skeleton } from '../../../components/ui/skeleton'
import { FAMILY_COPY, FAMILY_PREVIEWS, familyQuery } from '../collections'
import { shopPath } from '../../../config/paths'
import { ProductThumb } from '../../../components/ui/product-thumb'
import { useProductsPage } from '../../../lib/catalog'

/** One card per scent family of docs/product.md §S9: its line, how many we hold, a few bottles, a /shop link. */
export function FamilyCollections() {
  return (
    <section
      aria-labelledby="family-collections-heading"
      className="mx-auto max-w-7xl px-5 py-12 md:px-8 md:py-16"
    >
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
        By scent family
      </p>
      <h2
        id="family-collections-heading"
        className="mt-2 font-serif text-3xl tracking-tight md:text-4xl"
      >
        Find your family
      </h2>
      <p className="mt-2 max-w-lg text-sm text-muted">
        Most people love one or two families for life. Start with yours, or wander into a new one.
      </p>
      <ul className="mt-7 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SCENT_FAMILIES.map((family) => (
          <FamilyCard key={family} family={family} />
        ))}
      </ul>
    </section>
  )
}

/** One family's card: its own read of a few bottles, whose total is the family's count. */
function FamilyCard({ family }: { family: ScentFamily }) {
  const { data, isPending } = useProductsPage(familyQuery(family))
  return (
    <li>
      <Link
        to={shopPath({ family })}
        className="group flex h-full flex-col rounded-2xl border border-line bg-white/60 p-5 transition-shadow hover:shadow-lg"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="font-serif text-2xl">{family}</span>
          <ArrowRight
            aria-hidden="true"
            className="mt-1.5 size-5 shrink-0 text-gold-deep transition-transform group-hover:translate-x-1"
          />
        </span>
        <span className="mt-1 text-sm text-muted">{FAMILY_COPY[family]}</span>
        <span className="mt-4 flex items-center gap-3">
          <span aria-hidden="true" className="flex -space-x-3">
            {isPending
              ? Array.from({ length: FAMILY_PREVIEWS }, (_, index) => (
                  <Skeleton key={index} className="size-12 rounded-full ring-2 ring-cream" />
                ))
              : (data?.products ?? []).map((product) => (
                  <ProductThumb
                    key={product.id}
                    src={product.image}
                    width={48}
                    height={48}
                    className="size-12 rounded-full ring-2 ring-cream"
                  />
                ))}
          </span>
          <span className="text-sm font-medium">
            {isPending ? (
              <Skeleton className="h-4 w-24" />
            ) : data ? (
              `${data.total.toLocaleString('en')} ${data.total === 1 ? 'fragrance' : 'fragrances'}`
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  )
}
