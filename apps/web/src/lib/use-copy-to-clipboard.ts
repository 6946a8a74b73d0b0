import { useCallback, useEffect, useRef, useState } from 'react'

export type CopyState = 'idle' | 'copied' | 'failed'

/** docs/product.md §S9: a copy confirmation shows for 2000 ms. */
export const COPY_CONFIRMATION_MS = 2_000

/**
 * Copies text to the clipboard and says how it went for `confirmMs` (the order id, a wishlist
 * share link, the quiz's results link). `copy` resolves false when the browser refused, so the
 * caller can say so instead of claiming success.
 */
export function useCopyToClipboard(confirmMs = COPY_CONFIRMATION_MS) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      let copied: boolean
      try {
        await navigator.clipboard.writeText(text)
        copied = true
      } catch {
        copied = false
      }
      setState(copied ? 'copied' : 'failed')
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        setState('idle')
      }, confirmMs)
      return copied
    },
    [confirmMs],
  )

  return { state, copy }
}
