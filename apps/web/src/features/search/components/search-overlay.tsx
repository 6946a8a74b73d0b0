import { lazy, Suspense, useRef } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { useSearchOverlay } from '../stores/search-overlay-store'

export const SEARCH_TITLE = 'Find Your Signature Scent'

/** Starts loading the overlay's content; the search button calls it on hover and focus. */
export function preloadSearchPanel() {
  return import('./search-panel')
}

const SearchPanel = lazy(async () => ({ default: (await preloadSearchPanel()).SearchPanel }))

/**
 * The search overlay (spec §2), mounted once by the shell: the whole screen on a phone, a tall
 * panel on desktop. The panel's height is fixed so it never jumps as the results change.
 */
export function SearchOverlay() {
  const isOpen = useSearchOverlay((state) => state.isOpen)
  const close = useSearchOverlay((state) => state.close)
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={SEARCH_TITLE}
      initialFocus={inputRef}
      className="h-dvh max-h-none! rounded-none! sm:h-[min(46rem,90dvh)] sm:max-w-3xl! sm:rounded-3xl!"
    >
      <Suspense fallback={<SearchPanelPlaceholder />}>
        <SearchPanel inputRef={inputRef} onNavigate={close} />
      </Suspense>
    </Dialog>
  )
}

/** The text box's outline while the content loads, so nothing shifts when it arrives. */
function SearchPanelPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-3 px-5 pt-4">
      <div className="h-13 rounded-full border border-ink/15 bg-white" />
      <div className="flex gap-2">
        {[7.5, 7, 6, 7].map((width) => (
          <div
            key={width}
            className="h-10 shrink-0 rounded-full border border-ink/10 bg-white/70"
            style={{ width: `${width}rem` }}
          />
        ))}
      </div>
    </div>
  )
}
