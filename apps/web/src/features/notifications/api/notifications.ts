import type { NotificationsResponse } from '@scentia/domain/notifications/notification'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, preloadContract } from '../../../lib/api-client'
import { useSessionUserId } from '../../../lib/session'

/** The page's contract (decision 042), loaded only when an answer is checked (decision 036). */
const notificationsContract = () => import('@scentia/contracts/notifications')
preloadContract(notificationsContract)

/** Per user, so one shopper's list never shows after another signs in on the same phone. */
export const notificationKeys = {
  list: (userId: number | null) => ['notifications', { userId }] as const,
}

export function notificationsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) =>
      apiRequest('/notifications', {
        signal,
        schema: async () => (await notificationsContract()).notificationsAnswerSchema,
      }),
    enabled: userId !== null,
    // Status changes are rare; a visit to the page is fresh enough, and the window refocus too.
    staleTime: 30_000,
  })
}

/** GET /api/notifications for the signed-in shopper. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions(useSessionUserId()))
}

/** POST /api/notifications/read: some ids, or all when none are given. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  const userId = useSessionUserId()
  const key = notificationKeys.list(userId)
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest('/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
        schema: async () => (await notificationsContract()).markNotificationsReadAnswerSchema,
      }),
    onSuccess: ({ unread }, ids) => {
      queryClient.setQueryData<NotificationsResponse>(key, (current) =>
        current
          ? {
              ...current,
              unread,
              notifications: current.notifications.map((notification) =>
                !ids || ids.includes(notification.id)
                  ? { ...notification, read: true }
                  : notification,
              ),
            }
          : current,
      )
    },
  })
}
