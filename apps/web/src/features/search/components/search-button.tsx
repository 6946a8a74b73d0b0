import { Search } from 'lucide-react'
import { useSearchOverlay } from '../stores/search-overlay-store'
import { preloadOnIntent } from '../../../lib/preload-on-intent'

/** The overlay and its panel, fetched while the finger or pointer is on its way. */
function preloadPanel() {
  void import('./search-overlay').then(({ preloadSearchPanel }) => preloadSearchPanel())
}

/** The header's search button: opens 'Find Your Signature Scent'. */
export function SearchButton() {
  const open = useSearchOverlay((state) => state.open)
  return (
    <button
      type="button"
      onClick={() => {
        open()
      }}
      {...preloadOnIntent(preloadPanel)}
      aria-label="Search"
      aria-haspopup="dialog"
      className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/[0.06]"
    >
      <Search aria-hidden="true" className="size-[1.3rem]" strokeWidth={1.6} />
    </button>
  )
}
