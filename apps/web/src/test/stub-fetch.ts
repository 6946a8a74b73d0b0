import type { User } from '@scentia/domain/account/user'
import { afterEach, beforeEach, vi, type Mock } from 'vitest'
import { sessionActions } from '../lib/session'

/**
 * Every test of the file meets `fetchMock` as `fetch`, signed in as `user` when one is given;
 * after each, the session ends, the mock forgets its answers and the real `fetch` is back.
 */
export function stubFetchPerTest(fetchMock: Mock, user?: User): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    if (user) sessionActions.signIn('token', user)
  })
  afterEach(() => {
    sessionActions.signOut()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })
}
