import type { Address } from '@scentia/domain/account/address'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { bearer, createVerifiedUser, TEST_ADDRESS } from '../auth/account-fixtures.js'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const festac = {
  street_address: '21 Road, 2nd Avenue',
  state: 'Lagos',
  lga: 'Amuwo Odofin',
  ward: 'Festac II',
}

async function addresses(token: string): Promise<Address[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })
  return res.json<{ user: { addresses: Address[] } }>().user.addresses
}

const add = (userId: number, token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/add-address/${userId}`,
    payload,
    headers: token ? bearer(token) : {},
  })
const patch = (addressId: number, token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/user/update-address/${addressId}`,
    payload,
    headers: token ? bearer(token) : {},
  })
const remove = (addressId: number, token: string | undefined) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/user/delete-address/${addressId}`,
    headers: token ? bearer(token) : {},
  })

describe('POST /api/user/add-address/{id}', () => {
  it('adds an address, not primary unless asked, spelled as the locations tables spell it', async () => {
    const user = await createVerifiedUser(t.app)
    const res = await add(user.userId, user.accessToken, {
      ...festac,
      state: 'LAGOS',
      ward: 'festac ii',
      city: 'Festac II, Amuwo Odofin',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      success: true,
      message: 'Address added successfully',
      address: {
        id: expect.any(Number),
        ...festac,
        city: 'Festac II, Amuwo Odofin',
        isPrimary: false,
      },
    })
    expect((await addresses(user.accessToken)).map((a) => a.isPrimary)).toEqual([true, false])
  })

  it('makes a new primary address the only primary', async () => {
    const user = await createVerifiedUser(t.app)
    const res = await add(user.userId, user.accessToken, { ...festac, isPrimary: true })
    expect(res.json().address.isPrimary).toBe(true)
    expect((await addresses(user.accessToken)).map((a) => [a.ward, a.isPrimary])).toEqual([
      ['Anifowoshe/Ikeja', false],
      ['Festac II', true],
    ])
  })

  it.each([
    [
      { ...festac, street_address: '   ' },
      'Please fill in all required fields to complete your address.',
    ],
    [
      { ...festac, state: undefined },
      'Please fill in all required fields to complete your address.',
    ],
    [{ ...festac, lga: '' }, 'Please fill in all required fields to complete your address.'],
    [{ ...festac, ward: '' }, 'Please fill in all required fields to complete your address.'],
    [{ ...festac, state: 'Wakanda' }, 'Please choose a valid state'],
    [{ ...festac, lga: 'Ikeja' }, 'Please choose a valid ward in Ikeja'],
    [{ ...festac, state: 'Kano' }, 'Please choose a valid LGA in Kano'],
    [
      { ...festac, street_address: 'x'.repeat(201) },
      'Street address must be at most 200 characters',
    ],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const user = await createVerifiedUser(t.app)
    const res = await add(user.userId, user.accessToken, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
    expect(await addresses(user.accessToken)).toHaveLength(1)
  })

  it("answers 403 for another user's id and 401 without a token", async () => {
    const ada = await createVerifiedUser(t.app)
    const bola = await createVerifiedUser(t.app)
    expect((await add(bola.userId, ada.accessToken, festac)).statusCode).toBe(403)
    expect((await add(ada.userId, undefined, festac)).statusCode).toBe(401)
    expect(await addresses(bola.accessToken)).toHaveLength(1)
  })
})

describe('PATCH /api/user/update-address/{id}', () => {
  it('updates the parts sent and keeps the rest', async () => {
    const user = await createVerifiedUser(t.app)
    const [first] = await addresses(user.accessToken)
    const res = await patch(first!.id, user.accessToken, { street_address: '1 Awolowo Way' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Address updated successfully',
      address: { ...first, street_address: '1 Awolowo Way' },
    })
  })

  it('checks a changed location against the tables', async () => {
    const user = await createVerifiedUser(t.app)
    const [first] = await addresses(user.accessToken)
    const res = await patch(first!.id, user.accessToken, { ward: 'Festac II' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please choose a valid ward in Ikeja')
    const moved = await patch(first!.id, user.accessToken, {
      lga: 'Amuwo Odofin',
      ward: 'Festac II',
    })
    expect(moved.json().address).toMatchObject({ lga: 'Amuwo Odofin', ward: 'Festac II' })
  })

  it('sets one address primary and all others not', async () => {
    const user = await createVerifiedUser(t.app)
    const second = (await add(user.userId, user.accessToken, festac)).json<{ address: Address }>()
      .address
    const res = await patch(second.id, user.accessToken, { isPrimary: true })
    expect(res.json().address.isPrimary).toBe(true)
    expect((await addresses(user.accessToken)).map((a) => [a.id, a.isPrimary])).toEqual([
      [expect.any(Number), false],
      [second.id, true],
    ])
  })

  it('refuses blank parts', async () => {
    const user = await createVerifiedUser(t.app)
    const [first] = await addresses(user.accessToken)
    const res = await patch(first!.id, user.accessToken, { ward: '  ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please fill in all required fields to complete your address.')
  })

  it("answers 403 for another user's address, 404 for none, 401 without a token; nothing changes", async () => {
    const ada = await createVerifiedUser(t.app)
    const bola = await createVerifiedUser(t.app)
    const [bolas] = await addresses(bola.accessToken)
    const forbidden = await patch(bolas!.id, ada.accessToken, { street_address: 'Mine now' })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'You can only change your own addresses',
    })
    expect((await patch(99_999_999, ada.accessToken, { street_address: 'x' })).statusCode).toBe(404)
    expect((await patch(bolas!.id, undefined, { street_address: 'x' })).statusCode).toBe(401)
    expect((await addresses(bola.accessToken))[0]).toEqual(bolas)
  })
})

describe('DELETE /api/user/delete-address/{id}', () => {
  it('deletes an address; deleting the primary promotes the oldest remaining one', async () => {
    const user = await createVerifiedUser(t.app)
    const [first] = await addresses(user.accessToken)
    await add(user.userId, user.accessToken, festac)
    const res = await remove(first!.id, user.accessToken)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Address deleted successfully' })
    expect((await addresses(user.accessToken)).map((a) => [a.ward, a.isPrimary])).toEqual([
      ['Festac II', true],
    ])
  })

  it("answers 403 for another user's address, 404 for none and 401 without a token", async () => {
    const ada = await createVerifiedUser(t.app)
    const bola = await createVerifiedUser(t.app)
    const [bolas] = await addresses(bola.accessToken)
    expect((await remove(bolas!.id, ada.accessToken)).statusCode).toBe(403)
    expect((await remove(99_999_999, ada.accessToken)).statusCode).toBe(404)
    expect((await remove(bolas!.id, undefined)).statusCode).toBe(401)
    expect(await addresses(bola.accessToken)).toHaveLength(1)
  })
})

describe('one primary address per user, in the database', () => {
  it('refuses a second primary row even when the service is bypassed', async () => {
    const user = await createVerifiedUser(t.app)
    const { addresses: table } = await import('../../db/schema/index.js')
    await expect(
      t.database.db
        .insert(table)
        .values({ userId: user.userId, streetAddress: 'x', ...TEST_ADDRESS, isPrimary: true }),
    ).rejects.toThrow()
  })
})
