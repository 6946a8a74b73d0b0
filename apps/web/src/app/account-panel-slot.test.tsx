import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignInRequired } from '../components/ui/sign-in-required'
import { closeAccountPanel, openAccountPanel } from '../lib/account-panel'
import { createQueryClient } from '../lib/query-client'
import { sessionActions } from '../lib/session'
import { AccountPanelSlot } from './account-panel-slot'
import { buildAddress, buildUser } from '../test/factories'

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
  if (url === '/api/login') return json({ success: true, access_token: 'h.p.s', user })
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
