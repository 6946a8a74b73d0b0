import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { REVIEW_MESSAGES } from '@scentia/domain/reviews/review-input'
import { describe, expect, it, vi } from 'vitest'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { ReviewForm } from './review-form'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ReviewForm productId="amber-oud-100ml" existing={null} onDone={onDone} />
    </QueryClientProvider>,
  )
  return onDone
}

const savedReview = {
  id: 1,
  productId: 1,
  authorName: 'Ada',
  verified: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: null,
  stars: 4,
  longevityHours: 6,
  sillage: 'moderate',
  seasons: [],
  occasions: [],
  text: 'Bold.',
}

describe('ReviewForm', () => {
  it('asks for stars before sending anything', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Post review' }))
    expect(await screen.findByText(REVIEW_MESSAGES.starsRequired)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the stars and hours as numbers, with the chosen seasons and occasions', async () => {
    fetchMock.mockResolvedValue(
      // A whole saved review: the answer is checked against its contract (decision 042).
      new Response(JSON.stringify({ success: true, review: savedReview }), { status: 201 }),
    )
    const user = userEvent.setup()
    const onDone = renderForm()
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    const hours = screen.getByRole('spinbutton', { name: 'How many hours it lasts on you' })
    await user.clear(hours)
    await user.type(hours, '12')
    await user.click(screen.getByRole('radio', { name: 'Enormous' }))
    await user.click(screen.getByRole('checkbox', { name: 'Harmattan' }))
    await user.click(screen.getByRole('checkbox', { name: 'Date night' }))
    await user.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Bold.')
    await user.click(screen.getByRole('button', { name: 'Post review' }))

    await vi.waitFor(() => {
      expect(onDone).toHaveBeenCalled()
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toEqual(expect.stringContaining('/api/product/amber-oud-100ml/reviews'))
    expect(init?.method).toBe('POST')
    expect(JSON.parse(init?.body as string)).toEqual({
      stars: 5,
      longevityHours: 12,
      sillage: 'enormous',
      seasons: ['harmattan'],
      occasions: ['date'],
      text: 'Bold.',
    })
  })
})
