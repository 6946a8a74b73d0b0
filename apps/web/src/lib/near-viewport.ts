import { useEffect, useState } from 'react'

/**
 * How far below (or above) the screen a part starts its work: a short scroll ahead, so its
 * lists are on their way as the shopper heads there, while a part a screen further down (the
 * product page's delivery estimate on a phone) still waits.
 */
const AHEAD = '200px 0px'

/**
 * Whether a part of the page is on or near the screen yet, for work only that part needs (its
 * lookups, say): a product page on a phone opens on the bottle and its price, so what sits
 * further down waits until the shopper heads there, instead of competing with the page's
 * hydration for the line and the CPU (Total Blocking Time, docs/product.md §8).
 *
 * False on the server and on the first client render, so the hydrated HTML matches the
 * server's; once true it stays true. Without IntersectionObserver the part is taken as near.
 */
export function useNearViewport(): {
  /** The ref callback for the part's element. */
  observe: (node: Element | null) => void
  isNear: boolean
} {
  const [node, setNode] = useState<Element | null>(null)
  const [isNear, setIsNear] = useState(false)

  useEffect(() => {
    if (isNear || !node) return
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => {
        setIsNear(true)
      })
      return () => {
        clearTimeout(timer)
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: AHEAD },
    )
    observer.observe(node)
    return () => {
      observer.disconnect()
    }
  }, [node, isNear])

  return { observe: setNode, isNear }
}
