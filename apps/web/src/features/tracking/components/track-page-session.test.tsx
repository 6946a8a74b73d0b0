import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { memoryRoutes } from '../../../test/memory-routes'
import { afterEach, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { AUTH_TOKEN_KEY, USER_DATA_KEY, startSession } from '../../../lib/session'
import { buildAuthToken, buildUser } from '../../../test/factories'
import { TrackPage } from './track-page'

/**
 * Its own file, so the session starts unknown (a fresh module), as on a server-rendered page
 * before the stored session is restored.
 */

/** An unsigned JWT an hour from now. */
const token = buildAuthToken(Date.now() + 3_600_000)

let stopSession: () => void = () => undefined

afterEach(() => {
  stopSession()
  vi.unstubAllGlobals()
})

it('looks ?id up only once the stored session is restored, so the owner is asked for by token', async () => {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, message: 'Order not found' }), { status: 404 }),
    ),
  )
  vi.stubGlobal('fetch', fetch)
  localStorage.setItem(AUTH_TOKEN_KEY, token)
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(buildUser()))
  const router = memoryRoutes([{ path: '/track', element: <TrackPage /> }], {
    initialEntries: ['/track?id=ORD0000000042'],
  })
  render(<QueryClientProvider client={createQueryClient()}>{router.element}</QueryClientProvider>)
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  expect(fetch).not.toHaveBeenCalled()

  act(() => {
    stopSession = startSession()
  })
  expect(await screen.findByText('Order Not Found')).toBeInTheDocument()
  const lookups = fetch.mock.calls.filter(([url]) => url === '/api/order/ORD0000000042')
  expect(lookups).toHaveLength(1)
  expect(new Headers(lookups[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`)
})
