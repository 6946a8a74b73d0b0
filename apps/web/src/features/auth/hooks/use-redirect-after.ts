import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/** docs/product.md §S9 redirects: 2 s after registration or a password change, 5 s after a bad reset link. */
export const SUCCESS_REDIRECT_MS = 2_000
export const INVALID_LINK_REDIRECT_MS = 5_000

/** Goes to `to` after `delayMs` while `when` holds; leaving the page first cancels it. */
export function useRedirectAfter(when: boolean, delayMs: number, to = '/') {
  const navigate = useNavigate()
  useEffect(() => {
    if (!when) return
    const timer = setTimeout(() => {
      void navigate(to, { replace: true })
    }, delayMs)
    return () => {
      clearTimeout(timer)
    }
  }, [when, delayMs, to, navigate])
}
