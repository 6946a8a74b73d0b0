import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordStrength } from './password-strength'

describe('PasswordStrength (docs/product.md §S5)', () => {
  it.each([
    ['', 0, 'Weak', '0%'],
    ['abc', 1, 'Weak', '20%'],
    ['abcdefgh', 2, 'Weak', '40%'],
    ['Abcdefgh', 3, 'Medium', '60%'],
    ['Abcdefg1', 4, 'Medium', '80%'],
    ['Abcdef1!', 5, 'Strong', '100%'],
  ])('%j: strength %i, %s, bar %s', (password, strength, label, width) => {
    render(<PasswordStrength password={password} />)
    const meter = screen.getByRole('meter', { name: 'Password strength' })
    expect(meter).toHaveAttribute('aria-valuenow', String(strength))
    expect(meter).toHaveAttribute('aria-valuetext', label)
    expect(screen.getByText(label, { selector: 'span' })).toBeVisible()
    expect(meter.firstElementChild).toHaveStyle({ width })
  })

  it('ticks each of the five criteria it meets', () => {
    render(<PasswordStrength password="abcdefg1" />)
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters (met)',
      'An uppercase letter (not met)',
      'A lowercase letter (met)',
      'A number (met)',
      'A special character (not met)',
    ])
  })
})
