import { vi } from 'vitest'

/**
 * Puts a stand-in for the browser's IntersectionObserver (jsdom has none) in place as the
 * global, until `vi.unstubAllGlobals()`: the test says when the observed elements come on screen.
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeObserver>()

  class FakeObserver {
    readonly elements = new Set<Element>()
    readonly options: IntersectionObserverInit | undefined

    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      this.options = options
      observers.add(this)
    }
    observe(element: Element) {
      this.elements.add(element)
    }
    unobserve(element: Element) {
      this.elements.delete(element)
    }
    disconnect() {
      this.elements.clear()
      observers.delete(this)
    }
    takeRecords(): IntersectionObserverEntry[] {
      return []
    }
    /** Tells the callback that `element` (when observed) is now within the margin. */
    enter(element: Element) {
      if (!this.elements.has(element)) return
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry
      this.callback([entry], this as unknown as IntersectionObserver)
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    /** How many elements are watched right now. */
    watched: () => [...observers].reduce((count, observer) => count + observer.elements.size, 0),
    /** The root margins the live observers were made with. */
    margins: () => [...observers].map((observer) => observer.options?.rootMargin),
    /** Brings `element` on screen for every observer watching it. */
    enter: (element: Element) => {
      for (const observer of [...observers]) observer.enter(element)
    },
  }
}
