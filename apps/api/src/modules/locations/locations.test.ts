import { locationsAnswerSchema } from '@scentia/contracts/locations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { compareNames } from './location-names.js'

interface ListAnswer {
  success: boolean
  data: { states?: string[]; state?: string; lgas?: string[]; lga?: string; wards?: string[] }
}

describe('GET /api/locations', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/locations${query}` })
    const body = res.json<ListAnswer>()
    // Every list the shop sends keeps to the contract the storefront checks (decision 042).
    if (res.statusCode === 200) locationsAnswerSchema.parse(body)
    return { res, body }
  }
  const isAlphabetical = (names: string[]) =>
    names.every((name, i) => i === 0 || compareNames(names[i - 1]!, name) < 0)

  it('lists the 37 states as shoppers know them, alphabetically', async () => {
    const { res, body } = await list()
    expect(res.statusCode).toBe(200)
    expect(body.success).toBe(true)
    const states = body.data.states!
    expect(states).toHaveLength(37)
    expect(states).toEqual(expect.arrayContaining(['Abia', 'FCT', 'Lagos', 'Nasarawa', 'Zamfara']))
    expect(states).not.toContain('Federal Capital Territory')
    expect(states).not.toContain('Nassarawa')
    expect(isAlphabetical(states)).toBe(true)
  })

  it("lists Lagos's 20 LGAs, with Badagry spelt right", async () => {
    const { res, body } = await list('?state=Lagos')
    expect(res.statusCode).toBe(200)
    expect(body).toMatchObject({ success: true, data: { state: 'Lagos' } })
    expect(body.data.lgas).toHaveLength(20)
    expect(body.data.lgas).toEqual(
      expect.arrayContaining(['Ikeja', 'Amuwo Odofin', 'Badagry', 'Eti-Osa']),
    )
    expect(body.data.lgas).not.toContain('Badagary')
    expect(isAlphabetical(body.data.lgas!)).toBe(true)
  })

  it('lists the wards of an LGA', async () => {
    const { res, body } = await list('?state=Lagos&lga=Ikeja')
    expect(res.statusCode).toBe(200)
    expect(body).toMatchObject({ success: true, data: { state: 'Lagos', lga: 'Ikeja' } })
    expect(body.data.wards).toHaveLength(10)
    expect(body.data.wards).toEqual(
      expect.arrayContaining(['Anifowoshe/Ikeja', 'GRA/Police Barracks', 'Oke-Ira/Aguda']),
    )
    expect(isAlphabetical(body.data.wards!)).toBe(true)
  })

  it.each([
    ['?state=lagos', 'Lagos', 20],
    ['?state=%20%20LAGOS%20', 'Lagos', 20],
    ['?state=Federal%20Capital%20Territory', 'FCT', 6],
    ['?state=fct', 'FCT', 6],
    ['?state=Abuja', 'FCT', 6],
    ['?state=Nassarawa', 'Nasarawa', 13],
    ['?state=Cross%20River', 'Cross River', 18],
    ['?state=Lagos&lga=', 'Lagos', 20], // a blank LGA is none yet
  ])('matches %s to %s, case, spacing and old names aside', async (query, state, lgaCount) => {
    const { res, body } = await list(query)
    expect(res.statusCode).toBe(200)
    expect(body.data.state).toBe(state)
    expect(body.data.lgas).toHaveLength(lgaCount)
  })

  it.each([
    ['?state=lagos&lga=IKEJA', 'Ikeja', 'Anifowoshe/Ikeja'],
    ['?state=Lagos&lga=Badagary', 'Badagry', 'Ajido'],
    ['?state=Lagos&lga=Oshodi%20/%20Isolo', 'Oshodi/Isolo', 'Okota'],
    ['?state=Federal%20Capital%20Territory&lga=Municipal', 'Abuja Municipal', 'Garki'],
  ])('finds the wards of %s', async (query, lga, ward) => {
    const { res, body } = await list(query)
    expect(res.statusCode).toBe(200)
    expect(body.data.lga).toBe(lga)
    expect(body.data.wards).toContain(ward)
  })

  it('answers a blank state with the list of states', async () => {
    const { body } = await list('?state=')
    expect(body.data.states).toHaveLength(37)
  })

  it('serves 774 LGAs and 8,798 wards in all, none repeated within its LGA', async () => {
    const { body } = await list()
    let lgaCount = 0
    let wardCount = 0
    for (const state of body.data.states!) {
      const lgas = (await list(`?state=${encodeURIComponent(state)}`)).body.data.lgas!
      lgaCount += lgas.length
      for (const lga of lgas) {
        const { res, body: answer } = await list(
          `?state=${encodeURIComponent(state)}&lga=${encodeURIComponent(lga)}`,
        )
        expect(res.statusCode, `${state} / ${lga}`).toBe(200)
        const wards = answer.data.wards!
        expect(wards.length, `${state} / ${lga}`).toBeGreaterThan(0)
        expect(new Set(wards.map((ward) => ward.toLowerCase())).size).toBe(wards.length)
        wardCount += wards.length
      }
    }
    expect(lgaCount).toBe(774)
    expect(wardCount).toBe(8_798)
  })

  it.each([
    ['?state=Atlantis', 'Failed to load LGAs', 'Atlantis'],
    ['?state=Atlantis&lga=Ikeja', 'Failed to load wards', 'Atlantis'],
    ['?state=Lagos&lga=Fagge', 'Failed to load wards', 'Fagge'],
  ])(
    'answers %s with 404 and the spec message, naming what is unknown',
    async (query, spec, name) => {
      const { res, body } = await list(query)
      expect(res.statusCode).toBe(404)
      expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' })
      const { message } = res.json<{ message: string }>()
      expect(message).toContain(spec)
      expect(message).toContain(name)
      expect(res.headers['cache-control']).toBeUndefined()
    },
  )

  it.each([
    ['an LGA without a state', '?lga=Ikeja', 'Choose a state before an LGA'],
    ['an overlong state', `?state=${'a'.repeat(121)}`, 'State must be at most 120 characters'],
    [
      'an overlong LGA',
      `?state=Lagos&lga=${'b'.repeat(500)}`,
      'LGA must be at most 120 characters',
    ],
  ])('refuses %s with 400', async (_case, query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/locations${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message })
  })

  it('lets browsers cache the lists for a day and revalidate them with an ETag', async () => {
    for (const query of ['', '?state=Lagos', '?state=Lagos&lga=Ikeja']) {
      const { res } = await list(query)
      expect(res.headers['cache-control']).toBe('public, max-age=86400')
      const etag = res.headers.etag
      expect(etag).toMatch(/^W\/".+"$/)

      const again = await t.app.inject({
        method: 'GET',
        url: `/api/locations${query}`,
        headers: { 'if-none-match': String(etag) },
      })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
    }
  })

  it('gives the same list, and the same ETag, however the name is spelt', async () => {
    const a = await list('?state=Federal%20Capital%20Territory')
    const b = await list('?state=FCT')
    expect(a.body).toEqual(b.body)
    expect(a.res.headers.etag).toBe(b.res.headers.etag)
    const states = await list()
    expect(states.res.headers.etag).not.toBe(a.res.headers.etag)
  })

  it('answers a stale ETag with the list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/locations?state=Lagos',
      headers: { 'if-none-match': 'W/"stale"' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<ListAnswer>().data.lgas).toHaveLength(20)
  })
})
