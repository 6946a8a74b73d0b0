import type { SmsUpdatesRequest } from '@scentia/domain/account/profile'
import type { User, UserResponse } from '@scentia/domain/account/user'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { accountContract } from '../../../lib/account-contract'
import { apiRequest } from '../../../lib/api-client'
import { fetchProfile, sessionActions } from '../../../lib/session'

interface SmsUpdatesResponse extends UserResponse {
  message: string
}

export const smsUpdatesKeys = {
  of: (userId: number) => ['sms-updates', userId] as const,
}

/**
 * The switch's truth is GET /profile, not the user kept in the browser: a session restored from
 * storage may predate the setting. Absent reads as on, as the API's default is.
 */
export function smsUpdatesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: smsUpdatesKeys.of(userId),
    queryFn: async ({ signal }): Promise<boolean> => {
      const response = await fetchProfile(signal)
      return response.user.sms_updates !== false
    },
  })
}

export function useSmsUpdates(user: User) {
  return useQuery({
    ...smsUpdatesQueryOptions(user.user_id),
    placeholderData: user.sms_updates !== false,
  })
}

/** PUT /user/sms-updates/{id}: the Account Settings switch for order texts. */
export function updateSmsUpdates(userId: number, request: SmsUpdatesRequest) {
  return apiRequest<SmsUpdatesResponse>(`/user/sms-updates/${String(userId)}`, {
    method: 'PUT',
    body: request,
    schema: async () => (await accountContract()).userUpdateResponseSchema,
  })
}

export function useUpdateSmsUpdates(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) => updateSmsUpdates(userId, { sms_updates: on }),
    onSuccess: (response) => {
      queryClient.setQueryData(smsUpdatesKeys.of(userId), response.user.sms_updates !== false)
      // The thank-you page reads the session's user to decide whether to promise texts.
      sessionActions.setUser(response.user)
    },
  })
}
