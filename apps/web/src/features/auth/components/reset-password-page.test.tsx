import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ResetPasswordForm, ResetPasswordPage } from './reset-password-page'

function renderForm() {
  render(
    <MemoryRouter>
      <ResetPasswordForm token="t" email="ada@example.ng" />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('reset password form (docs/product.md §S2, §S5)', () => {
  it.each([
    ['too weak, matching', 'abcdefgh', 'abcdefgh', false],
    ['strong enough, not matching', 'Abcdefg1', 'Abcdefg2', false],
    ['3 of 5 but under 8 characters', 'Ab1', 'Ab1', false],
    ['strength 4, matching', 'Abcdefg1', 'Abcdefg1', false],
    ['strength 5, matching', 'Abcdef1!', 'Abcdef1!', true],
  ])('%s: Change Password enabled %s', async (_case, password, confirmation, enabled) => {
    const user = renderForm()
    await user.type(screen.getByLabelText('New password'), password)
    await user.type(screen.getByLabelText('Confirm password'), confirmation)
    const button = screen.getByRole('button', { name: 'Change Password' })
    if (enabled) expect(button).toBeEnabled()
    else expect(button).toBeDisabled()
  })

  it('shows and hides the password with the toggle', async () => {
    const user = renderForm()
    const input = screen.getByLabelText('New password')
    expect(input).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show new password' }))
    expect(input).toHaveAttribute('type', 'text')
  })

  it('without a token goes home', () => {
    render(
      <MemoryRouter initialEntries={['/reset-password']}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByText('Home page')).toBeVisible()
  })
})
