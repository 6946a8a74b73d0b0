import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryRoutes } from '../../test/memory-routes'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PagesOutlet } from '../page-router'
import { RouteError } from './route-error'

function Crash({ error }: { error: unknown }): never {
  throw error
}

function renderCrash(error: unknown) {
  const router = memoryRoutes(
    [
      { path: '/', element: <p>home</p> },
      // The app's page layer holds a page's error (app/page-router.tsx).
      {
        element: <PagesOutlet errorElement={<RouteError />} />,
        children: [{ path: '/broken', element: <Crash error={error} /> }],
      },
    ],
    { initialEntries: ['/', '/broken'], initialIndex: 1 },
  )
  render(router.element)
  return router
}

describe('RouteError', () => {
  beforeEach(() => {
    // React reports the caught render error on the console; it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("shows 'Oops! Something Went Wrong' with the error in the Technical Details", async () => {
    const user = userEvent.setup()
    renderCrash(new Error('Cannot read properties of undefined'))
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something Went Wrong' }),
    ).toBeInTheDocument()
    const details = screen.getByText('Technical Details')
    expect(screen.getByText('Cannot read properties of undefined')).not.toBeVisible()
    await user.click(details)
    expect(screen.getByText('Cannot read properties of undefined')).toBeVisible()
  })

  it("falls back to 'An unexpected error occurred'", () => {
    renderCrash({})
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument()
  })

  it('offers Try Again, Return Home and Go Back', async () => {
    const user = userEvent.setup()
    const reload = vi.fn()
    vi.stubGlobal('location', { reload })
    const router = renderCrash(new Error('boom'))

    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    expect(router.location.pathname).toBe('/')
    vi.unstubAllGlobals()
  })
})
