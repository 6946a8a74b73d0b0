import type { Address } from '@scentia/domain/account/address'
import { act, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { Providers } from '../../../app/providers'
import { createQueryClient } from '../../../lib/query-client'
import { buildAddress, buildAddressAnswer, buildUser } from '../../../test/factories'
import { jsonResponse } from '../../../test/json-response'
import { stubMatchMedia } from '../../../test/match-media'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { useAddressActions } from '../hooks/use-address-actions'
import { AddressesTab } from './addresses-tab'

const home = buildAddress()
const office: Address = {
  ...home,
  id: 2,
  street_address: '14 Broad Street',
  ward: 'Olowogbowo/Elegbata',
  lga: 'Lagos Island',
  isPrimary: false,
}
const user = buildUser({ addresses: [home, office] })

const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  if (url === '/api/user/delete-address/2' && init?.method === 'DELETE') {
    return jsonResponse({ success: true, message: 'Address deleted successfully' })
  }
  if (url.startsWith('/api/user/add-address/') && init?.method === 'POST') {
    return jsonResponse(buildAddressAnswer({ ...office, id: 3, street_address: '2 Marina' }))
  }
  return jsonResponse({ success: true, user })
})

beforeAll(stubMatchMedia)

stubFetchPerTest(fetchMock, user)

const deleteCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')

describe('AddressesTab', () => {
  it('asks before deleting an address, and says when it is gone', async () => {
    const events = userEvent.setup()
    render(
      <Providers queryClient={createQueryClient()}>
        <AddressesTab user={user} />
      </Providers>,
    )
    await events.click(screen.getByRole('button', { name: 'Delete 14 Broad Street' }))
    const question = screen.getByRole('dialog', { name: 'Delete this address?' })
    expect(question).toHaveAccessibleDescription(
      '14 Broad Street, Olowogbowo/Elegbata, Lagos Island, Lagos will be removed from your saved addresses.',
    )
    await events.click(within(question).getByRole('button', { name: 'Keep address' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(deleteCalls()).toHaveLength(0)

    await events.click(screen.getByRole('button', { name: 'Delete 14 Broad Street' }))
    await events.click(screen.getByRole('button', { name: 'Delete address' }))
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument()
    expect(deleteCalls()).toHaveLength(1)
  })

  it('says an added address was added, not updated', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <p>Settings</p>
      </Providers>,
    )
    const { result } = renderHook(() => useAddressActions(user.user_id))
    await act(() =>
      result.current.add({
        street_address: '2 Marina',
        state: 'Lagos',
        lga: 'Lagos Island',
        ward: 'Olowogbowo/Elegbata',
        isPrimary: false,
      }),
    )
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument()
    expect(screen.queryByText('Address updated successfully!')).toBeNull()
  })
})
