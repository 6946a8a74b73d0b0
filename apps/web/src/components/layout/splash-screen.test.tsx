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
