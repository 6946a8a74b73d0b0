import type { User, UserResponse } from '@scentia/domain/account/user'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SettingSwitch } from '../../../components/ui/setting-switch'
import { accountContract } from '../../../lib/account-contract'
import { apiRequest, isApiError } from '../../../lib/api-client'
import { fetchProfile, sessionActions } from '../../../lib/session'
import { toast } from '../../../lib/toast'

export const MARKETING_SMS_LABEL = 'Marketing texts'
const FAILED_MESSAGE = 'Could not save your marketing texts setting. Please try again.'

const marketingSmsKey = (userId: number) => ['marketing-sms', userId] as const

/**
 * Marketing texts (a checkout reminder): a consent apart from order updates, off until the
 * shopper turns it on (docs/decisions/048-checkout-reminders.md). Its truth is GET /profile, as
 * the order-texts switch's is; absent reads as off.
 */
export function MarketingSmsSwitch({ user }: { user: User }) {
  const queryClient = useQueryClient()
  const setting = useQuery({
    queryKey: marketingSmsKey(user.user_id),
    queryFn: async ({ signal }) => (await fetchProfile(signal)).user.marketing_sms === true,
    placeholderData: user.marketing_sms === true,
  })
  const update = useMutation({
    mutationFn: (on: boolean) =>
      apiRequest<UserResponse & { message: string }>(
        `/user/marketing-sms/${String(user.user_id)}`,
        {
          method: 'PUT',
          body: { marketing_sms: on },
          schema: async () => (await accountContract()).userUpdateResponseSchema,
        },
      ),
    onSuccess: (response) => {
      queryClient.setQueryData(marketingSmsKey(user.user_id), response.user.marketing_sms === true)
      sessionActions.setUser(response.user)
      toast.success(response.message)
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : FAILED_MESSAGE)
    },
  })
  const on = update.isPending ? update.variables : (setting.data ?? false)

  return (
    <SettingSwitch
      label={MARKETING_SMS_LABEL}
      hint="A text if you leave a payment unfinished, with a link back to your cart. Off unless you turn it on."
      checked={on}
      disabled={update.isPending || setting.isPlaceholderData}
      onCheckedChange={(next) => {
        update.mutate(next)
      }}
    />
  )
}
