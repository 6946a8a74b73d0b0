import { TRENDING_CHIPS } from '@scentia/domain/catalog/search'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { PageIntro } from '../../components/layout/page-intro'
import { shopPath } from '../../lib/search-params'

export function CollectionsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
      <title>Collections · Scentia</title>
      <PageIntro eyebrow="Curated" title="Collections">
        Our fragrances gathered into edits, so the right bottle is a tap away.
      </PageIntro>
      <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TRENDING_CHIPS.map((chip) => (
          <li key={chip.id}>
            <Link
              to={shopPath({ chip: chip.id })}
              className="group flex min-h-28 items-end justify-between rounded-2xl border border-line bg-white/60 p-5 transition-shadow hover:shadow-lg"
            >
              <span className="font-serif text-2xl">{chip.label}</span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 text-gold-deep transition-transform group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
