import type { User } from '@scentia/domain/account/user'
import { useId } from 'react'
import { SettingSwitch } from '../../../components/ui/setting-switch'
import { toast } from '../../../lib/toast'
import { isApiError } from '../../../lib/api-client'
import { useSmsUpdates, useUpdateSmsUpdates } from '../api/sms-updates'

export const SMS_UPDATES_LABEL = 'SMS order updates'
export const SMS_UPDATES_FAILED_MESSAGE = 'Could not save your SMS setting. Please try again.'

/** Order texts on or off (docs/product.md §5), saved the moment it changes. */
export function SmsUpdatesSwitch({ user }: { user: User }) {
  const id = useId()
  const setting = useSmsUpdates(user)
  const update = useUpdateSmsUpdates(user.user_id)
  // While saving, the switch shows where it is going; otherwise what the API last said.
  const on = update.isPending ? update.variables : (setting.data ?? true)

  function onChange(next: boolean) {
    update.mutate(next, {
      onSuccess: (response) => {
        toast.success(response.message)
      },
      onError: (error) => {
        toast.error(isApiError(error) ? error.message : SMS_UPDATES_FAILED_MESSAGE)
      },
    })
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="font-serif text-xl">
        Notifications
      </h2>
      <SettingSwitch
        label={SMS_UPDATES_LABEL}
        hint="Texts to your order's phone number when it is confirmed, shipped and delivered."
        checked={on}
        disabled={update.isPending || setting.isPlaceholderData}
        onCheckedChange={onChange}
      />
    </section>
  )
}
