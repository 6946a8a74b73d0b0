import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGE_MAX_LINES,
  giftMessageLength,
} from '@scentia/domain/checkout/gift'
import { formatNaira } from '@scentia/domain/money/format'
import { Gift } from 'lucide-react'
import { useId } from 'react'
import { CheckboxRow } from '../../../components/ui/checkbox-row'
import type { GiftChoice } from '../api/gift-api'

interface GiftOptionProps {
  value: GiftChoice
  onChange: (next: GiftChoice) => void
  /** The owner's wrap price; 0 or unknown: wrap is not offered. */
  wrapPrice: number
  disabled: boolean
}

/**
 * "This is a gift" (decision 045): a short plain-text message for the packing slip, and gift
 * wrap when the owner offers it. Prices never go on the slip; the message never on the track page.
 */
export function GiftOption({ value, onChange, wrapPrice, disabled }: GiftOptionProps) {
  const id = useId()
  const used = giftMessageLength(value.message)
  const over = used > GIFT_MESSAGE_MAX_LENGTH
  /** The two gift checkboxes: each shows its own field of the choice and changes only it. */
  const choiceBox = (key: 'isGift' | 'wrap') => ({
    tone: 'gold' as const,
    disabled,
    checked: value[key],
    onCheckedChange: (checked: boolean) => {
      onChange({ ...value, [key]: checked })
    },
  })
  return (
    <fieldset className="mt-6 rounded-2xl border border-line p-4">
      <legend className="sr-only">Gift options</legend>
      <CheckboxRow className="font-medium" {...choiceBox('isGift')}>
        <Gift aria-hidden="true" className="size-4 text-gold-deep" />
        This is a gift
      </CheckboxRow>
      {value.isGift ? (
        <div className="mt-3 space-y-3">
          <div>
            <label htmlFor={`${id}-message`} className="text-sm font-medium">
              Gift message (optional)
            </label>
            <textarea
              id={`${id}-message`}
              className="mt-1 block w-full rounded-xl border border-line bg-white p-3 text-base"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX_LENGTH * 2}
              value={value.message}
              disabled={disabled}
              aria-describedby={`${id}-count`}
              aria-invalid={over || undefined}
              onChange={(event) => {
                onChange({ ...value, message: event.target.value })
              }}
            />
            <p
              id={`${id}-count`}
              className={`mt-1 text-xs ${over ? 'text-red-900' : 'text-muted'}`}
            >
              {used} of {GIFT_MESSAGE_MAX_LENGTH} characters, up to {GIFT_MESSAGE_MAX_LINES} lines.
              We print it on the packing slip; prices never go in the parcel.
            </p>
          </div>
          {wrapPrice > 0 ? (
            <CheckboxRow className="text-sm" {...choiceBox('wrap')}>
              Add gift wrap ({formatNaira(wrapPrice)})
            </CheckboxRow>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
