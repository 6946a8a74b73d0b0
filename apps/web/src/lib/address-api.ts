import type { Address, AddressInput, AddressUpdate } from '@scentia/domain/account/address'
import type { AddressResponse } from '@scentia/domain/account/user'
import { accountContract } from './account-contract'
import { apiRequest } from './api-client'

const addressAnswerSchema = async () => (await accountContract()).addressResponseSchema

/**
 * POST /api/user/add-address/{userId}: My Account's Add Address and the checkout's Save Address
 * both add through here (each feature had its own client).
 */
export async function addAddress(userId: number, input: AddressInput): Promise<Address> {
  const response = await apiRequest<AddressResponse>(`/user/add-address/${String(userId)}`, {
    method: 'POST',
    body: input,
    schema: addressAnswerSchema,
  })
  return response.address
}

/**
 * PATCH /api/user/update-address/{addressId}: the checkout's edit of a saved address changes it in
 * place (My Account's Addresses tab has its own client for the same call).
 */
export async function updateAddress(addressId: number, update: AddressUpdate): Promise<Address> {
  const response = await apiRequest<AddressResponse>(`/user/update-address/${String(addressId)}`, {
    method: 'PATCH',
    body: update,
    schema: addressAnswerSchema,
  })
  return response.address
}
