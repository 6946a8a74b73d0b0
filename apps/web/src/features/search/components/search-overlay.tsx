import { WifiOff } from 'lucide-react'
import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useSearchOverlay } from '../stores/search-overlay-store'

export const SEARCH_TITLE = 'Find Your Signature Scent'

/** Starts loading the overlay's content; the search button calls it on hover and focus. */
export function preloadSearchPanel() {
  return import('./search-panel')
}

/** A lazy component remembers a failed load, so a retry needs a fresh one. */
function lazySearchPanel() {
  return lazy(async () => ({ default: (await preloadSearchPanel()).SearchPanel }))
}

let loadedPanel = lazySearchPanel()

/**
 * The search overlay (docs/product.md §S2), mounted once by the shell: the whole screen on a phone, a tall
 * panel on desktop. The panel's height is fixed so it never jumps as the results change.
 */
export function SearchOverlay() {
  const isOpen = useSearchOverlay((state) => state.isOpen)
  const close = useSearchOverlay((state) => state.close)
  const inputRef = useRef<HTMLInputElement>(null)
  const [SearchPanel, setSearchPanel] = useState(() => loadedPanel)
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={SEARCH_TITLE}
      initialFocus={inputRef}
      className="h-dvh max-h-none! rounded-none! sm:h-[min(46rem,90dvh)] sm:max-w-3xl! sm:rounded-3xl!"
    >
      <PanelLoadBoundary
        onRetry={() => {
          loadedPanel = lazySearchPanel()
          setSearchPanel(() => loadedPanel)
        }}
      >
        <Suspense fallback={<SearchPanelPlaceholder />}>
          <SearchPanel inputRef={inputRef} onNavigate={close} />
        </Suspense>
      </PanelLoadBoundary>
    </Dialog>
  )
}

interface BoundaryProps {
  onRetry: () => void
  children: ReactNode
}

/**
 * The panel's code arrives over the shopper's network when search first opens. If that fails
 * (a dropped mobile connection), say so inside the overlay and offer a retry, instead of
 * letting the error take down the page behind it.
 */
export class PanelLoadBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-sand">
          <WifiOff aria-hidden="true" className="size-6 text-gold-deep" strokeWidth={1.5} />
        </span>
        <p className="font-serif text-xl">Search could not load</p>
        <p className="max-w-xs text-sm text-muted">Check your connection and try again.</p>
        <Button
          variant="primary"
          className="mt-1"
          onClick={() => {
            this.props.onRetry()
            this.setState({ hasFailed: false })
          }}
        >
          Try Again
        </Button>
      </div>
    )
  }
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
            className="h-11 shrink-0 rounded-full border border-ink/10 bg-white/70"
            style={{ width: `${width}rem` }}
          />
        ))}
      </div>
    </div>
  )
}
