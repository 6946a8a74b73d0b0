import { act, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubIntersectionObserver } from '../test/intersection-observer'
import { useNearViewport } from './near-viewport'

function Part() {
  const { observe, isNear } = useNearViewport()
  return (
    <section ref={observe} data-testid="part">
      {isNear ? 'near' : 'far'}
    </section>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useNearViewport', () => {
  it('is far on the server, so the hydrated HTML matches it', () => {
    expect(renderToString(<Part />)).toContain('far')
  })

  it('stays far until the part nears the screen, then stays near', async () => {
    const io = stubIntersectionObserver()
    render(<Part />)
    const part = screen.getByTestId('part')
    await waitFor(() => {
      expect(io.watched()).toBe(1)
    })
    // A short scroll ahead, so the part's data is on its way before the shopper arrives.
    expect(io.margins()).toEqual(['200px 0px'])
    expect(part).toHaveTextContent('far')

    act(() => {
      io.enter(part)
    })
    await waitFor(() => {
      expect(part).toHaveTextContent('near')
    })
    // Done watching: nothing moves it back.
    expect(io.watched()).toBe(0)
  })

  it('is near at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Part />)
    await waitFor(() => {
      expect(screen.getByTestId('part')).toHaveTextContent('near')
    })
  })
})
