import { NIGERIAN_MOBILE_MESSAGE as NIGERIAN_MOBILE } from '@scentia/domain/phone/nigerian-mobile'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { bearer, createVerifiedUser } from '../auth/account-fixtures.js'

let t: TestApp
let ada: Awaited<ReturnType<typeof createVerifiedUser>>
let bola: Awaited<ReturnType<typeof createVerifiedUser>>
beforeAll(async () => {
  t = await buildTestApp()
  ada = await createVerifiedUser(t.app, { full_name: 'Ada Obi' })
  bola = await createVerifiedUser(t.app, { full_name: 'Bola Ade' })
})
afterAll(() => t.close())

const profile = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json<{
    user: { full_name: string; phone_number: string; email: string; profile_link: string | null }
  }>().user

describe('GET /api/profile', () => {
  it('answers the signed-in user, never cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(ada.accessToken),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({ success: true, user: ada.session.user })
  })

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Not authenticated')
  })
})

describe('PUT /api/user/update/{id}', () => {
  const update = (id: number, token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/update/${id}`,
      payload,
      headers: token ? bearer(token) : {},
    })

  it('updates full_name and phone_number, ignoring the email the form also sends', async () => {
    const res = await update(ada.userId, ada.accessToken, {
      full_name: ' Ada Obianuju ',
      phone_number: '0812 000 1111',
      email: 'hijack@example.ng',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      user: {
        user_id: ada.userId,
        full_name: 'Ada Obianuju',
        phone_number: '+2348120001111',
        email: ada.email,
      },
    })
  })

  it("answers 403 for another user's id and changes nothing", async () => {
    const res = await update(bola.userId, ada.accessToken, {
      full_name: 'Taken Over',
      phone_number: '0812 000 1111',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'You do not have access to this account',
    })
    expect((await profile(bola.accessToken)).full_name).toBe('Bola Ade')
  })

  it('answers 401 without a token', async () => {
    expect(
      (await update(ada.userId, undefined, { full_name: 'X', phone_number: '0812 000 1111' }))
        .statusCode,
    ).toBe(401)
  })

  it.each(['0812 000 1111', '+234 812 000 1111', '2348120001111', '0812-000-1111'])(
    'stores the phone %j as E.164',
    async (phone_number) => {
      const res = await update(ada.userId, ada.accessToken, { full_name: 'Ada', phone_number })
      expect(res.statusCode).toBe(200)
      expect(res.json().user.phone_number).toBe('+2348120001111')
      const [row] = await t.app.database.db
        .select({ phone: users.phoneNumber })
        .from(users)
        .where(eq(users.id, ada.userId))
      expect(row?.phone).toBe('+2348120001111')
    },
  )

  it.each([
    [{ phone_number: '0812 000 1111' }, 'Full name is required'],
    [{ full_name: 'Ada' }, 'Phone number is required'],
    [{ full_name: 'Ada', phone_number: 'not a phone' }, NIGERIAN_MOBILE],
    [{ full_name: 'Ada', phone_number: '01 234 5678' }, NIGERIAN_MOBILE],
    [{ full_name: 'Ada', phone_number: '+44 20 7946 0958' }, NIGERIAN_MOBILE],
    [{ full_name: 'Ada', phone_number: '0803 123 456' }, NIGERIAN_MOBILE],
    [
      { full_name: 'A'.repeat(101), phone_number: '0812 000 1111' },
      'Full name must be at most 100 characters',
    ],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const res = await update(ada.userId, ada.accessToken, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('refuses a malformed id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update/abc',
      payload: { full_name: 'Ada', phone_number: '0812 000 1111' },
      headers: bearer(ada.accessToken),
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('the Account Settings switches: PUT /api/user/sms-updates/{id} and /api/user/marketing-sms/{id}', () => {
  const put = (path: string, id: number, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/user/${path}/${id}`, payload, headers: bearer(token) })

  it.each([
    ['sms-updates', 'sms_updates', false, 'SMS updates are off'],
    ['sms-updates', 'sms_updates', true, 'SMS updates are on'],
    ['marketing-sms', 'marketing_sms', true, 'Marketing texts are on'],
    ['marketing-sms', 'marketing_sms', false, 'Marketing texts are off'],
  ])('%s with %s %s says "%s" and answers the account', async (path, field, on, message) => {
    const res = await put(path, bola.userId, bola.accessToken, { [field]: on })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message,
      user: { user_id: bola.userId, [field]: on },
    })
  })

  it.each([
    ['sms-updates', 'sms_updates'],
    ['marketing-sms', 'marketing_sms'],
  ])("%s refuses a value that is not true or false, and another user's id", async (path, field) => {
    const wrong = await put(path, bola.userId, bola.accessToken, { [field]: 'yes' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      success: false,
      message: `${field} must be true or false`,
    })
    const other = await put(path, ada.userId, bola.accessToken, { [field]: true })
    expect(other.statusCode).toBe(403)
  })
})

describe('PUT /api/user/update-profile/{id}', () => {
  const setAvatar = (id: number, token: string, newProfileLink: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/update-profile/${id}`,
      payload: { newProfileLink },
      headers: bearer(token),
    })

  it.each([
    [
      '/api/avatar/Sunny.svg?backgroundColor=D8E2DC',
      '/api/avatar/sunny.svg?backgroundColor=d8e2dc',
    ],
    [
      'https://api.dicebear.com/9.x/notionists/svg?seed=Ada%20Obi&backgroundColor=b6e3f4',
      '/api/avatar/adaobi.svg?backgroundColor=b6e3f4',
    ],
    ['Lucky Star!', '/api/avatar/luckystar.svg?backgroundColor=f5efe6'],
    [{ seed: 'Kola', backgroundColor: '#ECD9B0' }, '/api/avatar/kola.svg?backgroundColor=ecd9b0'],
  ])('stores %j and answers profile_link %s', async (link, profileLink) => {
    const res = await setAvatar(ada.userId, ada.accessToken, link)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Avatar updated successfully',
      profile_link: profileLink,
    })
    expect((await profile(ada.accessToken)).profile_link).toBe(profileLink)
  })

  it.each([
    ['/api/avatar/ada.svg?backgroundColor=red', 'Please choose a valid background colour'],
    ['https://example.com/me.png', 'Please choose an avatar'],
    [42, 'Please choose an avatar'],
    ['x'.repeat(501), 'Please choose an avatar'],
  ])('refuses %j with 400 %s', async (link, message) => {
    const res = await setAvatar(ada.userId, ada.accessToken, link)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it("answers 403 for another user's id", async () => {
    const res = await setAvatar(bola.userId, ada.accessToken, 'mine')
    expect(res.statusCode).toBe(403)
    expect((await profile(bola.accessToken)).profile_link).toBeNull()
  })
})
