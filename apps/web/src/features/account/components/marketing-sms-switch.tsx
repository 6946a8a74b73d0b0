import type { User, UserResponse } from '@scentia/domain/account/user'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
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
  const id = useId()
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
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-line p-4">
      <div>
        <label htmlFor={`${id}-marketing`} className="font-medium">
          {MARKETING_SMS_LABEL}
        </label>
        <p id={`${id}-marketing-hint`} className="mt-1 text-sm text-muted">
          A text if you leave a payment unfinished, with a link back to your cart. Off unless you
          turn it on.
        </p>
      </div>
      {/* The track is drawn 24 px tall inside a 44 px press (decision 055). */}
      <input
        id={`${id}-marketing`}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-marketing-hint`}
        checked={on}
        disabled={update.isPending || setting.isPlaceholderData}
        onChange={(event) => {
          update.mutate(event.target.checked)
        }}
        className="peer -mt-1.5 box-content h-6 w-11 shrink-0 bg-clip-content py-2.5 cursor-pointer appearance-none rounded-full bg-line transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-ink checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-wait disabled:opacity-60"
      />
    </div>
  )
}
