import { formatNaira } from '@scentia/domain/money/format'
import { readPodCeiling } from '@scentia/domain/payment/pay-on-delivery'
import { POD_PAYMENT_METHOD } from '@scentia/domain/payment/transfer'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { usePodSettings } from '../../../lib/pay-on-delivery-settings'
import { useSavePodSettings, useSettlePod } from '../api/admin-pay-on-delivery'
import { ConsolePanel } from './console-panel'
import { CheckboxRow } from '../../../components/ui/checkbox-row'

/** The console's pay-on-delivery switch and ceiling. */
export function PodSettingsPanel() {
  const { data: settings } = usePodSettings()
  const save = useSavePodSettings()
  const [draft, setDraft] = useState<{ enabled: boolean; ceiling: string } | null>(null)
  const [error, setError] = useState<string | undefined>()
  if (!settings) return null
  const shown = draft ?? { enabled: settings.enabled, ceiling: String(settings.ceilingNaira) }
  return (
    <ConsolePanel id="pod-settings" title="Pay on delivery" className="mb-6 text-sm">
      <p className="mt-1 text-muted">
        Lagos deliveries only, for verified accounts with a Nigerian mobile, up to{' '}
        {formatNaira(settings.ceilingNaira)}.
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          const ceiling = readPodCeiling(shown.ceiling)
          if (!ceiling.ok) {
            setError(ceiling.message)
            return
          }
          save.mutate(
            { enabled: shown.enabled, ceilingNaira: ceiling.ceilingNaira },
            {
              onSuccess: () => {
                setDraft(null)
                toast.success('Pay on delivery settings saved')
              },
              onError: () => {
                toast.error('Could not save the settings')
              },
            },
          )
        }}
      >
        <CheckboxRow
          checked={shown.enabled}
          onCheckedChange={(enabled) => {
            setDraft({ ...shown, enabled })
          }}
        >
          Offer pay on delivery
        </CheckboxRow>
        <label className="flex flex-col gap-1">
          Ceiling (₦)
          {/* Typed as it is, minus sign included: the rule refuses "-5000" rather than the
              field quietly making it ₦5,000. */}
          <input
            inputMode="numeric"
            className="h-11 w-36 rounded-lg border border-line px-3"
            value={shown.ceiling}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pod-ceiling-error' : undefined}
            onChange={(event) => {
              setDraft({ ...shown, ceiling: event.target.value })
              setError(undefined)
            }}
          />
        </label>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </form>
      {error ? (
        <p id="pod-ceiling-error" role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      ) : null}
    </ConsolePanel>
  )
}

/** "Mark payment collected" / "Payment refused" on a pay-on-delivery order still unpaid. */
export function PodPaymentActions({
  order,
}: {
  order: { order_id: string; payment_method: string; payment_status: string }
}) {
  const settle = useSettlePod(order.order_id)
  if (order.payment_method !== POD_PAYMENT_METHOD || order.payment_status !== 'pending') return null
  const act = (outcome: 'collected' | 'refused') => {
    settle.mutate(outcome, {
      onSuccess: () => {
        toast.success(outcome === 'collected' ? 'Payment collected' : 'Order cancelled')
      },
      onError: () => {
        toast.error('Could not record the payment')
      },
    })
  }
  return (
    <ConsolePanel id="pod-actions" title="Payment on delivery" className="text-sm">
      <p className="mt-1 text-muted">The courier collects the payment at the door.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          disabled={settle.isPending}
          onClick={() => {
            act('collected')
          }}
        >
          Mark payment collected
        </Button>
        <Button
          variant="outline"
          disabled={settle.isPending}
          onClick={() => {
            act('refused')
          }}
        >
          Payment refused
        </Button>
      </div>
    </ConsolePanel>
  )
}
