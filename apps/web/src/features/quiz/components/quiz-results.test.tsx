import type { Product } from '@scentia/domain/catalog/product'
import type { QuizAnswers } from '@scentia/domain/quiz/quiz-answers'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { QuizResults } from './quiz-results'
import { buildProduct } from '../../../test/factories'

function product(id: number, overrides: Partial<Product>): Product {
  return buildProduct({ id, price: 25_000, gender: 'male', intensity: 'Strong', ...overrides })
}

const evening: QuizAnswers = {
  occasion: 'evening',
  notes: ['woody'],
  intensity: 'strong',
  audience: 'men',
  budget: '20000-30000',
}

function renderResults(
  products: Product[] | undefined,
  answers = evening,
  extra: { isLoading?: boolean } = {},
) {
  const onRetake = vi.fn()
  render(
    <MemoryRouter>
      <QuizResults
        answers={answers}
        products={products}
        isLoading={extra.isLoading ?? false}
        isError={false}
        onRetry={vi.fn()}
        onRetake={onRetake}
        renderAction={(item) => <button type="button">Buy {item.name}</button>}
      />
    </MemoryRouter>,
  )
  return { onRetake }
}

describe('QuizResults', () => {
  it('shows the answers and the matches best first, with reasons, price and the cart slot', async () => {
    const { onRetake } = renderResults([
      product(1, { name: 'Citrus Day', type: 'Citrus', intensity: 'Light', gender: 'female' }),
      product(2, { name: 'Cedar & Kola' }),
      product(3, { name: 'Out of Stock Oud', stock: 0 }),
    ])
    expect(screen.getByRole('list', { name: 'Your answers' })).toHaveTextContent('An evening out')
    const cards = within(screen.getByRole('list', { name: 'Recommended fragrances' })).getAllByRole(
      'article',
    )
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Cedar & Kola',
      'Citrus Day',
    ])
    const best = cards[0] as HTMLElement
    expect(within(best).getByText('100% match')).toBeInTheDocument()
    expect(within(best).getByRole('list', { name: 'Why Cedar & Kola' })).toHaveTextContent(
      'Woody, like you asked',
    )
    expect(within(best).getByText('₦25,000')).toBeInTheDocument()
    expect(within(best).getByRole('button', { name: 'Buy Cedar & Kola' })).toBeInTheDocument()
    expect(within(best).getByRole('link', { name: 'Cedar & Kola' })).toHaveAttribute(
      'href',
      '/shop/product/p-2',
    )

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retake quiz' }))
    expect(onRetake).toHaveBeenCalledOnce()
  })

  it('says so when nothing fits the budget', () => {
    renderResults([product(1, { price: 45_000 })], { ...evening, budget: 'under-10000' })
    expect(
      screen.getByText(
        'Nothing in stock fits your budget right now, so we picked the closest prices.',
      ),
    ).toHaveAttribute('role', 'status')
  })

  it('holds skeletons while the catalogue loads', () => {
    renderResults(undefined, evening, { isLoading: true })
    expect(screen.getByRole('list', { name: 'Loading your matches' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  })

  it('has a way out when nothing is in stock', () => {
    renderResults([product(1, { stock: 0 })])
    expect(
      screen.getByRole('heading', { name: 'Nothing in stock to recommend just now' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop')
  })
})
