import { Suspense, useEffect, useState, type ReactNode } from 'react'

/**
 * Hydration in parts, React's way (decision 036). React DOM hydrates a server-rendered page
 * concurrently, yielding to the browser every few milliseconds, and a Suspense boundary in the
 * server's HTML is hydrated on its own after the page around it, at low priority, or at once
 * when the shopper presses inside it (selective hydration). A part below the first screen
 * wrapped in `HydrateApart` therefore keeps its server HTML while the page's first screen comes
 * to life, then hydrates in place, in the same DOM nodes; a tap on it before then is answered,
 * not lost. React's own boundary markers (`<!--$-->`) are the only markup it adds.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** Resolves in a task of its own, after whatever the browser has queued (a tap, a paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * False on the server and in the render that hydrates the page; true a task after the page's
 * first commit. What a page never shows before then (payment recovery) mounts after, so its
 * code is neither fetched nor run in the task that hydrates the page (TBT, docs/product.md §8),
 * and the server's HTML, which leaves it out, matches the first client render.
 */
export function useHydrationSettled(): boolean {
  const [isSettled, setIsSettled] = useState(false)
  useEffect(() => {
    let active = true
    void nextTask().then(() => {
      if (active) setIsSettled(true)
    })
    return () => {
      active = false
    }
  }, [])
  return isSettled
}
