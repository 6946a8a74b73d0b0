import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryRoutes } from '../../test/memory-routes'
import { describe, expect, it } from 'vitest'
import { NotFoundRoute } from './not-found'

function renderAt(path: string) {
  const router = memoryRoutes(
    [
      { path: '/shop', element: <p>shop</p> },
      { path: '/', element: <p>home</p> },
      { path: '*', Component: NotFoundRoute },
    ],
    { initialEntries: ['/shop', path], initialIndex: 1 },
  )
  render(router.element)
  return router
}

describe('NotFoundRoute', () => {
  it("is 'Fragrance Not Found' with three samples at ₦15,000", () => {
    renderAt('/missing')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fragrance Not Found' }),
    ).toBeInTheDocument()
    const samples = screen.getAllByRole('link').filter((link) => link.textContent.includes('₦'))
    expect(samples).toHaveLength(3)
    for (const sample of samples) expect(sample).toHaveTextContent('₦15,000')
  })

  it('searches the shop for the trimmed text', async () => {
    const user = userEvent.setup()
    const router = renderAt('/missing')
    await user.type(
      screen.getByRole('searchbox', { name: 'Search fragrances' }),
      '  rose oud {Enter}',
    )
    expect(router.location.pathname).toBe('/shop')
    expect(router.location.search).toBe('?q=rose+oud')
  })

  it('stays put on an empty search', async () => {
    const user = userEvent.setup()
    const router = renderAt('/missing')
    await user.type(screen.getByRole('searchbox', { name: 'Search fragrances' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.location.pathname).toBe('/missing')
  })

  it('goes back, and home', async () => {
    const user = userEvent.setup()
    const router = renderAt('/missing')
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    expect(router.location.pathname).toBe('/shop')
  })
})
