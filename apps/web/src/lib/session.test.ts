import { PROFILE_REFRESH_MS } from '@scentia/domain/session/cache'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountContract } from './account-contract'
import { UNAUTHORIZED_EVENT, apiRequest } from './api-client'
import {
  AUTH_TOKEN_KEY,
  LAST_PROFILE_UPDATE_KEY,
  PROFILE_REFRESH_DELAY_MS,
  USER_DATA_KEY,
  getSession,
  getSessionToken,
  sessionActions,
  startSession,
  useSession,
} from './session'
import { buildAuthToken, buildUser } from '../test/factories'

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const MINUTE = 60_000

/** An unsigned JWT expiring `inMs` from NOW. */
function token(inMs: number): string {
  return buildAuthToken(NOW + inMs)
}

const user = buildUser()

function storeSession(authToken: string, lastUpdate: number | null = NOW) {
  localStorage.setItem(AUTH_TOKEN_KEY, authToken)
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
  if (lastUpdate !== null) localStorage.setItem(LAST_PROFILE_UPDATE_KEY, String(lastUpdate))
}

const fetchMock = vi.fn<typeof fetch>()

function profileAnswer(fullName: string) {
  return new Response(JSON.stringify({ success: true, user: { ...user, full_name: fullName } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

function profileCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/profile')
}

let stop: (() => void) | null = null

// GET /profile's answer is checked against its contract (decision 042): load it before the fake
// clock starts, so a refresh's check does not wait on a module load the fake timers cannot see.
beforeAll(async () => {
  await accountContract()
})

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
  fetchMock.mockReset()
  fetchMock.mockImplementation(() => Promise.resolve(profileAnswer('Ada Refreshed')))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  stop?.()
  stop = null
  sessionActions.signOut()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('restoring the session at start (docs/product.md §S4)', () => {
  it('restores an unexpired token with the stored user at once, without a refresh when fresh', () => {
    storeSession(token(60 * MINUTE), NOW - 14 * MINUTE)
    stop = startSession()
    const { result } = renderHook(() => useSession())
    expect(result.current).toMatchObject({ isAuthenticated: true, isLoading: false })
    expect(result.current.user?.full_name).toBe('Ada Obi')
    expect(profileCalls()).toHaveLength(0)
  })

  it('refreshes the profile when the last update is older than 15 minutes', async () => {
    storeSession(token(60 * MINUTE), NOW - 15 * MINUTE - 1)
    stop = startSession()
    expect(getSession().user?.full_name).toBe('Ada Obi')
    await vi.advanceTimersByTimeAsync(0)
    expect(profileCalls()).toHaveLength(1)
    expect(getSession().user?.full_name).toBe('Ada Refreshed')
    expect(Number(localStorage.getItem(LAST_PROFILE_UPDATE_KEY))).toBe(NOW)
  })

  it.each([
    ['expired an hour ago', token(-60 * MINUTE)],
    ['expiring within the 30 s margin', token(29_000)],
    ['undecodable', 'not-a-jwt'],
  ])('clears a stored token %s', (_case, stored) => {
    storeSession(stored)
    stop = startSession()
    expect(getSession()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
    })
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull()
    expect(localStorage.getItem(LAST_PROFILE_UPDATE_KEY)).toBeNull()
  })

  it('clears a token whose stored user is corrupt', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, token(60 * MINUTE))
    localStorage.setItem(USER_DATA_KEY, '{not json')
    stop = startSession()
    expect(getSession().isAuthenticated).toBe(false)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })
})

