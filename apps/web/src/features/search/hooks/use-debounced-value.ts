import { useEffect, useState } from 'react'

/** The overlay waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 200

/**
 * `value` once it has held still for `delay` ms: the search overlay asks the server per pause in
 * typing, not per letter (docs/product.md §11). Every render with a new value restarts the wait.
 */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const timer = setTimeout(() => {
      setSettled(value)
    }, delay)
    return () => {
      clearTimeout(timer)
    }
  }, [value, settled, delay])
  return settled
}
