import type { User } from '@scentia/domain/account/user'
import { expect, type Mock } from 'vitest'
import { AUTH_TOKEN_KEY, LAST_PROFILE_UPDATE_KEY, USER_DATA_KEY } from '../lib/session'
import { buildAuthToken } from './factories'

/** A returning shopper: the browser holds their session for an hour more, their profile fresh. */
export function storeReturningShopper(user: User) {
  localStorage.setItem(AUTH_TOKEN_KEY, buildAuthToken(Date.now() + 3_600_000))
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
  localStorage.setItem(LAST_PROFILE_UPDATE_KEY, String(Date.now()))
}

/** The stubbed fetch's first call was the shopper's add of that product to their wishlist. */
export function expectWishlistAddSent(
  fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>,
  productId: number,
  user: User,
) {
  const [url, init] = fetchMock.mock.calls[0] ?? []
  expect(url).toBe('/api/user/add-to-wishlist')
  expect(JSON.parse(init?.body as string)).toEqual({
    product_id: productId,
    user_id: user.user_id,
  })
}
