import type { User } from '@scentia/domain/account/user'
import { useId } from 'react'
import { toast } from '../../../lib/toast'
import { isApiError } from '../../../lib/api-client'
import { useSmsUpdates, useUpdateSmsUpdates } from '../api/sms-updates'

export const SMS_UPDATES_LABEL = 'SMS order updates'
export const SMS_UPDATES_FAILED_MESSAGE = 'Could not save your SMS setting. Please try again.'

/**
 * Order texts on or off (docs/product.md §5): a checkbox with the switch role, so screen
 * readers announce "switch, on/off", saved the moment it changes.
 */
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
      <div className="flex items-start justify-between gap-4 rounded-2xl border border-line p-4">
        <div>
          <label htmlFor={`${id}-sms`} className="font-medium">
            {SMS_UPDATES_LABEL}
          </label>
          <p id={`${id}-sms-hint`} className="mt-1 text-sm text-muted">
            Texts to your order's phone number when it is confirmed, shipped and delivered.
          </p>
        </div>
        {/* The track is drawn 24 px tall inside a 44 px press (decision 055). */}
        <input
          id={`${id}-sms`}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-sms-hint`}
          checked={on}
          disabled={update.isPending || setting.isPlaceholderData}
          onChange={(event) => {
            onChange(event.target.checked)
          }}
          className="peer -mt-1.5 box-content h-6 w-11 shrink-0 bg-clip-content py-2.5 cursor-pointer appearance-none rounded-full bg-line transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-ink checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-wait disabled:opacity-60"
        />
      </div>
    </section>
  )
}
