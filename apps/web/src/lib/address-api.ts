import type { Address, AddressInput } from '@scentia/domain/account/address'
import type { AddressResponse } from '@scentia/domain/account/user'
import { apiRequest } from './api-client'

/**
 * POST /api/user/add-address/{userId}: My Account's Add Address and the checkout's Save Address
 * both add through here (each feature had its own client).
 */
export async function addAddress(userId: number, input: AddressInput): Promise<Address> {
  const response = await apiRequest<AddressResponse>(`/user/add-address/${String(userId)}`, {
    method: 'POST',
    body: input,
  })
  return response.address
}
