import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeAccountPanel, getAccountPanelState } from '../../../lib/account-panel'
import { createQueryClient } from '../../../lib/query-client'
import {
  NEW_RESET_LINK_LABEL,
  PASSWORD_CHANGED_SIGN_IN_MESSAGE,
  ResetPasswordForm,
  ResetPasswordPage,
} from './reset-password-page'

afterEach(() => {
  closeAccountPanel()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

function renderPage(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

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

  it("after the change, lands home with the sign-in panel saying so, on the account's email", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.startsWith('/api/validate-reset-token')
          ? answer(200, {
              success: true,
              message: 'ok',
              user: { email: 'ada@example.ng', full_name: 'Ada Obi' },
            })
          : answer(200, { success: true, message: 'Password reset successfully' }),
      ),
    )
    renderPage('/reset-password?token=t')
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    await user.type(await screen.findByLabelText('New password'), 'Abcdef1!')
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1!')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await screen.findByText('Password reset successfully')).toBeVisible()
    act(() => {
      vi.advanceTimersByTime(2_000)
    })
    expect(await screen.findByText('Home page')).toBeVisible()
    expect(getAccountPanelState()).toMatchObject({
      isOpen: true,
      mode: 'login',
      notice: PASSWORD_CHANGED_SIGN_IN_MESSAGE,
      email: 'ada@example.ng',
    })
  })

  it('an expired link offers a new one instead of sending the shopper home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        answer(400, {
          success: false,
          message: 'This link has expired. Please request a new one.',
        }),
      ),
    )
    renderPage('/reset-password?token=old')
    expect(
      await screen.findByText('This link has expired. Please request a new one.'),
    ).toBeVisible()
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(screen.queryByText('Home page')).not.toBeInTheDocument()
    expect(screen.queryByText('Redirecting to home page...')).not.toBeInTheDocument()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    await user.click(screen.getByRole('button', { name: NEW_RESET_LINK_LABEL }))
    expect(getAccountPanelState()).toMatchObject({ isOpen: true, mode: 'forgot' })
  })
})
