import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { closeAccountPanel, getAccountPanelState } from '../../../lib/account-panel'
import { getSession, sessionActions, startSession } from '../../../lib/session'
import { buildUser } from '../../../test/factories'
import { expectWishlistAddSent, storeReturningShopper } from '../../../test/wishlist-press'
import { WishlistHeart } from './wishlist-heart'

const shopper = buildUser({ user_id: 42 })
const rose = { id: 3, name: 'Rose of Ikoyi', inWishlist: false }

/** The add's answer, held until the test lets it go. */
let answerAdd: () => void = () => undefined
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url) => {
  if (url !== '/api/user/add-to-wishlist') {
    return Promise.resolve(new Response('{"success":false}', { status: 404 }))
  }
  return new Promise<Response>((resolve) => {
    answerAdd = () => {
      resolve(new Response(JSON.stringify({ success: true, message: 'Added to wishlist' })))
    }
  })
})

let stopSession: (() => void) | undefined

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  stopSession?.()
  stopSession = undefined
  closeAccountPanel()
  sessionActions.signOut()
  fetchMock.mockClear()
  vi.unstubAllGlobals()
})

// First in the file: no test has read or ended a session yet, as on a page before startSession().
it('pressed before the stored session is read, it waits for it, shown pending, then saves once', async () => {
  expect(getSession().isLoading).toBe(true)
  storeReturningShopper(shopper)
  render(<WishlistHeart product={rose} />)
  const heart = screen.getByRole('button', { name: 'Add Rose of Ikoyi to wishlist' })

  await userEvent.setup().click(heart)
  // Not taken for a visitor's press: no sign-in panel, nothing sent, the heart pending.
  expect(getAccountPanelState().isOpen).toBe(false)
  expect(fetchMock).not.toHaveBeenCalled()
  expect(heart).toBeDisabled()
  expect(heart).toHaveAttribute('aria-busy', 'true')

  act(() => {
    stopSession = startSession()
  })
  await waitFor(() => {
    expect(fetchMock).toHaveBeenCalledOnce()
  })
  expectWishlistAddSent(fetchMock, rose.id, shopper)
  expect(heart).toBeDisabled()
  act(() => {
    answerAdd()
  })
  await waitFor(() => {
    expect(heart).toBeEnabled()
  })
  expect(heart).not.toHaveAttribute('aria-busy')
  expect(getAccountPanelState().isOpen).toBe(false)
})

it('signed out, a press opens the sign-in panel and sends nothing', async () => {
  act(() => {
    stopSession = startSession()
  })
  render(<WishlistHeart product={rose} />)
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Add Rose of Ikoyi to wishlist' }))
  await waitFor(() => {
    expect(getAccountPanelState()).toMatchObject({
      isOpen: true,
      mode: 'login',
      notice: 'Sign in to save it to your wishlist',
    })
  })
  expect(fetchMock).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Add Rose of Ikoyi to wishlist' })).toBeEnabled()
})
