import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { getAccountPanelState, setAccountPanelMode } from '../../../lib/account-panel'
import type * as authApi from '../api/auth-api'
import { login } from '../api/auth-api'
import { useAuthPanelStore } from '../stores/auth-panel-store'
import { LoginForm } from './login-form'

vi.mock('../api/auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  login: vi.fn(),
}))
const loginMock = vi.mocked(login)

afterEach(() => {
  loginMock.mockReset()
  useAuthPanelStore.setState({ pendingEmail: '' })
})

async function submit() {
  setAccountPanelMode('login')
  const user = userEvent.setup()
  render(<LoginForm />)
  await user.type(screen.getByLabelText('Email'), 'ada@example.ng')
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret#123')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

const apiError = (statusCode: number, message: string) =>
  new ApiError({ message, type: 'UNKNOWN_ERROR', statusCode, details: { message } })

describe('LoginForm (docs/product.md §S4, §S8)', () => {
  it.each([
    ['a 204', () => Promise.resolve({ kind: 'verify-email' as const })],
    ['a 403', () => Promise.reject(apiError(403, 'Forbidden'))],
    [
      "a message saying 'not verified'",
      () => Promise.reject(apiError(400, 'Email NOT VERIFIED yet')),
    ],
  ])('%s moves to the verification view with the email', async (_case, answer) => {
    loginMock.mockImplementation(answer)
    await submit()
    await vi.waitFor(() => {
      expect(getAccountPanelState().mode).toBe('verify')
    })
    expect(useAuthPanelStore.getState().pendingEmail).toBe('ada@example.ng')
  })

  it("shows the server's message for a refused sign-in", async () => {
    loginMock.mockRejectedValue(apiError(401, 'Invalid email or password'))
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(getAccountPanelState().mode).toBe('login')
  })

  it("falls back to 'An error occurred' when the error has no message", async () => {
    loginMock.mockRejectedValue(apiError(429, ''))
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred')
  })

  it("says 'Authentication failed. Please try again.' for an unexpected exception", async () => {
    loginMock.mockRejectedValue(new TypeError('boom'))
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please try again.',
    )
  })
})
