import {
  createElement,
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
} from 'react'
import { isHydrating, replayKeptPresses, useHydrated } from './hydration'

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

/** A component whose code is loaded on first render, or ahead of it by `preload`. */
export type Preloadable<Props> = ComponentType<Props> & {
  preload: () => Promise<ComponentType<Props>>
}

/**
 * React.lazy that can be loaded ahead: once `preload` has finished, the component renders at
 * once, without suspending (a thenable that answers at once lets React.lazy skip its fallback).
 * `onFailure` is what a render gets when the code cannot be loaded; by default the error.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onFailure: (error: unknown) => Promise<never> = (error) => {
    throw error
  },
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Component = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }), onFailure)
    const module = { default: loaded }
    const settled: PromiseLike<typeof module> = {
      then: (resolve) => {
        resolve?.(module)
        return settled as never
      },
    }
    return settled as unknown as Promise<typeof module>
  })
  return Object.assign(Component, { preload })
}

/** The parts' code on its way: a page shown by a navigation waits for it (`partsArrived`). */
const partsLoading = new Set<Promise<unknown>>()
const partsDeclared: (() => Promise<unknown>)[] = []

/** Whether the page on screen is the app's already (index.html's flag), or was never the server's. */
const isPageLive = () =>
  typeof window !== 'undefined' && (window.__scentiaHydrated === true || !isHydrating())

/**
 * A part of a server-rendered page whose code is not in the page's first load (docs/product.md
 * §8's budget), hydrated apart: a `HydrateApart` boundary of its own around a lazily loaded
 * component. The server renders it whole (its render waits for lazy parts); in the browser React
 * hydrates the page around it, meets the part, fetches its code and hydrates it in place when it
 * arrives, the server's HTML unchanged meanwhile. Its outer element is a
 * `PartElement`, so a press on one of its buttons before then is kept and replayed. In a
 * page the browser renders (a navigation, a private page) its code loads with the page's
 * (`preloadParts`), so the page never shows without it.
 *
 * The part is `memo`: a render of the page around it with the same props leaves it alone. React
 * must hydrate a waiting part before it can apply new props to it, and if the part's code is not
 * there yet it renders the part afresh instead, its fallback (nothing) until the code arrives: a
 * jump the page would show for every unrelated render of its parent.
 *
 * If the code cannot be loaded the part stays as the server sent it (links and GET forms work
 * as plain HTML), rather than an error page in place of a footer.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part = preloadableLazy(load, () => new Promise<never>(() => undefined))
  const preload = () => {
    const loading = Part.preload()
    partsLoading.add(loading)
    const settle = () => {
      partsLoading.delete(loading)
    }
    loading.then(settle, settle)
    return loading
  }
  partsDeclared.push(preload)
  if (isPageLive()) void preload().catch(() => undefined)
  const Apart = memo(function Apart(props: Props) {
    return (
      <HydrateApart>
        <Part {...props} />
      </HydrateApart>
    )
  })
  return Object.assign(Apart, { preload })
}

/**
 * Loads every part declared so far (a page's module declares its own as it is evaluated) and
 * waits for them: a page shown by a navigation renders whole, not part by part. Before the
 * first page is live, parts wait for hydration to reach them, and this does nothing.
 */
export async function preloadParts(): Promise<void> {
  if (!isPageLive()) return
  await Promise.allSettled(partsDeclared.map((preload) => preload()))
}

/** Resolves once every part's code asked for so far has arrived (or failed). */
export async function partsArrived(): Promise<void> {
  await Promise.allSettled([...partsLoading])
}

/**
 * The attributes of a deferred part's outer element (`lazyPart`): `data-part="waiting"` in the
 * server's HTML and until React has hydrated the part, `"live"` from then on, and at once in a
 * page the browser renders. While it waits, index.html keeps a press on one of its buttons
 * (React would drop it: its handler is not there yet) and styles.css lets no pointer press reach
 * its controls, as for the whole page before it hydrates; the kept presses are replayed here,
 * once the part can answer them.
 */
function usePartAttributes(): { 'data-part': 'waiting' | 'live' } {
  const isLive = useHydrated()
  useEffect(() => {
    if (isLive) replayKeptPresses()
  }, [isLive])
  return { 'data-part': isLive ? 'live' : 'waiting' }
}

type PartTag = 'div' | 'section' | 'ul'

/**
 * A part's outer element, carrying `usePartAttributes()`. It is a component of its own so that
 * going live re-renders this element alone: `useHydrated` turns true after the part has hydrated
 * through `useSyncExternalStore`, whose updates React renders synchronously, in one task that
 * cannot yield. Read in the part's own component (or the product grid's), it rendered the whole
 * part again in that task, and every later card's boundary, still dehydrated, was hydrated in it
 * too: /shop's one long task (decision 036, amendment "the long task found"). Here the content
 * comes in as `children`, the elements the part's render made, so React skips it.
 */
export function PartElement<Tag extends PartTag>({
  as,
  ...props
}: { as: Tag } & ComponentPropsWithoutRef<Tag>) {
  return createElement(as, { ...props, ...usePartAttributes() })
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
