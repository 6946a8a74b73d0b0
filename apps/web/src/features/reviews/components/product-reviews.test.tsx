import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { stubIntersectionObserver } from '../../../test/intersection-observer'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { ProductReviews } from './product-reviews'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

describe('ProductReviews', () => {
  it('asks for the reviews only as the shopper nears them', async () => {
    const io = stubIntersectionObserver()
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, summary: null, reviews: [] }), { status: 200 }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ProductReviews productId="storm-surge-100ml" />
      </QueryClientProvider>,
    )
    await waitFor(() => {
      expect(io.watched()).toBe(1)
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByText('Loading reviews…')).toBeInTheDocument()

    act(() => {
      io.enter(screen.getByRole('region', { name: 'Reviews' }))
    })
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/product/storm-surge-100ml/reviews')
  })
})
