import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { contractBreach } from '../test/contract-breach'
import { jsonResponse } from '../test/json-response'
import { appConfigQueryOptions } from './app-config'
import { fetchLocationList } from './locations'
import { stubFetchPerTest } from '../test/stub-fetch'

// The shop's settings and the address dropdowns' lists are parsed with their contracts
// (decision 042): a drifted answer is a server error in development and tests, never a checkout
// without its payment mode or a dropdown of undefined names.

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

const config = {
  payment: { provider: 'paystack', mode: 'test', publicKey: 'pk_test_1' },
  supportEmail: 'hello@scentia.ng',
  whatsappNumber: null,
  environment: 'test',
  delivery: { liveQuotes: false },
}

const readConfig = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).query(appConfigQueryOptions())

describe('GET /api/config on the storefront', () => {
  it('reads a whole answer', async () => {
    fetchMock.mockImplementation(() => jsonResponse(config))
    await expect(readConfig()).resolves.toEqual(config)
  })

  it('refuses an answer without its payment mode or delivery settings', async () => {
    fetchMock.mockImplementation(() =>
      jsonResponse({ ...config, payment: { provider: 'paystack', publicKey: null } }),
    )
    await contractBreach(readConfig())
    const { delivery: _delivery, ...withoutDelivery } = config
    fetchMock.mockImplementation(() => jsonResponse(withoutDelivery))
    await contractBreach(readConfig())
  })
})

describe('GET /api/locations on the storefront', () => {
  const signal = new AbortController().signal

  it('reads each level of the cascade', async () => {
    fetchMock.mockImplementationOnce(() =>
      jsonResponse({ success: true, data: { states: ['Lagos'] } }),
    )
    await expect(fetchLocationList('states', {}, signal)).resolves.toEqual(['Lagos'])
    fetchMock.mockImplementationOnce(() =>
      jsonResponse({ success: true, data: { state: 'Lagos', lga: 'Ikeja', wards: ['Alausa'] } }),
    )
    await expect(
      fetchLocationList('wards', { state: 'Lagos', lga: 'Ikeja' }, signal),
    ).resolves.toEqual(['Alausa'])
  })

  it('refuses a list that is not a list of names', async () => {
    fetchMock.mockImplementation(() =>
      jsonResponse({ success: true, data: { state: 'Lagos', lgas: [{ name: 'Ikeja' }] } }),
    )
    await contractBreach(fetchLocationList('lgas', { state: 'Lagos' }, signal))
  })
})
