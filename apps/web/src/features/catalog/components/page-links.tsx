import { pageLinks } from '@scentia/domain/catalog/shop-url'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 text-sm'

interface PageLinksProps {
  current: number
  last: number
  /** The URL of a page of the same results. */
  hrefOf: (page: number) => string
}

/**
 * Numbered links to the pages of a result (docs/product.md §11): real links, so they work before
 * the scripts arrive and without them, and each page is a URL a search engine can follow.
 */
export function PageLinks({ current, last, hrefOf }: PageLinksProps) {
  if (last <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {current > 1 ? (
        <Link to={hrefOf(current - 1)} rel="prev" className={`${linkClass} border-ink/20`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="sr-only">Previous page</span>
        </Link>
      ) : null}
      {pageLinks(current, last).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={item.page}
            to={hrefOf(item.page)}
            aria-current={item.page === current ? 'page' : undefined}
            aria-label={`Page ${String(item.page)}`}
            className={`${linkClass} ${
              item.page === current
                ? 'border-ink bg-ink font-semibold text-cream'
                : 'border-ink/20 hover:border-ink'
            }`}
          >
            {item.page}
          </Link>
        ),
      )}
      {current < last ? (
        <Link to={hrefOf(current + 1)} rel="next" className={`${linkClass} border-ink/20`}>
          <ChevronRight aria-hidden="true" className="size-4" />
          <span className="sr-only">Next page</span>
        </Link>
      ) : null}
    </nav>
  )
}
