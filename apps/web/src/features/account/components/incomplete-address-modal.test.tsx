import type { Address } from '@scentia/domain/account/address'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { getSession, sessionActions } from '../../../lib/session'
import { IncompleteAddressModal } from './incomplete-address-modal'
import { buildAddress, buildAddressAnswer, buildUser } from '../../../test/factories'
import { jsonResponse } from '../../../test/json-response'
import { stubFetchPerTest } from '../../../test/stub-fetch'

const complete = buildAddress()
const partial: Address = { ...complete, id: 2, street_address: '  ', isPrimary: false }

const user = buildUser({ addresses: [complete, partial] })

const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  if (url.startsWith('/api/locations')) {
    if (url.includes('lga='))
      return jsonResponse({
        success: true,
        data: { state: 'Lagos', lga: 'Ikeja', wards: ['Anifowoshe/Ikeja'] },
      })
    if (url.includes('state='))
      return jsonResponse({ success: true, data: { state: 'Lagos', lgas: ['Ikeja'] } })
    return jsonResponse({ success: true, data: { states: ['Lagos'] } })
  }
  if (url === '/api/user/update-address/2' && init?.method === 'PATCH') {
    return jsonResponse(
      buildAddressAnswer({ ...partial, street_address: '5 Toyin Street' }, 'updated'),
    )
  }
  return jsonResponse({ success: true, user })
})

stubFetchPerTest(fetchMock, user)

function renderModal() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IncompleteAddressModal />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('IncompleteAddressModal (docs/product.md §S2, §S4)', () => {
  it('opens by itself for the first incomplete address and closes on cancel', async () => {
    const events = renderModal()
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Address' })
    expect(dialog).toHaveAccessibleDescription(
      'Please fill in all required fields to complete your address.',
    )
    expect(screen.getByLabelText('Street address')).toHaveValue('  ')
    await events.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('saves the completed address and closes', async () => {
    const events = renderModal()
    // Blank after trimming: the form refuses silently.
    await events.click(screen.getByRole('button', { name: 'Save Address' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)

    await events.type(screen.getByLabelText('Street address'), '5 Toyin Street')
    await events.click(screen.getByRole('button', { name: 'Save Address' }))
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({
      street_address: '5 Toyin Street',
      state: 'Lagos',
      lga: 'Ikeja',
      ward: 'Anifowoshe/Ikeja',
    })
    expect(getSession().user?.addresses.map((address) => address.street_address)).toEqual([
      '3 Awolowo Way',
      '5 Toyin Street',
    ])
  })

  it('stays closed when every address is complete', () => {
    sessionActions.setUser({ ...user, addresses: [complete] })
    renderModal()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
