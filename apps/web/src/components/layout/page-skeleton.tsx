import { Skeleton } from '../ui/skeleton'

/**
 * Held while a screen's code loads. It is taller than the screen so the footer never shows
 * and then jumps away (no layout shift on first load).
 */
export function PageSkeleton() {
  return (
    <div className="mx-auto min-h-dvh max-w-7xl px-5 py-10 md:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-5 h-10 w-3/4 max-w-xl" />
      <Skeleton className="mt-4 h-4 w-2/3 max-w-md" />
    </div>
  )
}
