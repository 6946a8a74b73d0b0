import type { Address, AddressUpdate } from '@scentia/domain/account/address'
import type { UpdateProfileLinkRequest } from '@scentia/domain/account/avatar'
import type { ProfileUpdateRequest } from '@scentia/domain/account/profile'
import type {
  AddressResponse,
  MessageResponse,
  ProfileLinkResponse,
  UserResponse,
} from '@scentia/domain/account/user'
import type { ChangePasswordRequest } from '@scentia/domain/auth/password-change'
import { accountContract } from '../../../lib/account-contract'
import { apiFetch, apiRequest } from '../../../lib/api-client'

const messageSchema = async () => (await accountContract()).messageResponseSchema

/** PUT /user/update/{id}: full_name and phone_number (the email is not editable). */
export function updateProfile(userId: number, update: ProfileUpdateRequest): Promise<UserResponse> {
  return apiRequest<UserResponse>(`/user/update/${String(userId)}`, {
    method: 'PUT',
    body: update,
    schema: async () => (await accountContract()).userUpdateResponseSchema,
  })
}

/** PUT /user/update-profile/{id}: the avatar's seed and background. */
export function updateAvatar(
  userId: number,
  newProfileLink: UpdateProfileLinkRequest['newProfileLink'],
): Promise<ProfileLinkResponse> {
  return apiRequest<ProfileLinkResponse>(`/user/update-profile/${String(userId)}`, {
    method: 'PUT',
    body: { newProfileLink },
    schema: async () => (await accountContract()).profileLinkResponseSchema,
  })
}

export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/change_password', {
    method: 'POST',
    body: request,
    schema: messageSchema,
  })
}

/** PATCH /user/update-address/{addressId}: any subset (Set Primary sends isPrimary alone). */
export async function updateAddress(addressId: number, update: AddressUpdate): Promise<Address> {
  const response = await apiRequest<AddressResponse>(`/user/update-address/${String(addressId)}`, {
    method: 'PATCH',
    body: update,
    schema: async () => (await accountContract()).addressResponseSchema,
  })
  return response.address
}

export function deleteAddress(addressId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/delete-address/${String(addressId)}`, {
    method: 'DELETE',
    schema: messageSchema,
  })
}

/**
 * GET /user/export: the JSON document and the file name the API suggests. Not parsed: the shop
 * only saves it for the shopper, and its sections are whatever each module registers.
 */
export async function exportMyData(): Promise<{ fileName: string; json: string }> {
  const { data, headers } = await apiFetch<unknown>('/user/export')
  const disposition = headers.get('Content-Disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'scentia-my-data.json'
  return { fileName, json: JSON.stringify(data, null, 2) }
}

export function deleteAccount(password: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/account', {
    method: 'DELETE',
    body: { password },
    schema: messageSchema,
  })
}
