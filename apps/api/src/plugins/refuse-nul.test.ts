import { NUL_CHARACTER_MESSAGE } from '@scentia/domain/text/nul-character'
import { describe, expect, it } from 'vitest'
import { useOwnerConsole } from '../modules/admin/admin-test-kit.js'

describe('a NUL character in a request', () => {
  const kit = useOwnerConsole()

  // Each of these reached a query with the NUL (a 500) or answered another route's message.
  it.each([
    ['GET', '/api/shipping/fee?state=Lagos&lga=Ikeja&ward=Anifowoshe%2FIkeja%00&subtotal=1000'],
    ['GET', '/api/admin/orders?search=Ada%00'],
    ['GET', '/api/admin/customers?search=Ada%00'],
    ['GET', '/api/admin/audit?target=order%00'],
    ['GET', '/api/wishlist/share/abc%00def'],
    ['POST', '/api/product/amber%00night/stock-alerts', { email: 'ada@example.ng' }],
    // A body whose schema lets any text through (bounded only): the guard stops it.
    ['PUT', '/api/user/update-profile/{id}', { newProfileLink: { seed: 'ada\u0000' } }],
  ] as const)('%s %s answers 400 with a plain message', async (method, url, payload?: object) => {
    const res = await kit.asOwner(method, url.replace('{id}', String(kit.owner.userId)), payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message: NUL_CHARACTER_MESSAGE })
  })

  it('leaves a search for the text "%00" alone', async () => {
    const res = await kit.asOwner('GET', '/api/admin/orders?search=%2500')
    expect(res.statusCode).toBe(200)
  })
})
