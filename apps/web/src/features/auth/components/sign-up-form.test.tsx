import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAccountPanelState, setAccountPanelMode } from '../../../lib/account-panel'
import { SignUpForm } from './sign-up-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function fill(password: string, confirmation: string) {
  setAccountPanelMode('signup')
  const user = userEvent.setup()
  render(<SignUpForm />)
  await user.type(screen.getByLabelText('Full name'), 'Ada Obi')
  await user.type(screen.getByLabelText('Email'), 'ada@example.ng')
  await user.type(screen.getByLabelText('Password'), password)
  await user.type(screen.getByLabelText('Confirm password'), confirmation)
  return user
}

describe('SignUpForm (docs/product.md §S5)', () => {
  it("says 'Passwords don't match' and disables submit", async () => {
    await fill('Abcdef1!', 'Abcdef1?')
    expect(screen.getByText("Passwords don't match")).toBeVisible()
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled()
  })

  it('says the password is too weak and disables submit below all five (decision 033)', async () => {
    await fill('Abcdefg1', 'Abcdefg1')
    expect(screen.getByText("Password doesn't meet minimum strength requirements")).toBeVisible()
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled()
  })

  it('posts full_name, email and password, then returns to login with the message', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, message: 'Check your email', user_id: 9 }), {
          status: 201,
        }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = await fill('Abcdefg1!', 'Abcdefg1!')
    const submit = screen.getByRole('button', { name: 'Sign Up' })
    expect(submit).toBeEnabled()
    await user.click(submit)
    await vi.waitFor(() => {
      expect(getAccountPanelState().mode).toBe('login')
    })
    expect(getAccountPanelState()).toMatchObject({
      notice: 'Check your email',
      email: 'ada@example.ng',
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/signup')
    expect(JSON.parse(init?.body as string)).toEqual({
      full_name: 'Ada Obi',
      email: 'ada@example.ng',
      password: 'Abcdefg1!',
    })
  })
})
