import { afterEach, describe, expect, it, vi } from 'vitest'

/** lib/toast.ts fresh, with react-hot-toast's import failing as it does offline. */
async function toastOffline() {
  vi.resetModules()
  vi.doMock('react-hot-toast', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  return import('./toast')
}

afterEach(() => {
  vi.doUnmock('react-hot-toast')
  vi.resetModules()
})

describe('toasts raised offline', () => {
  it('a first toast whose library cannot load is dropped without an unhandled rejection', async () => {
    const { toast } = await toastOffline()
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      toast.error('Connection lost. Please check your internet connection.')
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('prepareToasts draws the layer before any toast, so it is fetched while still online', async () => {
    const { prepareToasts } = await toastOffline()
    const { renderHook } = await import('@testing-library/react')
    const { useToastsRaised } = await import('./toast')
    const { result } = renderHook(() => useToastsRaised())
    expect(result.current).toBe(false)
    prepareToasts()
    await vi.waitFor(() => {
      expect(result.current).toBe(true)
    })
  })
})
