import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { memoryRoutes } from '../test/memory-routes'
import { afterEach, describe, expect, it } from 'vitest'
import { RECOVERY_STORAGE_KEY } from '../features/checkout/payment/recovery-key'
import { useCheckoutRecoveryNeeded } from './checkout-recovery-gate'

/** The hook on a page at `path`, with a way to navigate in the app. */
function renderGate(path: string, isSettled = true) {
  let navigate: ReturnType<typeof useNavigate> = () => undefined
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Page = () => {
      navigate = useNavigate()
      return children
    }
    const router = memoryRoutes([{ path: '*', Component: Page }], {
      initialEntries: [path],
    })
    return router.element
  }
  const view = renderHook(({ settled }) => useCheckoutRecoveryNeeded(settled), {
    wrapper,
    initialProps: { settled: isSettled },
  })
  const navigateTo = (to: string) => {
    act(() => {
      void navigate(to)
    })
  }
  return { ...view, navigateTo }
}

afterEach(() => {
  localStorage.clear()
})

describe('payment recovery is loaded', () => {
  it('not on a shop page with nothing to recover', () => {
    const { result } = renderGate('/shop/product/storm-surge-100ml')
    expect(result.current).toBe(false)
  })

  it('on the checkout, once the page has hydrated, and stays after it', () => {
    const { result, rerender, navigateTo } = renderGate('/checkout', false)
    expect(result.current).toBe(false)
    rerender({ settled: true })
    expect(result.current).toBe(true)
    navigateTo('/thank-you-page')
    expect(result.current).toBe(true)
  })

  it('on any page while a recovery record waits', () => {
    localStorage.setItem(RECOVERY_STORAGE_KEY, '{"status":"success"}')
    const { result } = renderGate('/')
    expect(result.current).toBe(true)
  })

  it('when the shopper moves on to the checkout', () => {
    const { result, navigateTo } = renderGate('/cart')
    expect(result.current).toBe(false)
    navigateTo('/checkout')
    expect(result.current).toBe(true)
  })
})
