import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

/** docs/product.md §S9 redirects: 2 s after registration or a password change, 5 s after a bad reset link. */
export const SUCCESS_REDIRECT_MS = 2_000
export const INVALID_LINK_REDIRECT_MS = 5_000

/**
 * Goes to `to` after `delayMs` while `when` holds, then runs `onArrive` (what the next page
 * should say); leaving the page first cancels both.
 */
export function useRedirectAfter(when: boolean, delayMs: number, to = '/', onArrive?: () => void) {
  const navigate = useNavigate()
  // The latest callback, without restarting the timer each render it is written inline.
  const arrive = useRef(onArrive)
  useEffect(() => {
    arrive.current = onArrive
  })
  useEffect(() => {
    if (!when) return
    const timer = setTimeout(() => {
      void navigate(to, { replace: true })
      arrive.current?.()
    }, delayMs)
    return () => {
      clearTimeout(timer)
    }
  }, [when, delayMs, to, navigate])
}
