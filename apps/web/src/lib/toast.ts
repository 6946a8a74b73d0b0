import { useSyncExternalStore } from 'react'
import type hotToast from 'react-hot-toast'
import type { ToastOptions } from 'react-hot-toast'

/**
 * Toasts (docs/product.md §S9), through react-hot-toast loaded with the first one: most page views raise
 * none, and the library injects its styles as it loads, which makes a slow phone restyle the
 * whole page (TBT, docs/product.md §8). A toast shows as soon as the library has arrived; it counts its
 * time from then, like any other.
 */
type Library = typeof hotToast

let isRaised = false
const listeners = new Set<() => void>()

/** Draws the toasts' layer from now on (app/toasts, through useToastsRaised). */
function drawLayer() {
  if (isRaised) return
  isRaised = true
  for (const listener of listeners) listener()
}

function raise(show: (library: Library) => void) {
  drawLayer()
  // Offline, a library not loaded yet cannot arrive: that toast is lost (prepareToasts).
  import('react-hot-toast').then(
    ({ default: library }) => {
      show(library)
    },
    () => undefined,
  )
}

/**
 * Loads the layer and the library before the first toast, where one may have to show while the
 * connection is down: the checkout, whose "Connection lost" is raised by the browser going
 * offline, when nothing more can be fetched.
 */
export function prepareToasts(): void {
  drawLayer()
  import('react-hot-toast').catch(() => undefined)
}

export const toast = {
  success(message: string, options?: ToastOptions) {
    raise((library) => library.success(message, options))
  },
  error(message: string, options?: ToastOptions) {
    raise((library) => library.error(message, options))
  },
  /** Neither success nor failure: news, such as the connection coming back. */
  info(message: string, options?: ToastOptions) {
    raise((library) => library(message, options))
  },
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Whether any toast has been raised: the toasts' layer is drawn from then on (app/toasts). */
export function useToastsRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isRaised,
    () => false,
  )
}
