import { serverMessage } from '@scentia/domain/http/errors'
import { formatNaira } from '@scentia/domain/money/format'
import type { AppliedPromo } from '@scentia/domain/promo/applied-promo'
import { Tag, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { useCheckPromo } from '../api/check-promo'

interface PromoCodeFieldProps {
  items: readonly { id: number; quantity: number }[]
  applied: AppliedPromo | null
  onChange: (promo: AppliedPromo | null) => void
  disabled: boolean
}

/** The checkout's "Promo code" field: Apply asks the server, a refusal shows inline. */
export function PromoCodeField({ items, applied, onChange, disabled }: PromoCodeFieldProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const check = useCheckPromo()

  if (applied) {
    return (
      <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl border border-line p-4 text-sm">
        <p className="flex items-center gap-2">
          <Tag aria-hidden="true" className="size-4 text-gold-deep" />
          <span>
            Code <span className="font-medium">{applied.code}</span> applied:{' '}
            <span className="tabular-nums">−{formatNaira(applied.discount)}</span>
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={`Remove promo code ${applied.code}`}
          onClick={() => {
            onChange(null)
          }}
        >
          <X aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    )
  }

  const apply = () => {
    if (code.trim() === '') return
    setError(undefined)
    check.mutate(
      { code, items },
      {
        onSuccess: (answer) => {
          if (answer.success) {
            onChange({ code: answer.code, discount: answer.discount })
            setCode('')
          } else setError(answer.message)
        },
        onError: (failure) => {
          setError(
            isApiError(failure)
              ? (serverMessage(failure.details) ?? failure.message)
              : 'Could not check the code. Please try again.',
          )
        },
      },
    )
  }

  return (
    <form
      className="mt-4 flex items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      <div className="flex-1">
        <TextField
          label="Promo code"
          name="promo_code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value)
            setError(undefined)
          }}
        />
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={disabled || check.isPending || code.trim() === ''}
        className={error ? 'mb-6' : undefined}
      >
        {check.isPending ? 'Checking...' : 'Apply'}
      </Button>
    </form>
  )
}
