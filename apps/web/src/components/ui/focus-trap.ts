import { useEffect, useEffectEvent, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Elements inside `container` that Tab can reach, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * Layers (dialogs, drawers, the side menu) open on top of each other — a confirm inside the
 * cart drawer, say. Only the topmost one traps Tab and answers Escape.
 */
const openLayers: symbol[] = []

export function isTopLayer(layer: symbol): boolean {
  return openLayers.at(-1) === layer
}

interface FocusTrapOptions {
  active: boolean
  onEscape?: () => void
  /** Element to focus when the trap opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null> | undefined
}

/**
 * Keeps keyboard focus inside `containerRef` while active: Tab and Shift+Tab wrap, Escape calls
 * `onEscape`, and focus returns to whatever had it before the trap opened (WCAG 2.4.3).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocus }: FocusTrapOptions,
) {
  // Read at event time: callers pass a fresh closure on every render, and re-running the trap
  // for it would steal focus back to the first element.
  const escape = useEffectEvent((event: KeyboardEvent) => {
    if (!onEscape) return
    event.stopPropagation()
    onEscape()
  })
  const initialTarget = useEffectEvent(() => initialFocus?.current ?? null)

  useEffect(() => {
    const container = containerRef.current
    if (!active || !container) return
    const layer = Symbol('focus-trap')
    openLayers.push(layer)
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null

    const target = initialTarget() ?? focusableElements(container)[0] ?? container
    target.focus()

    function onKeyDown(event: KeyboardEvent) {
      if (!container || !isTopLayer(layer)) return
      if (event.key === 'Escape') {
        escape(event)
        return
      }
      if (event.key !== 'Tab') return
      const focusable = focusableElements(container)
      const first = focusable[0]
      const last = focusable.at(-1)
      if (!first || !last) {
        event.preventDefault()
        container.focus()
        return
      }
      const current = document.activeElement
      const isOutside = !(current instanceof Node) || !container.contains(current)
      if (event.shiftKey && (current === first || isOutside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || isOutside)) {
        event.preventDefault()
        first.focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      const index = openLayers.indexOf(layer)
      if (index !== -1) openLayers.splice(index, 1)
      // After this commit: a dialog un-inerts the page in a later cleanup of the same commit.
      queueMicrotask(() => {
        if (previouslyFocused?.isConnected) previouslyFocused.focus()
      })
    }
  }, [active, containerRef])
}
