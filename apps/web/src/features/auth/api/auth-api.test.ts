import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateAddress } from '../../../lib/address-api'
import { fetchProfile } from '../../../lib/session'
import { contractBreach } from '../../../test/contract-breach'
import { jsonResponse } from '../../../test/json-response'
import {
  buildAddress,
  buildAddressAnswer,
  buildSessionAnswer,
  buildUser,
} from '../../../test/factories'
import { login } from './auth-api'

// The account's answers are parsed with their contracts from packages/contracts (decision
// 042): an answer that drifts from the API's shape is a server error, never a half-filled
// session or address on the shopper's screen.

const fetchMock = vi.fn<typeof fetch>()
const user = buildUser()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('login', () => {
  it('signs in with a whole session answer', async () => {
    fetchMock.mockImplementation(() => jsonResponse(buildSessionAnswer(user, 'a.b.c')))
    await expect(login({ email: user.email, password: 'secret12' })).resolves.toEqual({
      kind: 'signed-in',
      token: 'a.b.c',
      user,
    })
  })

  it('reads a 204 without a body as "verify your email"', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(login({ email: user.email, password: 'secret12' })).resolves.toEqual({
      kind: 'verify-email',
    })
  })

  it('refuses a session answer without its token', async () => {
    const { access_token: _dropped, ...withoutToken } = buildSessionAnswer(user)
    fetchMock.mockImplementation(() => jsonResponse(withoutToken))
    const error = await contractBreach(login({ email: user.email, password: 'secret12' }))
    expect(error.details).toMatchObject({ issues: [{ path: ['access_token'] }] })
  })

  it("refuses a session whose user's addresses are missing", async () => {
    const { addresses: _dropped, ...partialUser } = user
    fetchMock.mockImplementation(() =>
      jsonResponse({ ...buildSessionAnswer(user), user: partialUser }),
    )
    const error = await contractBreach(login({ email: user.email, password: 'secret12' }))
    expect(error.details).toMatchObject({ issues: [{ path: ['user', 'addresses'] }] })
  })
})

describe('the profile and addresses', () => {
  it('refuses a profile whose user id is a string', async () => {
    fetchMock.mockImplementation(() =>
      jsonResponse({ success: true, user: { ...user, user_id: '7' } }),
    )
    await contractBreach(fetchProfile())
  })

  it('takes an edited address from a whole answer', async () => {
    const saved = buildAddress({ id: 4, street_address: '5 Toyin Street' })
    fetchMock.mockImplementation(() => jsonResponse(buildAddressAnswer(saved, 'updated')))
    await expect(updateAddress(4, { street_address: '5 Toyin Street' })).resolves.toEqual(saved)
  })

  it('refuses an address answer whose address has no ward', async () => {
    const { ward: _dropped, ...withoutWard } = buildAddress({ id: 4 })
    fetchMock.mockImplementation(() =>
      jsonResponse({
        success: true,
        message: 'Address updated successfully',
        address: withoutWard,
      }),
    )
    await contractBreach(updateAddress(4, { street_address: '5 Toyin Street' }))
  })
})
