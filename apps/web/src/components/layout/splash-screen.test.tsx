import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SPLASH_DURATION_MS, SPLASH_SEEN_KEY, SplashScreen } from './splash-screen'

const splash = () => screen.queryByTestId('splash-screen')

describe('SplashScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the brand and tagline on the first load of a session', () => {
    render(<SplashScreen />)
    expect(splash()).toHaveTextContent('Scentia')
    expect(splash()).toHaveTextContent('Find your signature scent')
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('1')
  })

  it('shows once per browser session', () => {
    const first = render(<SplashScreen />)
    expect(splash()).not.toBeNull()
    first.unmount()

    // A reload in the same tab keeps sessionStorage.
    render(<SplashScreen />)
    expect(splash()).toBeNull()
  })

  it('starts fading out after 5 seconds and is then gone', () => {
    render(<SplashScreen />)
    act(() => {
      vi.advanceTimersByTime(SPLASH_DURATION_MS - 1)
    })
    expect(splash()).not.toHaveClass('animate-fade-out')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(splash()).toHaveClass('animate-fade-out')
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    expect(splash()).toBeNull()
  })

  it('is dismissed by a click', () => {
    render(<SplashScreen />)
    fireEvent.click(splash()!)
    expect(splash()).toBeNull()
  })

  it('is dismissed by Escape', () => {
    render(<SplashScreen />)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(splash()).toBeNull()
  })

  it('stays away for good when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    render(<SplashScreen />)
    expect(splash()).toBeNull()
    vi.restoreAllMocks()
  })

  it('is hidden from assistive technology (the header carries the brand)', () => {
    render(<SplashScreen />)
    expect(splash()).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('SplashScreen gets out of the way', () => {
  beforeEach(() => {
    sessionStorage.clear()
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    vi.restoreAllMocks()
  })

  it.each([
    ['a tap', () => fireEvent.pointerDown(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a wheel scroll', () => fireEvent.wheel(document.body)],
    ['a scroll', () => fireEvent.scroll(document)],
  ])('is dismissed at once by %s', (_case, act_) => {
    render(<SplashScreen />)
    expect(splash()).not.toBeNull()
    act(() => {
      act_()
    })
    expect(splash()).toBeNull()
  })

  it('never shows on a page other than home (a shared link)', () => {
    window.history.replaceState(null, '', '/product/oud-al-lagos')
    render(<SplashScreen />)
    expect(splash()).toBeNull()
  })

  it('never shows for a visitor from another site (a search result)', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/')
    render(<SplashScreen />)
    expect(splash()).toBeNull()
  })

  it('shows on home for a visitor coming from the shop itself', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/shop`)
    render(<SplashScreen />)
    expect(splash()).not.toBeNull()
  })
})
