import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Button, ButtonLink } from './button'

describe('Button and ButtonLink', () => {
  it('draws a link-styled one as a whole 44 px press: it stands alone on its line (decision 055)', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/shop" variant="link">
          Continue Shopping
        </ButtonLink>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveClass(
      'inline-flex',
      'items-center',
      'min-h-11',
    )
  })

  it('keeps the small size 44 px tall below the sm: breakpoint (decision 055, 2026-11-29)', () => {
    render(<Button size="sm">Edit</Button>)
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveClass('h-11', 'sm:h-9')
  })
})
