import { serverMessage } from '@scentia/domain/http/errors'
import { promoInputSchema, type PromoInput, type PromoView } from '@scentia/domain/promo/promo'
import { useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { inputClasses, TextField } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { useSavePromo } from '../api/admin-promos'

type Fields = Record<
  'code' | 'kind' | 'amount' | 'min_subtotal' | 'expires_on' | 'total_limit' | 'per_shopper_limit',
  string
> & { first_order_only: boolean }

/** A code expires at the end of the chosen day in Lagos (West Africa Time, UTC+1). */
const endOfDayInLagos = (day: string) => `${day}T23:59:59+01:00`
const lagosDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 60 * 60 * 1000).toISOString().slice(0, 10)

function fieldsOf(promo: PromoView | null): Fields {
  return {
    code: promo?.code ?? '',
    kind: promo?.kind ?? 'percent',
    amount: promo ? String(promo.amount) : '',
    min_subtotal: promo ? String(promo.min_subtotal) : '0',
    first_order_only: promo?.first_order_only ?? false,
    expires_on: promo?.expires_at ? lagosDay(promo.expires_at) : '',
    total_limit: promo?.total_limit ? String(promo.total_limit) : '',
    per_shopper_limit: promo?.per_shopper_limit ? String(promo.per_shopper_limit) : '',
  }
}

const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value))

/** The owner's form for a new code or an edit (issue 14); the domain's schema checks it. */
export function PromoForm({ promo, onDone }: { promo: PromoView | null; onDone: () => void }) {
  const [fields, setFields] = useState(() => fieldsOf(promo))
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const save = useSavePromo()
  const set = (name: keyof Fields) => (value: string | boolean) => {
    setFields((current) => ({ ...current, [name]: value }))
  }

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = promoInputSchema.safeParse({
      code: fields.code,
      kind: fields.kind,
      amount: Number(fields.amount),
      min_subtotal: Number(fields.min_subtotal || 0),
      first_order_only: fields.first_order_only,
      expires_at: fields.expires_on ? endOfDayInLagos(fields.expires_on) : null,
      total_limit: optionalNumber(fields.total_limit),
      per_shopper_limit: optionalNumber(fields.per_shopper_limit),
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form')
        next[key === 'expires_at' ? 'expires_on' : key] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    const input: PromoInput = parsed.data
    save.mutate({ id: promo?.id ?? null, input }, { onSuccess: onDone })
  }

  const failure = save.error
    ? isApiError(save.error)
      ? (serverMessage(save.error.details) ?? save.error.message)
      : 'Could not save the code'
    : undefined

  return (
    <form
      aria-label={promo ? `Edit ${promo.code}` : 'New promo code'}
      onSubmit={submit}
      className="mt-5 grid gap-4 rounded-3xl border border-line bg-white/60 p-5 sm:grid-cols-2"
    >
      <TextField
        label="Code"
        value={fields.code}
        error={errors.code}
        autoCapitalize="characters"
        onChange={(event) => {
          set('code')(event.target.value)
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="promo-kind" className="text-sm font-medium">
          Discount type
        </label>
        <select
          id="promo-kind"
          value={fields.kind}
          onChange={(event) => {
            set('kind')(event.target.value)
          }}
          className={inputClasses}
        >
          <option value="percent">Percentage off</option>
          <option value="naira">Naira off</option>
        </select>
      </div>
      <TextField
        label={fields.kind === 'percent' ? 'Percent off' : 'Naira off'}
        inputMode="numeric"
        value={fields.amount}
        error={errors.amount}
        onChange={(event) => {
          set('amount')(event.target.value)
        }}
      />
      <TextField
        label="Minimum order (₦)"
        inputMode="numeric"
        value={fields.min_subtotal}
        error={errors.min_subtotal}
        onChange={(event) => {
          set('min_subtotal')(event.target.value)
        }}
      />
      <TextField
        label="Expires on (optional)"
        type="date"
        value={fields.expires_on}
        error={errors.expires_on}
        onChange={(event) => {
          set('expires_on')(event.target.value)
        }}
      />
      <TextField
        label="Total uses (optional)"
        inputMode="numeric"
        value={fields.total_limit}
        error={errors.total_limit}
        onChange={(event) => {
          set('total_limit')(event.target.value)
        }}
      />
      <TextField
        label="Uses per shopper (optional)"
        inputMode="numeric"
        value={fields.per_shopper_limit}
        error={errors.per_shopper_limit}
        onChange={(event) => {
          set('per_shopper_limit')(event.target.value)
        }}
      />
      <label className="flex items-center gap-2 self-end text-sm font-medium">
        <input
          type="checkbox"
          checked={fields.first_order_only}
          onChange={(event) => {
            set('first_order_only')(event.target.checked)
          }}
          className="size-4"
        />
        First order only
      </label>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : promo ? 'Save code' : 'Create code'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
