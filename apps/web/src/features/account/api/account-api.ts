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
import { apiFetch, apiRequest } from '../../../lib/api-client'

/** PUT /user/update/{id}: full_name and phone_number (the email is not editable). */
export function updateProfile(userId: number, update: ProfileUpdateRequest): Promise<UserResponse> {
  return apiRequest<UserResponse>(`/user/update/${String(userId)}`, { method: 'PUT', body: update })
}

/** PUT /user/update-profile/{id}: the avatar's seed and background. */
export function updateAvatar(
  userId: number,
  newProfileLink: UpdateProfileLinkRequest['newProfileLink'],
): Promise<ProfileLinkResponse> {
  return apiRequest<ProfileLinkResponse>(`/user/update-profile/${String(userId)}`, {
    method: 'PUT',
    body: { newProfileLink },
  })
}

export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/change_password', { method: 'POST', body: request })
}

/** PATCH /user/update-address/{addressId}: any subset (Set Primary sends isPrimary alone). */
export async function updateAddress(addressId: number, update: AddressUpdate): Promise<Address> {
  const response = await apiRequest<AddressResponse>(`/user/update-address/${String(addressId)}`, {
    method: 'PATCH',
    body: update,
  })
  return response.address
}

export function deleteAddress(addressId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/delete-address/${String(addressId)}`, {
    method: 'DELETE',
  })
}

/** GET /user/export: the JSON document and the file name the API suggests. */
export async function exportMyData(): Promise<{ fileName: string; json: string }> {
  const { data, headers } = await apiFetch<unknown>('/user/export')
  const disposition = headers.get('Content-Disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'scentia-my-data.json'
  return { fileName, json: JSON.stringify(data, null, 2) }
}

export function deleteAccount(password: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/account', { method: 'DELETE', body: { password } })
}
