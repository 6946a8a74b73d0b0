import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QuizFlow } from './quiz-flow'

describe('QuizFlow', () => {
  it('asks one question per screen by keyboard alone and hands over the answers', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<QuizFlow onComplete={onComplete} />)

    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    )
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument()
    // Tab to the first radio, arrow to the second (An evening out), Enter for Next.
    await user.tab()
    await user.keyboard('{ArrowDown}{Enter}')

    expect(screen.getByRole('heading', { name: 'Which notes do you love?' })).toHaveFocus()
    await user.click(screen.getByRole('checkbox', { name: /Woody/ }))
    await user.click(screen.getByRole('checkbox', { name: /Spicy \/ oriental/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await user.click(screen.getByRole('radio', { name: /^Strong/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('radio', { name: /^Men/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('radio', { name: /₦20,000 – ₦30,000/ }))
    await user.click(screen.getByRole('button', { name: 'See my matches' }))

    expect(onComplete).toHaveBeenCalledWith({
      occasion: 'evening',
      notes: ['woody', 'oriental'],
      intensity: 'strong',
      audience: 'men',
      budget: '20000-30000',
    })
  })

  it('says what is missing instead of moving on, and Back keeps the answers', async () => {
    const user = userEvent.setup()
    render(<QuizFlow onComplete={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an occasion')
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: /^Work/ }))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at least one kind of note')

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('radio', { name: /^Work/ })).toBeChecked()
  })

  it('starts from earlier answers on a retake', () => {
    render(
      <QuizFlow
        initial={{
          occasion: 'special',
          notes: ['floral'],
          intensity: 'light',
          audience: 'gift',
          budget: 'under-10000',
        }}
        onComplete={vi.fn()}
      />,
    )
    expect(screen.getByRole('radio', { name: /A special occasion/ })).toBeChecked()
  })
})