describe('sign in, sign out and 401', () => {
  it('sign in stores token, user and the update time', () => {
    stop = startSession()
    const authToken = token(60 * MINUTE)
    sessionActions.signIn(authToken, user)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(authToken)
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null')).toEqual(user)
    expect(localStorage.getItem(LAST_PROFILE_UPDATE_KEY)).toBe(String(NOW))
    expect(getSessionToken()).toBe(authToken)
  })

  it('any 401 clears token, user data and last update time, and stops the refresh', async () => {
    stop = startSession()
    sessionActions.signIn(token(60 * MINUTE), user)
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT))
    expect(getSession().isAuthenticated).toBe(false)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull()
    expect(localStorage.getItem(LAST_PROFILE_UPDATE_KEY)).toBeNull()
    await vi.advanceTimersByTimeAsync(2 * PROFILE_REFRESH_MS)
    expect(profileCalls()).toHaveLength(0)
  })

  it('a 401 answer from the API signs out through the client', async () => {
    stop = startSession()
    sessionActions.signIn(token(60 * MINUTE), user)
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, message: 'Not authenticated' }), {
          status: 401,
        }),
      ),
    )
    await expect(apiRequest('/profile')).rejects.toMatchObject({ statusCode: 401 })
    expect(getSession().isAuthenticated).toBe(false)
  })
})

describe('the token sent with requests (docs/product.md §S5)', () => {
  it('sends the stored token with a request made before startSession, on a page the app renders', async () => {
    const authToken = token(10 * MINUTE)
    storeSession(authToken)
    // A fresh page: the modules load with the session in storage, and a route's query runs
    // before the providers' effect has called startSession().
    vi.resetModules()
    const client = await import('./api-client')
    await import('./session')
    await client.apiRequest('/order')
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>
    expect(headers.Authorization).toBe(`Bearer ${authToken}`)
  })

  it('sends a live token as a bearer and never an expired one', async () => {
    stop = startSession()
    const authToken = token(10 * MINUTE)
    sessionActions.signIn(authToken, user)
    await apiRequest('/profile')
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>
    expect(headers.Authorization).toBe(`Bearer ${authToken}`)

    // 9 min 31 s later the token is inside the 30 s margin: it is no longer sent.
    vi.setSystemTime(NOW + 10 * MINUTE - 29_000)
    expect(getSessionToken()).toBeNull()
    await apiRequest('/user/product/list')
    const later = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>
    expect(later.Authorization).toBeUndefined()
  })

  it('the auth check clears an expired session and answers false', () => {
    stop = startSession()
    sessionActions.signIn(token(10 * MINUTE), user)
    expect(sessionActions.checkAuth()).toBe(true)
    vi.setSystemTime(NOW + 11 * MINUTE)
    expect(sessionActions.checkAuth()).toBe(false)
    expect(getSession().isAuthenticated).toBe(false)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })
})

describe('refresh timing', () => {
  it('refreshes the profile every 15 minutes after sign in', async () => {
    stop = startSession()
    sessionActions.signIn(token(24 * 60 * MINUTE), user)
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_MS - 1)
    expect(profileCalls()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(profileCalls()).toHaveLength(1)
    // The answer is checked through a dynamic import, which settles in real time, not on the
    // fake clock: until it has, a second refresh is the same one in flight, and asks nothing.
    await vi.waitFor(() => {
      expect(getSession().user?.full_name).toBe('Ada Refreshed')
    })
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_MS)
    expect(profileCalls()).toHaveLength(2)
  })

  it('refreshes about a second after an address or profile change, once for a burst', async () => {
    stop = startSession()
    sessionActions.signIn(token(60 * MINUTE), user)
    sessionActions.refreshProfileSoon()
    await vi.advanceTimersByTimeAsync(500)
    sessionActions.refreshProfileSoon()
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_DELAY_MS - 1)
    expect(profileCalls()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(profileCalls()).toHaveLength(1)
  })

  it('drops a profile answer that arrives after sign out', async () => {
    stop = startSession()
    sessionActions.signIn(token(60 * MINUTE), user)
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )
    const pending = sessionActions.refreshProfile()
    act(() => {
      sessionActions.signOut()
    })
    answer(profileAnswer('Someone Else'))
    await expect(pending).resolves.toBeNull()
    expect(getSession().user).toBeNull()
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull()
  })
})
