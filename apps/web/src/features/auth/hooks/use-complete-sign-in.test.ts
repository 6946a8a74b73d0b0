import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, sessionActions, startSession } from '../../../lib/session'
import { completeSignOut } from './use-complete-sign-in'

const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

/** A token the session accepts: a JWT whose `exp` is an hour away (nobody checks the signature). */
function tokenFor(subject: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const exp = Math.floor(Date.now() / 1000) + 3600
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(subject), exp })}.sig`
}

let stopSession: () => void
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  stopSession = startSession()
  sessionActions.signIn(tokenFor(7), {
    user_id: 7,
    full_name: 'Ada Obi',
    email: 'ada@example.ng',
    phone_number: null,
    profile_link: null,
    verified: true,
    addresses: [],
  })
})
afterEach(() => {
  stopSession()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

const logoutCalls = () =>
  fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url === '/api/logout')

describe('Sign Out (docs/product.md §2)', () => {
  it('ends the session on the server with its own bearer token, then here', async () => {
    const token = localStorage.getItem(AUTH_TOKEN_KEY)
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/logout'
          ? json(200, { success: true, message: 'Signed out successfully' })
          : json(200, { data: [] }),
      ),
    )
    await completeSignOut()
    const [call] = logoutCalls()
    expect(call?.[1]?.method).toBe('POST')
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['refused', () => Promise.resolve(json(500, { success: false, message: 'Down' }))],
  ])('still signs out on this device when the server call fails (%s)', async (_, answer) => {
    fetchMock.mockImplementation(answer)
    await completeSignOut()
    expect(logoutCalls()).toHaveLength(1)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })

  it('does not call the server for an account that is already deleted', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: [] })))
    await completeSignOut({ endServerSession: false })
    expect(logoutCalls()).toHaveLength(0)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })
})
