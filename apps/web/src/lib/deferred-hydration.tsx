import { Suspense, use, useEffect, useState, type ReactNode } from 'react'
import { isHydrating } from './hydration'

/**
 * Progressive hydration (decision 021). Preact hydrates a page in one synchronous pass; on a
 * slow phone a long product grid makes that one long task, and the page ignores taps while it
 * runs (Total Blocking Time, docs/product.md §8). A part wrapped in `HydrateLater` suspends during the
 * first pass: Preact keeps its server HTML as it is (the part must render a single element) and
 * hydrates it in a later task, one wave per task.
 *
 * Until every wave has hydrated the page stays as the server rendered it for any visitor: the
 * shopper's session and cart fill in after `whenHydrationSettles()`, so a late part hydrates
 * against the same state the server used, and presses made meanwhile are replayed then.
 */

const waves = new Map<number, Promise<void>>()
const done = new Set<number>()
let pending: boolean | null = null

/** Resolves in a task of its own, after whatever the browser has queued (a tap, a paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function afterTasks(count: number): Promise<void> {
  for (let task = 0; task < count; task++) await nextTask()
}

function stillHydrating(): boolean {
  pending ??= isHydrating()
  return pending
}

/** The promise a part of wave `wave` waits on, or null when it may render now. */
function waitFor(wave: number): Promise<void> | null {
  if (wave <= 0 || done.has(wave) || !stillHydrating()) return null
  let promise = waves.get(wave)
  if (!promise) {
    // Marked done before Suspense hears of it, so the part's next render goes through.
    promise = afterTasks(wave).then(() => {
      done.add(wave)
    })
    waves.set(wave, promise)
  }
  return promise
}

function Wait({ wave, children }: { wave: number; children: ReactNode }) {
  const promise = waitFor(wave)
  // Suspends (React's and Preact's `use` throw a pending promise to the Suspense boundary).
  if (promise) use(promise)
  return children
}

/** Hydrates `children` (one element) `wave` tasks after the rest of the page. */
export function HydrateLater({ wave, children }: { wave: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wait wave={wave}>{children}</Wait>
    </Suspense>
  )
}

/**
 * Resolves once every part the first pass put off has hydrated (at once when none did); from
 * then on nothing is put off, so a page the app renders later is whole at once.
 */
export async function whenHydrationSettles(): Promise<void> {
  if (waves.size > 0) {
    await Promise.all(waves.values())
    // The last wave renders in the microtasks after its promise; one more task, and it has.
    await nextTask()
  }
  pending = false
}

/**
 * False until `whenHydrationSettles()`: what a page never shows before then (payment
 * recovery) mounts after, so its code is neither fetched nor run while the page
 * hydrates on a slow phone (TBT, docs/product.md §8). False on the server, so the HTML leaves it out.
 */
export function useHydrationSettled(): boolean {
  const [isSettled, setIsSettled] = useState(false)
  useEffect(() => {
    let active = true
    void whenHydrationSettles().then(() => {
      if (active) setIsSettled(true)
    })
    return () => {
      active = false
    }
  }, [])
  return isSettled
}
