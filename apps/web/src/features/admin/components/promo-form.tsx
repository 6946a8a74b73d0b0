import { serverMessage } from '@scentia/domain/http/errors'
import { promoInputSchema, type PromoInput, type PromoView } from '@scentia/domain/promo/promo'
import { useId, useState, type ChangeEvent, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { FieldShell, inputClasses, TextField } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { useSavePromo } from '../api/admin-promos'
import { NumberField } from './console-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { CheckboxRow } from '../../../components/ui/checkbox-row'

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

/** The owner's form for a new code or an edit; the domain's schema checks it. */
export function PromoForm({ promo, onDone }: { promo: PromoView | null; onDone: () => void }) {
  const [fields, setFields] = useState(() => fieldsOf(promo))
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const save = useSavePromo()
  const set = (name: keyof Fields) => (value: string | boolean) => {
    setFields((current) => ({ ...current, [name]: value }))
  }
  const base = useId()
  /** A typed field's value, error and change handler. */
  const typed = (name: Exclude<keyof Fields, 'first_order_only'>) => ({
    value: fields[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(name)(event.target.value)
    },
  })

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
      noValidate
      className="mt-5 grid gap-4 rounded-3xl border border-line bg-white/60 p-5 sm:grid-cols-2"
    >
      <TextField label="Code" autoCapitalize="characters" {...typed('code')} />
      <FieldShell id={`${base}-kind`} label="Discount type">
        <select
          id={`${base}-kind`}
          value={fields.kind}
          onChange={(event) => {
            set('kind')(event.target.value)
          }}
          className={inputClasses}
        >
          <option value="percent">Percentage off</option>
          <option value="naira">Naira off</option>
        </select>
      </FieldShell>
      <NumberField
        label={fields.kind === 'percent' ? 'Percent off' : 'Naira off'}
        id={`${base}-amount`}
        {...typed('amount')}
      />
      <NumberField label="Minimum order (₦)" id={`${base}-min`} {...typed('min_subtotal')} />
      <TextField label="Expires on (optional)" type="date" {...typed('expires_on')} />
      <NumberField label="Total uses (optional)" id={`${base}-total`} {...typed('total_limit')} />
      <NumberField
        label="Uses per shopper (optional)"
        id={`${base}-per-shopper`}
        {...typed('per_shopper_limit')}
      />
      <CheckboxRow
        className="self-end text-sm font-medium"
        checked={fields.first_order_only}
        onCheckedChange={set('first_order_only')}
      >
        First order only
      </CheckboxRow>
      <FormAlert className="sm:col-span-2">{failure}</FormAlert>
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
