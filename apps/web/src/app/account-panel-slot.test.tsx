import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignInRequired } from '../components/ui/sign-in-required'
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart'
import { closeAccountPanel, openAccountPanel } from '../lib/account-panel'
import { createQueryClient } from '../lib/query-client'
import { sessionActions } from '../lib/session'
import { AccountPanelSlot } from './account-panel-slot'
import { buildAddress, buildSessionAnswer, buildUser } from '../test/factories'

const user = buildUser({ addresses: [buildAddress()] })

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  )

// The login answers with a session; everything the signed-in panel then reads answers empty.
const fetchMock = vi.fn((url: string) => {
  if (url === '/api/login') return json(buildSessionAnswer(user))
  return json({ success: true, productList: [], wishlist: [], orders: [], data: [], user })
})

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  closeAccountPanel()
  sessionActions.signOut()
  fetchMock.mockClear()
  vi.unstubAllGlobals()
})

function renderGateAndPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/checkout']}>
        <SignInRequired message="Please sign in to continue with your checkout process." />
        <AccountPanelSlot />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

async function signInThroughPanel() {
  const actor = userEvent.setup()
  const panel = await screen.findByRole('dialog', { name: 'Sign In' })
  // The panel's forms are a lazy chunk: its first import in a test run can take a while.
  await actor.type(await within(panel).findByLabelText('Email', {}, { timeout: 5_000 }), user.email)
  await actor.type(within(panel).getByLabelText('Password', { exact: true }), 'Secret#123')
  await actor.click(within(panel).getByRole('button', { name: 'Sign In' }))
}

describe('AccountPanelSlot and a Sign in Required gate', () => {
  it("closes the panel once the gate's sign-in succeeds, so the page carries on", async () => {
    renderGateAndPanel()
    const actor = userEvent.setup()
    await actor.click(
      within(screen.getByRole('dialog', { name: 'Sign in Required' })).getByRole('button', {
        name: 'Sign In',
      }),
    )
    await signInThroughPanel()
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument()
    })
    expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument()
  })

  it('stays open on My Account after a sign-in from the header', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AccountPanelSlot />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    act(() => {
      openAccountPanel('login')
    })
    await signInThroughPanel()
    expect(await screen.findByRole('dialog', { name: 'My Account' })).toBeInTheDocument()
  })
})

describe('what the sign-in panel says when it opens', () => {
  function renderPanel(children: ReactNode = null) {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          {children}
          <AccountPanelSlot />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  }

  it('after a sign-up, asks the new shopper to sign in with the email they gave, not "Welcome back"', async () => {
    fetchMock.mockImplementation((url: string) =>
      url === '/api/signup'
        ? json({ success: true, message: 'Check your email to verify your account', user_id: 1 })
        : json({ success: true }),
    )
    act(() => {
      openAccountPanel('signup')
    })
    renderPanel()
    const actor = userEvent.setup()
    const panel = await screen.findByRole('dialog', { name: 'Sign Up' })
    await actor.type(
      await within(panel).findByLabelText('Full name', {}, { timeout: 5_000 }),
      'Ada Obi',
    )
    await actor.type(within(panel).getByLabelText('Email'), 'ada@example.ng')
    await actor.type(within(panel).getByLabelText('Password'), 'Abcdefg1!')
    await actor.type(within(panel).getByLabelText('Confirm password'), 'Abcdefg1!')
    await actor.click(within(panel).getByRole('button', { name: 'Sign Up' }))

    const signIn = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(await within(signIn).findByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(within(signIn).queryByText('Welcome back')).not.toBeInTheDocument()
    expect(within(signIn).getByRole('status')).toHaveTextContent(
      'Check your email to verify your account',
    )
    expect(within(signIn).getByLabelText('Email')).toHaveValue('ada@example.ng')
  })

  it('says why a heart tapped signed out opens sign-in', async () => {
    // A visitor: the stored session has been read, and holds no one.
    sessionActions.signOut()
    renderPanel(<WishlistHeart product={{ id: 7, name: 'Rose of Ikoyi', inWishlist: false }} />)
    await userEvent.setup().click(screen.getByRole('button', { name: /Rose of Ikoyi/ }))
    const panel = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(await within(panel).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(
      'Sign in to save it to your wishlist',
    )
  })
})
